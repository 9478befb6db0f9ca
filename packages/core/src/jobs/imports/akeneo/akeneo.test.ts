import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors/index.ts';
import { attributeRecord, familyAttributes, variantAttributes, variantAxes } from './mapping.ts';
import type { AttributeInfo } from '../../../catalog/attributes/index.ts';
import { readValues, type ValueContext } from './values.ts';

const attribute = (
  code: string,
  type: AttributeInfo['type'],
  flags: { locale?: boolean; channel?: boolean } = {},
  config: Record<string, unknown> = {},
): [string, AttributeInfo] => [
  code,
  {
    code,
    type,
    value_per_channel: flags.channel ?? false,
    value_per_locale: flags.locale ?? false,
    config,
  },
];

const context: ValueContext = {
  attributes: new Map([
    attribute('name', 'text'),
    attribute('description', 'textarea', { locale: true, channel: true }),
    attribute('erp_name', 'text', { locale: true }),
    attribute('release_date', 'date', { channel: true }),
    attribute('price', 'price', {}, { currencies: ['USD', 'EUR'] }),
    attribute('weight', 'metric', {}, { unit_family: 'Weight', units: ['GRAM', 'KILOGRAM'] }),
    attribute('zoom', 'number'),
    attribute('stabilizer', 'boolean'),
    attribute('collection', 'multiselect'),
    attribute('wash', 'select'),
    attribute('image', 'media'),
  ]),
  options: new Map([
    [
      'collection',
      new Map([
        ['spring2017', 'Spring2017'],
        ['summer_2017', 'summer_2017'],
      ]),
    ],
    ['wash', new Map([['800', '800']])],
  ]),
};
const NONE = new Set<string>(['sku']);

/** The AppError `read` throws, as its first detail. */
function refusal(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) return error.details[0];
    throw error;
  }
  throw new Error('nothing was refused');
}

describe('Akeneo value columns', () => {
  it('reads each header form with the attribute flags, and types the cells', () => {
    const { values, droppedMedia } = readValues(
      {
        sku: '1111111171',
        name: 'Bag',
        'description-en_US-print': '<p>Big</p>',
        'description-fr_FR-ecommerce': 'Grand',
        'erp_name-de_DE': 'Tasche',
        'release_date-ecommerce': '2012-01-17T00:00:00+00:00',
        'price-EUR': '499',
        'price-USD': '12.50',
        weight: '500',
        'weight-unit': 'GRAM',
        zoom: '32',
        stabilizer: '0',
        collection: 'spring2017,summer_2017',
        wash: '800',
        image: 'files/1111111171/image/bag.jpg',
        'X_SELL-products': 'a,b',
        'PACK-groups': '',
      },
      context,
      NONE,
    );
    expect(values).toEqual({
      name: [{ data: { value: 'Bag' } }],
      description: [
        { channel: 'print', locale: 'en_US', data: { value: '<p>Big</p>' } },
        { channel: 'ecommerce', locale: 'fr_FR', data: { value: 'Grand' } },
      ],
      erp_name: [{ locale: 'de_DE', data: { value: 'Tasche' } }],
      release_date: [{ channel: 'ecommerce', data: { value: '2012-01-17' } }],
      price: [
        {
          data: {
            value: [
              { amount: '499', currency: 'EUR' },
              { amount: '12.50', currency: 'USD' },
            ],
          },
        },
      ],
      weight: [{ data: { value: { amount: '500', unit: 'GRAM' } } }],
      zoom: [{ data: { value: 32 } }],
      stabilizer: [{ data: { value: false } }],
      // Codes that look like numbers stay strings; option codes match in any case.
      collection: [{ data: { value: ['Spring2017', 'summer_2017'] } }],
      wash: [{ data: { value: '800' } }],
    });
    expect(droppedMedia).toEqual(['image']);
  });

  it('names the unit, the currency or the column it cannot take', () => {
    expect(
      refusal(() => readValues({ weight: '1', 'weight-unit': 'STONE' }, context, NONE)),
    ).toMatchObject({
      code: 'invalid_value',
      field: 'weight-unit',
      message: expect.stringContaining('STONE'),
    });
    expect(refusal(() => readValues({ weight: '1' }, context, NONE))).toMatchObject({
      code: 'required',
      field: 'weight-unit',
    });
    expect(refusal(() => readValues({ 'price-GBP': '3' }, context, NONE))).toMatchObject({
      code: 'invalid_value',
      field: 'price-GBP',
      message: expect.stringContaining('GBP'),
    });
    expect(refusal(() => readValues({ 'description-en_US': 'x' }, context, NONE))).toMatchObject({
      code: 'invalid_value',
      field: 'description-en_US',
      message: expect.stringContaining('description-<locale>-<channel>'),
    });
    expect(refusal(() => readValues({ color: 'red' }, context, NONE))).toMatchObject({
      code: 'invalid_reference',
      field: 'color',
    });
    expect(refusal(() => readValues({ zoom: 'x2' }, context, NONE))).toMatchObject({
      code: 'invalid_type',
      field: 'zoom',
    });
    // Empty cells give nothing, whatever their column.
    expect(
      readValues({ color: '', weight: '', 'weight-unit': 'GRAM' }, context, NONE).values,
    ).toEqual({});
  });
});

describe('Akeneo structure rows', () => {
  it('maps an attribute row with its settings', () => {
    expect(
      attributeRecord(
        {
          code: 'weight',
          'label-en_US': 'Weight',
          'label-fr_FR': 'Poids',
          type: 'pim_catalog_metric',
          metric_family: 'Weight',
          default_metric_unit: 'KILOGRAM',
          group: 'technical',
          localizable: '0',
          scopable: '0',
          unique: '0',
          sort_order: '7',
        },
        ['USD'],
      ),
    ).toEqual({
      code: 'weight',
      name: 'Weight',
      type: 'metric',
      group: 'technical',
      value_per_channel: false,
      value_per_locale: false,
      is_unique: false,
      sort_order: 7,
      config: { unit_family: 'Weight', default_unit: 'KILOGRAM' },
      labels: { en_US: 'Weight', fr_FR: 'Poids' },
    });
    expect(() =>
      attributeRecord({ code: 'x', type: 'pim_reference_data_simpleselect' }, []),
    ).toThrow(/no match here/);
  });

  it('maps per-channel requirements onto one mandatory flag and a channel set', () => {
    const row = {
      code: 'mugs',
      attributes: 'sku,name,main_color,picture',
      'requirements-ecommerce': 'sku,name,main_color',
      'requirements-print': 'sku,name',
    };
    expect(familyAttributes(row)).toEqual([
      { code: 'sku', is_mandatory: true },
      { code: 'name', is_mandatory: true },
      { code: 'main_color', channels: ['ecommerce'], is_mandatory: true },
      { code: 'picture', is_mandatory: false },
    ]);
  });

  it("reads a family variant's axes and its levels' own attributes", () => {
    const row = {
      code: 'clothing_color_size',
      'variant-axes_1': 'color',
      'variant-axes_2': 'size',
      'variant-attributes_1': 'variation_name,color,material',
      'variant-attributes_2': 'sku,size,ean',
    };
    expect(variantAxes(row)).toEqual([
      { attribute: 'color', level: 1, position: 1 },
      { attribute: 'size', level: 2, position: 1 },
    ]);
    expect(variantAttributes(row)).toEqual(['variation_name', 'material', 'sku', 'ean']);
  });
});
