// An attribute's config by type: each of the ten types accepted with its defaults filled in, and
// refused with the right code on the right `config.<key>`, on create and on update (checked against
// the stored type).
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, MEASUREMENT_FAMILIES, unitsOf } from '@pim/core/schemas';
import { createAttribute, uniqueCode } from '@pim/db/seed';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const post = (type: string, config?: unknown) =>
  request(
    'POST',
    '/v1/attributes',
    w.asEditor({
      code: uniqueCode(type),
      name: `A ${type}`,
      type,
      ...(config === undefined ? {} : { config }),
    }),
  );

/** The config the service stores and answers for `config` of `type`. */
async function accepted(type: string, config?: unknown) {
  const attribute = dataOf(await post(type, config));
  const row = await server.db.attribute.findUniqueOrThrow({ where: { id: attribute.id } });
  expect(row.config).toEqual(attribute.config);
  return attribute.config;
}

type Refusal = [config: unknown, code: string, field: string];
async function refused(type: string, cases: Refusal[]) {
  for (const [config, code, field] of cases)
    expectError(await post(type, config), 400, code, field);
}

describe('text', () => {
  it('takes max_length (default 255) and a regex that compiles', async () => {
    expect(await accepted('text')).toEqual({ max_length: 255 });
    expect(await accepted('text', { max_length: 1 })).toEqual({ max_length: 1 });
    // A pattern's cost (RE2 program size x max_length) is bounded: 11,764 characters fit this one.
    expect(await accepted('text', { max_length: 11_764, regex: '^\\d{13}$' })).toEqual({
      max_length: 11_764,
      regex: '^\\d{13}$',
    });
    expect(await accepted('text', { regex: null })).toEqual({ max_length: 255 });
    await refused('text', [
      [{ max_length: 0 }, 'out_of_range', 'config.max_length'],
      [{ max_length: 65_536 }, 'out_of_range', 'config.max_length'],
      [{ max_length: 1.5 }, 'invalid_type', 'config.max_length'],
      [{ max_length: '10' }, 'invalid_type', 'config.max_length'],
      [{ regex: '([a-z' }, 'invalid_value', 'config.regex'],
      [{ regex: '' }, 'too_short', 'config.regex'],
      [{ regex: 'x'.repeat(256) }, 'too_long', 'config.regex'],
      [{ regex: 5 }, 'invalid_type', 'config.regex'],
      [{ max_length: 11_765, regex: '^\\d{13}$' }, 'invalid_combination', 'config.regex'],
      [{ min: 1 }, 'unknown_field', 'config.min'],
    ]);
  });
});

describe('textarea', () => {
  it('takes max_length (default 65535) and nothing else', async () => {
    expect(await accepted('textarea')).toEqual({ max_length: 65_535 });
    expect(await accepted('textarea', { max_length: 4000 })).toEqual({ max_length: 4000 });
    await refused('textarea', [
      [{ max_length: 70_000 }, 'out_of_range', 'config.max_length'],
      [{ regex: '.*' }, 'unknown_field', 'config.regex'],
    ]);
  });
});

describe('number', () => {
  it('takes min, max and decimals_allowed (default false); min may not pass max', async () => {
    expect(await accepted('number')).toEqual({ decimals_allowed: false });
    expect(await accepted('number', { min: -5.5, max: 10, decimals_allowed: true })).toEqual({
      min: -5.5,
      max: 10,
      decimals_allowed: true,
    });
    expect(await accepted('number', { min: 3, max: 3, decimals_allowed: false })).toEqual({
      min: 3,
      max: 3,
      decimals_allowed: false,
    });
    expect(await accepted('number', { min: null, max: 7 })).toEqual({
      max: 7,
      decimals_allowed: false,
    });
    await refused('number', [
      [{ min: 11, max: 10 }, 'invalid_combination', 'config.min'],
      [{ min: '1' }, 'invalid_type', 'config.min'],
      [{ max: true }, 'invalid_type', 'config.max'],
      [{ decimals_allowed: 'yes' }, 'invalid_type', 'config.decimals_allowed'],
      [{ step: 1 }, 'unknown_field', 'config.step'],
    ]);
  });
});

