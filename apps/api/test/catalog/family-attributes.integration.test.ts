// A product family's attributes: list (ordered by group, then attribute sort order, then code),
// bulk create all or nothing with the default channels, nested path isolation. Partial updates:
// family-attributes-update.integration.test.ts; removal:
// family-attributes-delete.integration.test.ts; concurrent requests:
// family-attributes-locks.integration.test.ts.
import { describe, expect, it } from 'vitest';
import {
  addFamilyAttribute,
  createAttributeGroup,
  createProductFamily,
  uniqueCode,
} from '@pim/db/seed';
import {
  checkListPaging,
  checkWriterOnly,
  createCatalogWorld,
  dataOf,
} from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import {
  attributesPath,
  catalogOf,
  familyAttributeCalls,
  familyPath,
  ref,
} from '../helpers/families.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const home = catalogOf(server.db, w.home.id);
const foreign = catalogOf(server.db, w.foreign.id);

const ROW_KEYS = [
  'attribute_code',
  'attribute_group',
  'attribute_id',
  'attribute_name',
  'attribute_type',
  'channels',
  'created_at',
  'created_by',
  'is_mandatory',
  'is_overridable',
  'is_unique',
  'modified_at',
  'modified_by',
  'value_per_channel',
  'value_per_locale',
];

const { post, stored } = familyAttributeCalls(request, w, server.db);

async function listAll(familyId: string, query = '') {
  return dataOf(
    await request('GET', `${attributesPath(familyId)}?page_size=100${query}`, w.asViewer()),
  ).items;
}

