// Imports of attributes and attribute options: JSON, CSV and XLSX records read back through the API
// (group, config, flags, labels; options keyed `<attribute>.<code>` with merged labels); updates of
// only what differs; a type that cannot change, a bad cell (`is_unique=maybe`, JSON that is not),
// an unknown group or attribute as failed items with the API's codes on the record's fields, while
// the rest lands.
import { createAttributeGroup, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { jobItems } from '../helpers/jobs.ts';
import { testServer } from '../helpers/server.ts';
import {
  codesOf,
  csvOf,
  findByCode,
  importFile,
  itemsByKey,
  listAll,
  outcome,
  runImport,
  translationsOf,
  xlsxOf,
} from '../helpers/structure-jobs.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
await server.startWorker();
const w = await createTenantWorld({ users: { admin: { home: 'admin' } }, signIn: ['admin'] });
const admin = { token: w.tokens.admin, tenant: w.home.id };
const group = await createAttributeGroup(server.db, w.home.id);

const run = (entity: string, records: unknown[], extra: Record<string, unknown> = {}) =>
  runImport(request, admin, entity, records, extra);
const byCode = (path: string, code: string) => findByCode(request, admin, path, code);

describe('attributes and options import', () => {
  it('creates attributes of several types with group, config, flags and labels', async () => {
    const [title, colour, ean] = codesOf('title', 'colour', 'ean');
    const { job } = await run('attributes', [
      {
        code: title,
        name: 'Title',
        type: 'text',
        group: group.code,
        config: { max_length: 80 },
        value_per_locale: true,
        sort_order: 3,
        labels: { fr_FR: 'Titre' },
      },
      { code: colour, name: 'Colour', type: 'select', value_per_channel: true, status: 'inactive' },
      { code: ean, name: 'EAN', type: 'text', is_unique: true, description: 'Barcode' },
    ]);
    expect(job.result).toMatchObject({ created: 3, failed: 0 });
    const stored = await byCode('/v1/attributes', title);
    expect(stored).toMatchObject({
      type: 'text',
      attribute_group: { code: group.code },
      config: { max_length: 80 },
      value_per_locale: true,
      value_per_channel: false,
      sort_order: 3,
      status: 'active',
    });
    expect(await translationsOf(request, admin, `/v1/attributes/${stored.id}`)).toEqual({
      fr_FR: 'Titre',
    });
    expect(await byCode('/v1/attributes', colour)).toMatchObject({
      value_per_channel: true,
      status: 'inactive',
    });
    expect(await byCode('/v1/attributes', ean)).toMatchObject({
      is_unique: true,
      description: 'Barcode',
    });
  });

  it('reads CSV and XLSX cells: booleans, JSON config, label columns; bad cells fail alone', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const [good, maybe, badJson, badType] = codesOf('good', 'maybe', 'json', 'type');
      const rows = [
        [
          'code',
          'name',
          'type',
          'group',
          'is_unique',
          'value_per_locale',
          'sort_order',
          'config',
          'label-de_DE',
        ],
        [
          good,
          'Good',
          'number',
          group.code,
          '1',
          'FALSE',
          '7',
          '{"min":0,"decimals_allowed":true}',
          'Gut',
        ],
        [maybe, 'Maybe', 'text', '', 'maybe', '', '', '', ''],
        [badJson, 'Bad JSON', 'text', '', '', '', '', '{max_length:', ''],
        [badType, 'Bad type', 'colour', '', '', '', '', '', ''],
      ];
      const content = format === 'csv' ? csvOf(rows) : await xlsxOf(rows);
      const job = await importFile(request, admin, 'attributes', format, content);
      const items = itemsByKey(await jobItems(request, admin, job.id));
      expect(
        [good, maybe, badJson, badType].map((c) => outcome(items.get(c))),
        format,
      ).toEqual([
        'created',
        'invalid_type@is_unique',
        'malformed_json@config',
        'invalid_value@type',
      ]);
      const stored = await byCode('/v1/attributes', good);
      expect(stored).toMatchObject({
        type: 'number',
        is_unique: true,
        sort_order: 7,
        config: { min: 0, decimals_allowed: true },
      });
      expect(await translationsOf(request, admin, `/v1/attributes/${stored.id}`)).toEqual({
        de_DE: 'Gut',
      });
    }
  });

  it('updates only what differs, and refuses a new type or an unknown group', async () => {
    const code = uniqueCode('attr');
    await run('attributes', [{ code, name: 'A', type: 'text', config: { max_length: 50 } }]);
    const { items } = await run('attributes', [
      { code, name: 'A', type: 'text', config: { max_length: 50 } },
    ]);
    expect(outcome(items.get(code))).toBe('unchanged');
    const renamed = await run('attributes', [
      { code, name: 'Renamed', config: { max_length: 60 } },
    ]);
    expect(outcome(renamed.items.get(code))).toBe('updated');
    expect(await byCode('/v1/attributes', code)).toMatchObject({
      name: 'Renamed',
      config: { max_length: 60 },
    });
    const refused = await run('attributes', [{ code, type: 'number' }]);
    expect(outcome(refused.items.get(code))).toBe('invalid_value@type');
    const noGroup = await run('attributes', [{ code, group: 'no_such_group' }]);
    expect(outcome(noGroup.items.get(code))).toBe('invalid_reference@group');
    const badConfig = await run('attributes', [
      { code: uniqueCode('a'), name: 'X', type: 'text', config: { unit: 1 } },
    ]);
    expect([...badConfig.items.values()].map(outcome)).toEqual(['unknown_field@config.unit']);
  });

  it('imports options keyed <attribute>.<code>, merging labels; bad ones fail', async () => {
    const [colour, text] = codesOf('colour', 'text');
    await run('attributes', [
      { code: colour, name: 'Colour', type: 'select' },
      { code: text, name: 'Text', type: 'text' },
    ]);
    const first = await run('attribute_options', [
      { attribute: colour, code: 'red', name: 'Red', sort_order: 2, labels: { fr_FR: 'Rouge' } },
      { attribute: colour, code: 'blue', name: 'Blue' },
      { attribute: 'no_such_attribute', code: 'x', name: 'X' },
      { attribute: text, code: 'y', name: 'Y' },
    ]);
    expect([...first.items.entries()].map(([key, item]) => [key, outcome(item)])).toEqual([
      [`${colour}.red`, 'created'],
      [`${colour}.blue`, 'created'],
      ['no_such_attribute.x', 'invalid_reference@attribute'],
      [`${text}.y`, 'invalid_value@attribute'],
    ]);
    const csv = csvOf([
      ['attribute', 'code', 'name', 'sort_order', 'label-de_DE'],
      [colour, 'red', 'Red', '', 'Rot'],
      [colour, 'blue', 'Blue', '', ''],
    ]);
    const job = await importFile(request, admin, 'attribute_options', 'csv', csv);
    expect(job.result).toMatchObject({ updated: 1, unchanged: 1 });
    const again = await run(
      'attribute_options',
      [{ attribute: colour, code: 'red', name: 'Red' }],
      {
        mode: 'create_only',
      },
    );
    expect(outcome(again.items.get(`${colour}.red`))).toBe('already_exists@code');
    const attribute = await byCode('/v1/attributes', colour);
    const options = await listAll(request, admin, `/v1/attributes/${attribute.id}/options`);
    expect(options.map((o) => [o.code, o.sort_order, o.labels])).toEqual([
      ['red', 2, { fr_FR: 'Rouge', de_DE: 'Rot' }],
      ['blue', 3, {}],
    ]);
  });
});