describe('metric', () => {
  it('takes a unit family, its default unit and units of the family (default: all)', async () => {
    // The units of Akeneo's demo catalog (attributes.csv).
    expect(await accepted('metric', { unit_family: 'Weight', default_unit: 'KILOGRAM' })).toEqual({
      unit_family: 'Weight',
      default_unit: 'KILOGRAM',
      units: unitsOf('Weight'),
    });
    expect(unitsOf('Weight')).toEqual(expect.arrayContaining(['GRAM', 'KILOGRAM', 'POUND']));
    expect(
      await accepted('metric', {
        unit_family: 'Length',
        default_unit: 'INCH',
        units: ['INCH', 'MILLIMETER'],
      }),
    ).toEqual({ unit_family: 'Length', default_unit: 'INCH', units: ['INCH', 'MILLIMETER'] });
    for (const family of Object.keys(
      MEASUREMENT_FAMILIES,
    ) as (keyof typeof MEASUREMENT_FAMILIES)[]) {
      const standard = MEASUREMENT_FAMILIES[family].standard;
      expect(unitsOf(family), family).toContain(standard);
      const config = await accepted('metric', { unit_family: family, default_unit: standard });
      expect(config.units).toEqual(unitsOf(family));
    }
    await refused('metric', [
      [undefined, 'required', 'config.unit_family'],
      [{ unit_family: 'Length' }, 'required', 'config.default_unit'],
      [{ unit_family: 'Mass', default_unit: 'GRAM' }, 'invalid_value', 'config.unit_family'],
      [{ unit_family: 'Length', default_unit: 'GRAM' }, 'invalid_value', 'config.default_unit'],
      [
        { unit_family: 'Length', default_unit: 'METER', units: ['METER', 'GRAM'] },
        'invalid_value',
        'config.units.1',
      ],
      [
        { unit_family: 'Length', default_unit: 'METER', units: ['METER', 'METER'] },
        'invalid_value',
        'config.units.1',
      ],
      [
        { unit_family: 'Length', default_unit: 'INCH', units: ['METER'] },
        'invalid_combination',
        'config.units',
      ],
      [{ unit_family: 'Length', default_unit: 'METER', units: [] }, 'too_short', 'config.units'],
      [
        { unit_family: 'Length', default_unit: 'METER', decimals_allowed: true },
        'unknown_field',
        'config.decimals_allowed',
      ],
    ]);
  });
});

describe('price', () => {
  it('takes ISO 4217 currencies, at least one, each once', async () => {
    expect(await accepted('price', { currencies: ['EUR', 'USD'] })).toEqual({
      currencies: ['EUR', 'USD'],
    });
    expect(CURRENCY_CODES).toContain('JPY');
    await refused('price', [
      [undefined, 'required', 'config.currencies'],
      [{ currencies: [] }, 'too_short', 'config.currencies'],
      [{ currencies: ['EUR', 'EUR'] }, 'invalid_value', 'config.currencies.1'],
      [{ currencies: ['eur'] }, 'invalid_value', 'config.currencies.0'],
      [{ currencies: ['EUR', 'XYZ'] }, 'invalid_value', 'config.currencies.1'],
      [{ currencies: 'EUR' }, 'invalid_type', 'config.currencies'],
      [{ currencies: ['EUR'], precision: 2 }, 'unknown_field', 'config.precision'],
    ]);
  });
});

describe('boolean, date, select, multiselect and media', () => {
  it('take no settings: {} only', async () => {
    for (const type of ['boolean', 'date', 'select', 'multiselect', 'media']) {
      expect(await accepted(type)).toEqual({});
      expect(await accepted(type, {})).toEqual({});
      expectError(await post(type, { max_length: 10 }), 400, 'unknown_field', 'config.max_length');
    }
  });
});

describe('config on update', () => {
  it('is replaced as a whole and checked against the stored type', async () => {
    const metric = dataOf(await post('metric', { unit_family: 'Length', default_unit: 'METER' }));
    const path = `/v1/attributes/${metric.id}`;
    const patch = (config: unknown) => request('PATCH', path, w.asEditor({ config }));
    const changed = dataOf(
      await patch({ unit_family: 'Length', default_unit: 'INCH', units: ['INCH', 'FOOT'] }),
    );
    expect(changed.config).toEqual({
      unit_family: 'Length',
      default_unit: 'INCH',
      units: ['INCH', 'FOOT'],
    });
    expectError(await patch({}), 400, 'required', 'config.unit_family');
    expectError(
      await patch({ unit_family: 'Weight', default_unit: 'INCH' }),
      400,
      'invalid_value',
      'config.default_unit',
    );
    expectError(await patch({ max_length: 3 }), 400, 'unknown_field', 'config.max_length');
    expect(dataOf(await request('GET', path, w.asViewer())).config).toEqual(changed.config);
  });

  it('answers stored configs with the type’s defaults filled in', async () => {
    const number = await createAttribute(server.db, w.home.id, { type: 'number', config: {} });
    const read = dataOf(await request('GET', `/v1/attributes/${number.id}`, w.asViewer()));
    expect(read.config).toEqual({ decimals_allowed: false });
  });
});