describe('POST /v1/product-families/{productFamilyId}/attributes', () => {
  it('adds attributes with their defaults and answers data null', async () => {
    const family = await home.family();
    const [a, b] = await Promise.all([home.attribute('text'), home.attribute('select')]);
    const [c1, c2] = await Promise.all([home.channel(), home.channel()]);
    const answer = await post(family.id, [
      { attribute_id: a.id, channel_ids: [c1.id] },
      {
        attribute_id: b.id,
        channel_ids: [c2.id, c1.id, c2.id],
        is_mandatory: true,
        is_overridable: true,
      },
    ]);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ success: true, data: null });
    expect(await stored(family.id)).toEqual({
      [a.id]: { isMandatory: false, isOverridable: false, channels: [c1.id] },
      [b.id]: { isMandatory: true, isOverridable: true, channels: [c1.id, c2.id].sort() },
    });
    const row = await server.db.familyAttribute.findFirstOrThrow({ where: { attributeId: a.id } });
    expect(row.tenantId).toBe(w.home.id);
    expect(row.createdBy).toMatchObject({ id: w.editor.id, type: 'user' });
    expect(dataOf(await request('GET', familyPath(family.id), w.asViewer())).attribute_count).toBe(
      2,
    );
  });

  it('enables an attribute given no channel_ids for every live channel of the tenant; [] for none', async () => {
    const family = await home.family();
    const [a, b] = await Promise.all([home.attribute(), home.attribute()]);
    const gone = await home.channel();
    await server.db.channel.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    await home.channel();
    await foreign.channel();
    dataOf(
      await post(family.id, [{ attribute_id: a.id }, { attribute_id: b.id, channel_ids: [] }]),
    );
    const live = await server.db.channel.findMany({
      where: { tenantId: w.home.id, deletedAt: null },
      select: { id: true },
    });
    expect(live.length).toBeGreaterThan(1);
    const rows = await stored(family.id);
    expect(rows[a.id]!.channels).toEqual(live.map((c) => c.id).sort());
    expect(rows[a.id]!.channels).not.toContain(gone.id);
    expect(rows[b.id]!.channels).toEqual([]);
  });

  it('validates the body', async () => {
    const family = await home.family();
    const a = await home.attribute();
    const send = (body: unknown) => request('POST', attributesPath(family.id), w.asEditor(body));
    expectError(await send({}), 400, 'required', 'attributes');
    expectError(await send({ attributes: [] }), 400, 'too_short', 'attributes');
    const many = Array.from({ length: 1001 }, () => ({ attribute_id: crypto.randomUUID() }));
    expectError(await send({ attributes: many }), 400, 'too_long', 'attributes');
    expectError(await send({ attributes: [{}] }), 400, 'required', 'attributes.0.attribute_id');
    expectError(
      await send({ attributes: [{ attribute_id: 'x' }] }),
      400,
      'invalid_format',
      'attributes.0.attribute_id',
    );
    expectError(
      await send({ attributes: [{ attribute_id: a.id, is_mandatory: 'yes' }] }),
      400,
      'invalid_type',
      'attributes.0.is_mandatory',
    );
    expectError(
      await send({ attributes: [{ attribute_id: a.id, channel_ids: ['x'] }] }),
      400,
      'invalid_format',
      'attributes.0.channel_ids.0',
    );
    expectError(
      await send({ attributes: [{ attribute_id: a.id, sort_order: 1 }] }),
      400,
      'unknown_field',
      'attributes.0.sort_order',
    );
    expectError(await send({ attributes: [], extra: 1 }), 400, 'unknown_field', 'extra');
    expect(await stored(family.id)).toEqual({});
  });

  it('refuses the whole request for one bad item: unknown attribute or channel, repeat, already held', async () => {
    const family = await home.family();
    const [good, held, deleted] = await Promise.all([
      home.attribute(),
      home.attribute(),
      home.attribute(),
    ]);
    await server.db.attribute.update({
      where: { id: deleted.id },
      data: { deletedAt: new Date() },
    });
    await addFamilyAttribute(server.db, family, held.id);
    const theirs = await foreign.attribute();
    const theirChannel = await foreign.channel();
    const before = await stored(family.id);

    for (const id of [theirs.id, deleted.id, crypto.randomUUID()]) {
      expectError(
        await post(family.id, [{ attribute_id: good.id }, { attribute_id: id }]),
        400,
        'invalid_reference',
        'attributes.1.attribute_id',
      );
    }
    for (const id of [theirChannel.id, crypto.randomUUID()]) {
      expectError(
        await post(family.id, [{ attribute_id: good.id, channel_ids: [id] }]),
        400,
        'invalid_reference',
        'attributes.0.channel_ids',
      );
    }
    expectError(
      await post(family.id, [{ attribute_id: good.id }, { attribute_id: good.id }]),
      400,
      'invalid_value',
      'attributes.1.attribute_id',
    );
    expectError(
      await post(family.id, [{ attribute_id: good.id }, { attribute_id: held.id }]),
      409,
      'already_exists',
      'attributes.1.attribute_id',
    );
    // Every failing item is named in one answer.
    const both = await post(family.id, [
      { attribute_id: crypto.randomUUID() },
      { attribute_id: good.id, channel_ids: [theirChannel.id] },
    ]);
    expectError(both, 400, 'invalid_reference', 'attributes.0.attribute_id');
    expectError(both, 400, 'invalid_reference', 'attributes.1.channel_ids');
    expect(await stored(family.id)).toEqual(before);
  });

  it('answers 404 for a family of another tenant or none, 403 to a viewer, and works over tRPC', async () => {
    const a = await home.attribute();
    const theirs = await createProductFamily(server.db, w.foreign.id);
    for (const id of [theirs.id, crypto.randomUUID()]) {
      expectError(await post(id, [{ attribute_id: a.id }]), 404, 'not_found');
    }
    expect(await stored(theirs.id)).toEqual({});
    const family = await home.family();
    await checkWriterOnly(request, w, {
      path: attributesPath(family.id),
      procedure: 'productFamilies.attributes.create',
      input: { productFamilyId: family.id, attributes: [{ attribute_id: a.id, channel_ids: [] }] },
      expected: null,
    });
    expect(Object.keys(await stored(family.id))).toEqual([a.id]);
  });
});

