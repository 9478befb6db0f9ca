// Attributes: update (code, type and the scope flags fixed once created, config replaced and
// checked against the type, group set and cleared), status, translations, and isolation per tenant.
// Create and list are in attributes.
import { describe, expect, it } from 'vitest';
import { createAttribute, createAttributeGroup, uniqueCode } from '@pim/db/seed';
import {
  checkActiveInactive,
  checkForeignWrites,
  checkIsolation,
  checkTranslations,
  createCatalogWorld,
  dataOf,
  poster,
} from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const { create: createAttr } = poster(request, w, '/v1/attributes', 'attr', {
  name: 'Attribute',
  type: 'text',
});

describe('PATCH /v1/attributes/{id}', () => {
  it('updates name, description, group, config and sort order, partially', async () => {
    const group = await createAttributeGroup(server.db, w.home.id);
    const attribute = await createAttr({ description: 'First', config: { max_length: 20 } });
    const path = `/v1/attributes/${attribute.id}`;
    expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(attribute);
    const patch = async (body: Record<string, unknown>) =>
      dataOf(await request('PATCH', path, w.asAdmin(body)));

    const renamed = await patch({ name: 'Renamed' });
    expect(renamed).toMatchObject({
      name: 'Renamed',
      description: 'First',
      config: { max_length: 20 },
    });
    expect(renamed.modified_by).toMatchObject({ id: w.admin.id });
    const grouped = await patch({ attribute_group_id: group.id, sort_order: 9 });
    expect(grouped).toMatchObject({
      attribute_group: { id: group.id, code: group.code, name: group.name },
      sort_order: 9,
      name: 'Renamed',
    });
    // config is replaced as a whole, with the type's defaults.
    expect((await patch({ config: { regex: '^[A-Z]+$' } })).config).toEqual({
      max_length: 255,
      regex: '^[A-Z]+$',
    });
    expect((await patch({ config: {} })).config).toEqual({ max_length: 255 });
    const cleared = await patch({ attribute_group_id: null, description: null });
    expect(cleared).toMatchObject({ attribute_group: null, description: null, sort_order: 9 });

    expectError(await request('PATCH', path, w.asAdmin({ name: '' })), 400, 'too_short', 'name');
    expectError(
      await request('PATCH', path, w.asAdmin({ config: { max_length: 0 } })),
      400,
      'out_of_range',
      'config.max_length',
    );
    expectError(
      await request('PATCH', path, w.asAdmin({ config: { currencies: ['EUR'] } })),
      400,
      'unknown_field',
      'config.currencies',
    );
    const foreignGroup = await createAttributeGroup(server.db, w.foreign.id);
    expectError(
      await request('PATCH', path, w.asAdmin({ attribute_group_id: foreignGroup.id })),
      400,
      'invalid_reference',
      'attribute_group_id',
    );
    expectError(
      await request('PATCH', path, w.asAdmin({ status: 'inactive' })),
      400,
      'unknown_field',
      'status',
    );
    expectError(await request('PATCH', path, w.asViewer({ name: 'N' })), 403, 'forbidden');
    // Nothing of the refused requests was written.
    expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(cleared);
  });

  it('keeps code, type and the flags fixed: the same value is a no-op, another is 400', async () => {
    const attribute = await createAttr({ type: 'number', value_per_locale: true });
    const path = `/v1/attributes/${attribute.id}`;
    const same = dataOf(
      await request(
        'PATCH',
        path,
        w.asEditor({
          code: attribute.code,
          type: 'number',
          value_per_channel: false,
          value_per_locale: true,
          is_unique: false,
          name: 'Same flags',
        }),
      ),
    );
    expect(same).toMatchObject({ code: attribute.code, type: 'number', name: 'Same flags' });
    for (const [field, value] of [
      ['code', uniqueCode('other')],
      ['type', 'text'],
      ['value_per_channel', true],
      ['value_per_locale', false],
      ['is_unique', true],
    ] as const) {
      const answer = await request('PATCH', path, w.asEditor({ [field]: value, name: 'Changed' }));
      expectError(answer, 400, 'invalid_value', field);
      expect(answer.body.message).toMatch(/cannot change after the attribute is created/);
    }
    expectError(
      await request('PATCH', path, w.asEditor({ type: 'color' })),
      400,
      'invalid_value',
      'type',
    );
    const row = await server.db.attribute.findUniqueOrThrow({ where: { id: attribute.id } });
    expect(row).toMatchObject({
      code: attribute.code,
      name: 'Same flags',
      type: 'number',
      valuePerLocale: true,
      isUnique: false,
    });
  });

  it('answers 404 for a deleted or unknown attribute', async () => {
    const attribute = await createAttr();
    await request('DELETE', `/v1/attributes/${attribute.id}`, w.asEditor());
    for (const id of [attribute.id, crypto.randomUUID()]) {
      expectError(
        await request('PATCH', `/v1/attributes/${id}`, w.asEditor({ name: 'N' })),
        404,
        'not_found',
      );
    }
  });
});

describe('one attribute', () => {
  it('changes status between active and inactive', async () => {
    const attribute = await createAttr();
    await checkActiveInactive(request, w, `/v1/attributes/${attribute.id}`);
  });

  it('keeps translations by locale', async () => {
    const attribute = await createAttr();
    await checkTranslations(request, w, `/v1/attributes/${attribute.id}`);
  });

  it('hides another tenant’s attribute (404) and refuses another tenant’s header (403)', async () => {
    const foreign = await createAttribute(server.db, w.foreign.id);
    await checkIsolation(request, w, `/v1/attributes/${foreign.id}`, {
      procedure: 'attributes.get',
      input: { id: foreign.id },
    });
    await checkForeignWrites(request, w, `/v1/attributes/${foreign.id}`, [
      'rename',
      'status',
      'readTranslations',
      'translate',
      'delete',
    ]);
    const row = await server.db.attribute.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row).toMatchObject({ name: foreign.name, status: 'active', deletedAt: null });
    expect(row.translations).toEqual({});
  });
});
