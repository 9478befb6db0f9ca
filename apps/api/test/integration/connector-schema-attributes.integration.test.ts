// Connector schema attributes: a saved set replaces the whole set in its order, answers every
// key, is validated as a whole (codes once, enum values only and always on enums, bounds), and
// its sources name live attributes of the tenant. Schemas themselves:
// connector-schemas.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { createAttribute, uniqueCode } from '@pim/db/seed';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { SCHEMA_ATTRIBUTE_KEYS, schemaCalls, TITLE } from '../helpers/integration.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const { newConnector, schemasPath, createSchema, saveAttributes } = schemaCalls(request, w);

describe('PATCH /v1/connectors/{connectorId}/schemas/{id}/attributes', () => {
  it('replaces the whole set, in the order given, answering every key', async () => {
    const connector = await newConnector();
    const schema = await createSchema(connector.id);
    const source = await createAttribute(server.db, w.home.id, { code: uniqueCode('brand') });
    const attributes = [
      { code: 'sku', name: 'SKU', type: 'string', required: true, description: 'Key' },
      { code: 'color', name: 'Color', type: 'enum', enum_values: ['red', 'blue'] },
      { code: 'brand', name: 'Brand', type: 'string', source_attribute_code: source.code },
      { code: 'dims', name: 'Dimensions', type: 'object', enum_values: [], description: null },
      { code: 'tags', name: 'Tags', type: 'array' },
      { code: 'weight', name: 'Weight', type: 'number' },
      { code: 'sale', name: 'On sale', type: 'boolean', enum_values: null },
    ];
    const saved = dataOf(await saveAttributes(schema, attributes));
    expect(saved.items.map((a: { code: string }) => a.code)).toEqual(attributes.map((a) => a.code));
    for (const item of saved.items) expect(Object.keys(item).sort()).toEqual(SCHEMA_ATTRIBUTE_KEYS);
    expect(saved.items[0]).toEqual({
      code: 'sku',
      name: 'SKU',
      type: 'string',
      required: true,
      description: 'Key',
      enum_values: [],
      source_attribute_code: null,
    });
    expect(saved.items[1]).toMatchObject({ required: false, enum_values: ['red', 'blue'] });
    expect(saved.items[2]).toMatchObject({ source_attribute_code: source.code, description: null });
    const url = `${schemasPath(connector.id)}/${schema.id}`;
    expect(dataOf(await request('GET', `${url}/attributes`, w.asViewer()))).toEqual(saved);
    expect(dataOf(await request('GET', url, w.asViewer())).attribute_count).toBe(7);

    // What was answered may be sent back as it is.
    expect(dataOf(await saveAttributes(schema, saved.items))).toEqual(saved);
    // A new set replaces the old, in its own order.
    const reordered = dataOf(await saveAttributes(schema, [attributes[4], attributes[0]]));
    expect(reordered.items.map((a: { code: string }) => a.code)).toEqual(['tags', 'sku']);
    expect(dataOf(await request('GET', url, w.asViewer())).attribute_count).toBe(2);
    expect(dataOf(await saveAttributes(schema, [])).items).toEqual([]);
    expect(dataOf(await request('GET', url, w.asViewer())).attribute_count).toBe(0);
  });

  it('validates the set: codes once, enum values only and always on enums, bounds', async () => {
    const connector = await newConnector();
    const schema = await createSchema(connector.id);
    dataOf(await saveAttributes(schema, [TITLE]));
    const enumOf = (enum_values: unknown) => ({ code: 'c', name: 'C', type: 'enum', enum_values });
    const refusals: [unknown, string, string][] = [
      [undefined, 'required', 'attributes'],
      ['title', 'invalid_type', 'attributes'],
      [[TITLE, { ...TITLE, name: 'Again' }], 'invalid_value', 'attributes.1.code'],
      [[{ ...TITLE, code: 'a b' }], 'invalid_format', 'attributes.0.code'],
      [[{ ...TITLE, code: 'x'.repeat(101) }], 'too_long', 'attributes.0.code'],
      [[{ ...TITLE, code: undefined }], 'required', 'attributes.0.code'],
      [[{ ...TITLE, name: '' }], 'too_short', 'attributes.0.name'],
      [[{ ...TITLE, type: 'date' }], 'invalid_value', 'attributes.0.type'],
      [[{ ...TITLE, type: undefined }], 'required', 'attributes.0.type'],
      [[{ ...TITLE, required: 'yes' }], 'invalid_type', 'attributes.0.required'],
      [[{ ...TITLE, description: 'x'.repeat(1001) }], 'too_long', 'attributes.0.description'],
      [[{ ...TITLE, position: 1 }], 'unknown_field', 'attributes.0.position'],
      [[{ ...TITLE, enum_values: ['a'] }], 'invalid_value', 'attributes.0.enum_values'],
      [[enumOf(undefined)], 'required', 'attributes.0.enum_values'],
      [[enumOf(null)], 'required', 'attributes.0.enum_values'],
      [[enumOf([])], 'too_short', 'attributes.0.enum_values'],
      [[enumOf(['a', 'b', 'a'])], 'invalid_value', 'attributes.0.enum_values.2'],
      [[enumOf([''])], 'too_short', 'attributes.0.enum_values.0'],
      [[enumOf(['x'.repeat(256)])], 'too_long', 'attributes.0.enum_values.0'],
      [
        [enumOf(Array.from({ length: 501 }, (_, i) => `v${i}`))],
        'too_long',
        'attributes.0.enum_values',
      ],
      [
        [{ ...TITLE, source_attribute_code: 'a b' }],
        'invalid_format',
        'attributes.0.source_attribute_code',
      ],
      [
        Array.from({ length: 501 }, (_, i) => ({ ...TITLE, code: `c${i}` })),
        'too_long',
        'attributes',
      ],
    ];
    for (const [attributes, code, field] of refusals) {
      expectError(await saveAttributes(schema, attributes), 400, code, field);
    }
    const most = Array.from({ length: 500 }, (_, i) => ({ ...TITLE, code: `c${i}` }));
    expect(dataOf(await saveAttributes(schema, most)).items).toHaveLength(500);
    const url = `${schemasPath(connector.id)}/${schema.id}/attributes`;
    expect(dataOf(await request('GET', url, w.asViewer())).items).toHaveLength(500);
  });

  it('needs every source to be a live attribute of the tenant (400 invalid_reference)', async () => {
    const connector = await newConnector();
    const schema = await createSchema(connector.id);
    const live = await createAttribute(server.db, w.home.id);
    const deleted = await createAttribute(server.db, w.home.id);
    await server.db.attribute.update({
      where: { id: deleted.id },
      data: { deletedAt: new Date() },
    });
    const foreign = await createAttribute(server.db, w.foreign.id);
    const withSource = (source: string) => [
      { ...TITLE, source_attribute_code: live.code },
      { code: 'other', name: 'Other', type: 'string', source_attribute_code: source },
    ];
    for (const code of [deleted.code, foreign.code, uniqueCode('nothing')]) {
      expectError(
        await saveAttributes(schema, withSource(code)),
        400,
        'invalid_reference',
        'attributes.1.source_attribute_code',
      );
    }
    const url = `${schemasPath(connector.id)}/${schema.id}/attributes`;
    expect(dataOf(await request('GET', url, w.asViewer())).items).toEqual([]);
    expect(dataOf(await saveAttributes(schema, withSource(live.code))).items).toHaveLength(2);
  });
});