describe('GET /v1/product-families/{productFamilyId}/attributes', () => {
  it('answers each row in the documented shape', async () => {
    const group = await createAttributeGroup(server.db, w.home.id);
    const attribute = await home.attribute('text', {
      groupId: group.id,
      isUnique: true,
      valuePerLocale: true,
    });
    const [c1, c2] = await Promise.all([home.channel(), home.channel()]);
    const family = await home.family();
    dataOf(
      await post(family.id, [
        { attribute_id: attribute.id, channel_ids: [c1.id, c2.id], is_mandatory: true },
      ]),
    );
    const [row] = await listAll(family.id);
    expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
    expect(row).toEqual({
      attribute_id: attribute.id,
      attribute_code: attribute.code,
      attribute_name: attribute.name,
      attribute_type: 'text',
      attribute_group: ref(group),
      channels: [ref(c1), ref(c2)].sort((x, y) => x.code.localeCompare(y.code)),
      is_mandatory: true,
      is_overridable: false,
      is_unique: true,
      value_per_channel: false,
      value_per_locale: true,
      created_at: expect.stringMatching(/Z$/),
      modified_at: expect.stringMatching(/Z$/),
      created_by: { id: w.editor.id, name: w.editor.name, type: 'user' },
      modified_by: { id: w.editor.id, name: w.editor.name, type: 'user' },
    });
    // A deleted channel is not shown; an attribute without a group has none.
    await server.db.channel.update({ where: { id: c2.id }, data: { deletedAt: new Date() } });
    const loose = await home.attribute('number');
    await addFamilyAttribute(server.db, family, loose.id);
    const rows = await listAll(family.id);
    expect(rows[0].channels).toEqual([ref(c1)]);
    expect(rows[1]).toMatchObject({ attribute_id: loose.id, attribute_group: null, channels: [] });
  });

  it('orders by group sort order (no group last), attribute sort order, then code; searches the name', async () => {
    const tag = uniqueCode('order');
    const [first, second] = await Promise.all([
      createAttributeGroup(server.db, w.home.id, { sortOrder: 1 }),
      createAttributeGroup(server.db, w.home.id, { sortOrder: 2 }),
    ]);
    const make = async (code: string, groupId: string | undefined, sortOrder: number) => {
      const attribute = await home.attribute('text', {
        code: `${tag}_${code}`,
        name: `Name ${code.toUpperCase()}`,
        ...(groupId ? { groupId } : {}),
      });
      await server.db.attribute.update({ where: { id: attribute.id }, data: { sortOrder } });
      return attribute;
    };
    const attributes = [
      await make('none', undefined, 0),
      await make('second_a', second.id, 0),
      await make('first_late', first.id, 5),
      await make('first_b', first.id, 1),
      await make('first_a', first.id, 1),
    ];
    const family = await home.familyWith(...attributes);
    const codes = (rows: { attribute_code: string }[]) =>
      rows.map((r) => r.attribute_code.slice(tag.length + 1));
    expect(codes(await listAll(family.id))).toEqual([
      'first_a',
      'first_b',
      'first_late',
      'second_a',
      'none',
    ]);
    expect(codes(await listAll(family.id, '&search=name%20first'))).toEqual([
      'first_a',
      'first_b',
      'first_late',
    ]);
    // The name is searched, not the code.
    expect(await listAll(family.id, `&search=${tag}`)).toEqual([]);
    const page = dataOf(
      await request('GET', `${attributesPath(family.id)}?page=2&page_size=2`, w.asViewer()),
    );
    expect(codes(page.items)).toEqual(['first_late', 'second_a']);
    expect(page.pagination).toEqual({
      has_next: true,
      page: 2,
      page_size: 2,
      total_items: 5,
      total_pages: 3,
    });
    // A deleted attribute leaves the list and the count.
    await server.db.attribute.update({
      where: { id: attributes[0]!.id },
      data: { deletedAt: new Date() },
    });
    expect(codes(await listAll(family.id))).not.toContain('none');
    expect(dataOf(await request('GET', familyPath(family.id), w.asViewer())).attribute_count).toBe(
      4,
    );
  });

  it('pages with 20 by default, and answers 404 for another tenant’s family', async () => {
    const family = await home.familyWith(await home.attribute());
    await checkListPaging(request, w, attributesPath(family.id), {
      defaultPageSize: 20,
      topLevelPagination: false,
    });
    const theirs = await foreign.familyWith(await foreign.attribute());
    expectError(await request('GET', attributesPath(theirs.id), w.asAdmin()), 404, 'not_found');
    expectError(
      await request('GET', attributesPath(theirs.id), w.asAdminInForeign()),
      403,
      'tenant_forbidden',
    );
    expect(
      dataOf(await request('GET', attributesPath(theirs.id), w.asForeign())).items,
    ).toHaveLength(1);
    const input = encodeURIComponent(JSON.stringify({ productFamilyId: theirs.id }));
    expectTrpcError(
      await request('GET', `/trpc/productFamilies.attributes.list?input=${input}`, w.asAdmin()),
      404,
      'not_found',
    );
  });
});
