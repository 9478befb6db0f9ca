// Attribute groups (CONTRACT.md section 6, "Attributes"): create, read, list, update, soft
// delete (409 in_use while attributes are in the group, also against a concurrent attribute
// create), over REST and tRPC, isolated per tenant.
import { describe, expect, it } from 'vitest';
import { createAttribute, createAttributeGroup, uniqueCode } from '@pim/db/seed';
import { checkIsolation, checkListPaging, createCatalogWorld, dataOf } from './helpers/catalog.ts';
import { expectError } from './helpers/expect.ts';
import { testServer, trpcMutation } from './helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const GROUP_KEYS = [
  'attribute_count',
  'code',
  'created_at',
  'created_by',
  'description',
  'id',
  'modified_at',
  'modified_by',
  'name',
  'sort_order',
];

async function createGroup(body: Record<string, unknown> = {}) {
  return dataOf(
    await request(
      'POST',
      '/v1/attribute-groups',
      w.asEditor({ code: uniqueCode('group'), name: 'Marketing', ...body }),
    ),
  );
}

describe('POST /v1/attribute-groups', () => {
  it('creates a group with its defaults and audit fields', async () => {
    const code = uniqueCode('group');
    const group = await createGroup({ code, name: 'Technical', description: 'Specs' });
    expect(Object.keys(group).sort()).toEqual(GROUP_KEYS);
    expect(group).toMatchObject({
      code,
      name: 'Technical',
      description: 'Specs',
      sort_order: 0,
      attribute_count: 0,
      created_by: { id: w.editor.id, name: w.editor.name, type: 'user' },
      modified_by: { id: w.editor.id },
    });
    expect(group.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const row = await server.db.attributeGroup.findUniqueOrThrow({ where: { id: group.id } });
    expect(row.tenantId).toBe(w.home.id);
    const sorted = await createGroup({ sort_order: 1_000_000 });
    expect(sorted).toMatchObject({ sort_order: 1_000_000, description: null });
  });

  it('validates every field', async () => {
    const post = (body: Record<string, unknown>) =>
      request(
        'POST',
        '/v1/attribute-groups',
        w.asEditor({ code: uniqueCode('g'), name: 'N', ...body }),
      );
    expectError(await post({ code: undefined }), 400, 'required', 'code');
    expectError(await post({ code: 'a b' }), 400, 'invalid_format', 'code');
    expectError(await post({ code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await post({ name: undefined }), 400, 'required', 'name');
    expectError(await post({ name: '' }), 400, 'too_short', 'name');
    expectError(await post({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await post({ description: 'x'.repeat(1001) }), 400, 'too_long', 'description');
    expectError(await post({ sort_order: -1 }), 400, 'out_of_range', 'sort_order');
    expectError(await post({ sort_order: 1_000_001 }), 400, 'out_of_range', 'sort_order');
    expectError(await post({ sort_order: 1.5 }), 400, 'invalid_type', 'sort_order');
    expectError(await post({ sort_order: '1' }), 400, 'invalid_type', 'sort_order');
    expectError(await post({ status: 'active' }), 400, 'unknown_field', 'status');
    const longest = await post({
      code: `${uniqueCode('g')}${'x'.repeat(89)}`,
      name: 'x'.repeat(255),
      description: 'x'.repeat(1000),
    });
    expect(longest.status, longest.text).toBe(200);
  });

  it('answers 409 for a live code, and takes the code of a deleted group', async () => {
    const group = await createGroup();
    expectError(
      await request('POST', '/v1/attribute-groups', w.asEditor({ code: group.code, name: 'A' })),
      409,
      'already_exists',
      'code',
    );
    const theirs = await request(
      'POST',
      '/v1/attribute-groups',
      w.asForeign({ code: group.code, name: 'Theirs' }),
    );
    expect(theirs.status, theirs.text).toBe(200);
    dataOf(await request('DELETE', `/v1/attribute-groups/${group.id}`, w.asEditor()));
    expect((await createGroup({ code: group.code })).id).not.toBe(group.id);
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    expectError(
      await request('POST', '/v1/attribute-groups', w.asViewer({ bogus: true })),
      403,
      'forbidden',
    );
    const code = uniqueCode('group');
    const answer = await trpcMutation(
      request,
      'attributeGroups.create',
      { code, name: 'Via tRPC', sort_order: 3 },
      w.asEditor(),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data).toMatchObject({ code, sort_order: 3, attribute_count: 0 });
  });
});

describe('GET /v1/attribute-groups', () => {
  it('pages with 20 by default, pagination inside data only', async () => {
    await checkListPaging(request, w, '/v1/attribute-groups', {
      defaultPageSize: 20,
      topLevelPagination: false,
    });
  });

  it('searches code or name, sorts (sort_order too), counts live attributes, lists live groups of the tenant', async () => {
    const tag = uniqueCode('find');
    const a = await createGroup({ code: `${tag}_a`, name: 'Alpha', sort_order: 20 });
    const b = await createGroup({ code: `${tag}_b`, name: `Beta ${tag}`, sort_order: 10 });
    const c = await createGroup({ code: `${tag}_c`, name: 'Gamma', sort_order: 30 });
    const gone = await createGroup({ code: `${tag}_d` });
    await request('DELETE', `/v1/attribute-groups/${gone.id}`, w.asEditor());
    await createAttributeGroup(server.db, w.foreign.id, { code: `${tag}_foreign` });
    await createAttribute(server.db, w.home.id, { groupId: a.id });
    await createAttribute(server.db, w.home.id, { groupId: a.id });
    const deleted = await createAttribute(server.db, w.home.id, { groupId: a.id });
    await server.db.attribute.update({
      where: { id: deleted.id },
      data: { deletedAt: new Date() },
    });

    const list = async (query: string) =>
      dataOf(await request('GET', `/v1/attribute-groups?${query}`, w.asViewer()));
    const codes = (page: { items: { code: string }[] }) => page.items.map((g) => g.code);

    expect(codes(await list(`search=${tag}`))).toEqual([c.code, b.code, a.code]);
    expect(codes(await list(`search=${tag.toUpperCase()}&sort=sort_order`))).toEqual([
      b.code,
      a.code,
      c.code,
    ]);
    expect(codes(await list(`search=${tag}&sort=-sort_order`))).toEqual([c.code, a.code, b.code]);
    expect(codes(await list(`search=${tag}&sort=-name`))).toEqual([c.code, b.code, a.code]);
    // The name matches too: Beta carries the tag only in its name.
    expect(codes(await list(`search=${encodeURIComponent(`beta ${tag}`)}`))).toEqual([b.code]);
    const page = await list(`search=${tag}&sort=code`);
    expect(page.items.map((g: { attribute_count: number }) => g.attribute_count)).toEqual([
      2, 0, 0,
    ]);
    expect(page.pagination.total_items).toBe(3);
    expectError(
      await request('GET', '/v1/attribute-groups?sort=status', w.asViewer()),
      400,
      'invalid_value',
      'sort',
    );
    expectError(
      await request('GET', '/v1/attribute-groups?status=active', w.asViewer()),
      400,
      'unknown_field',
      'status',
    );
  });
});

describe('one attribute group', () => {
  it('reads, updates partially, clears the description', async () => {
    const group = await createGroup({ description: 'First', sort_order: 5 });
    const path = `/v1/attribute-groups/${group.id}`;
    expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(group);
    const renamed = dataOf(await request('PATCH', path, w.asAdmin({ name: 'Renamed' })));
    expect(renamed).toMatchObject({ name: 'Renamed', description: 'First', sort_order: 5 });
    expect(renamed.modified_by).toMatchObject({ id: w.admin.id });
    const moved = dataOf(
      await request('PATCH', path, w.asAdmin({ sort_order: 0, description: null })),
    );
    expect(moved).toMatchObject({ name: 'Renamed', description: null, sort_order: 0 });
    expectError(
      await request('PATCH', path, w.asAdmin({ code: 'x' })),
      400,
      'unknown_field',
      'code',
    );
    expectError(await request('PATCH', path, w.asAdmin({ name: '' })), 400, 'too_short', 'name');
    expectError(
      await request('PATCH', path, w.asAdmin({ sort_order: -1 })),
      400,
      'out_of_range',
      'sort_order',
    );
    expectError(
      await request('PATCH', path, w.asAdmin({ description: 'x'.repeat(1001) })),
      400,
      'too_long',
      'description',
    );
    expectError(await request('PATCH', path, w.asViewer({ name: 'N' })), 403, 'forbidden');
    expectError(await request('DELETE', path, w.asViewer()), 403, 'forbidden');
  });

  it('hides another tenant’s group (404) and refuses another tenant’s header (403)', async () => {
    const foreign = await createAttributeGroup(server.db, w.foreign.id);
    await checkIsolation(request, w, `/v1/attribute-groups/${foreign.id}`, {
      procedure: 'attributeGroups.get',
      input: { id: foreign.id },
    });
    for (const [method, body] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      expectError(
        await request(method, `/v1/attribute-groups/${foreign.id}`, w.asAdmin(body)),
        404,
        'not_found',
      );
    }
    const row = await server.db.attributeGroup.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row).toMatchObject({ name: foreign.name, deletedAt: null });
  });
});

describe('DELETE /v1/attribute-groups/{id}', () => {
  it('soft-deletes an empty group: envelope without data, then 404', async () => {
    const group = await createGroup();
    const answer = await request('DELETE', `/v1/attribute-groups/${group.id}`, w.asEditor());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const path = `/v1/attribute-groups/${group.id}`;
    expectError(await request('GET', path, w.asViewer()), 404, 'not_found');
    expectError(await request('DELETE', path, w.asEditor()), 404, 'not_found');
    const row = await server.db.attributeGroup.findUniqueOrThrow({ where: { id: group.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  it('keeps a group holding live attributes (409 in_use), lets it go once they are gone', async () => {
    const group = await createGroup();
    const attribute = dataOf(
      await request(
        'POST',
        '/v1/attributes',
        w.asEditor({
          code: uniqueCode('attr'),
          name: 'A',
          type: 'text',
          attribute_group_id: group.id,
        }),
      ),
    );
    const refused = await request('DELETE', `/v1/attribute-groups/${group.id}`, w.asEditor());
    expectError(refused, 409, 'in_use');
    expect(refused.body.message).toMatch(/1 attribute/);
    dataOf(await request('DELETE', `/v1/attributes/${attribute.id}`, w.asEditor()));
    dataOf(await request('DELETE', `/v1/attribute-groups/${group.id}`, w.asEditor()));
    // A deleted group takes no attribute.
    expectError(
      await request(
        'POST',
        '/v1/attributes',
        w.asEditor({
          code: uniqueCode('attr'),
          name: 'A',
          type: 'text',
          attribute_group_id: group.id,
        }),
      ),
      400,
      'invalid_reference',
      'attribute_group_id',
    );
  });

  it('never leaves a live attribute in a deleted group when both race', async () => {
    for (let round = 0; round < 12; round++) {
      const group = await createAttributeGroup(server.db, w.home.id);
      const other = round % 2 ? await createAttribute(server.db, w.home.id) : undefined;
      const join = other
        ? request(
            'PATCH',
            `/v1/attributes/${other.id}`,
            w.asEditor({ attribute_group_id: group.id }),
          )
        : request(
            'POST',
            '/v1/attributes',
            w.asEditor({
              code: uniqueCode('race'),
              name: 'R',
              type: 'text',
              attribute_group_id: group.id,
            }),
          );
      const [removal, joined] = await Promise.all([
        request('DELETE', `/v1/attribute-groups/${group.id}`, w.asEditor()),
        join,
      ]);
      const story = `round ${round}: delete ${removal.text} / join ${joined.text}`;
      if (removal.status === 200) {
        expectError(joined, 400, 'invalid_reference', 'attribute_group_id');
      } else {
        expect(joined.status, story).toBe(200);
        expectError(removal, 409, 'in_use');
      }
      const stranded = await server.db.attribute.count({
        where: { attributeGroupId: group.id, deletedAt: null, group: { deletedAt: { not: null } } },
      });
      expect(stranded, story).toBe(0);
    }
  });
});
