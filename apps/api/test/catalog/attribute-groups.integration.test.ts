// Attribute groups: create, read, list, update, soft delete (409 in_use while attributes are in the
// group, also against a concurrent attribute create), over REST and tRPC, isolated per tenant.
import { describe, expect, it } from 'vitest';
import { createAttribute, createAttributeGroup, uniqueCode } from '@pim/db/seed';
import {
  checkCodeNameDescription,
  checkCodeUniqueness,
  checkDeleted,
  checkForeignWrites,
  checkIsolation,
  checkListPaging,
  checkListRefusals,
  checkRenameAndClear,
  checkWriterOnly,
  createCatalogWorld,
  dataOf,
  expectCreated,
  lister,
  poster,
  recordKeys,
} from '../helpers/catalog.ts';
import { expectError, expectOneWinner } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const PATH = '/v1/attribute-groups';
const GROUP_KEYS = recordKeys('attribute_count', 'description', 'sort_order');
const { post, create: createGroup } = poster(request, w, PATH, 'group', { name: 'Marketing' });
const attributes = poster(request, w, '/v1/attributes', 'attr', { name: 'A', type: 'text' });

describe('POST /v1/attribute-groups', () => {
  it('creates a group with its defaults and audit fields', async () => {
    const code = uniqueCode('group');
    const group = await createGroup({ code, name: 'Technical', description: 'Specs' });
    expectCreated(w, group, GROUP_KEYS);
    expect(group).toMatchObject({
      code,
      name: 'Technical',
      description: 'Specs',
      sort_order: 0,
      attribute_count: 0,
    });
    const row = await server.db.attributeGroup.findUniqueOrThrow({ where: { id: group.id } });
    expect(row.tenantId).toBe(w.home.id);
    const sorted = await createGroup({ sort_order: 1_000_000 });
    expect(sorted).toMatchObject({ sort_order: 1_000_000, description: null });
  });

  it('validates every field', async () => {
    await checkCodeNameDescription(post, { unknown: { status: 'active' } });
    expectError(await post({ sort_order: -1 }), 400, 'out_of_range', 'sort_order');
    expectError(await post({ sort_order: 1_000_001 }), 400, 'out_of_range', 'sort_order');
    expectError(await post({ sort_order: 1.5 }), 400, 'invalid_type', 'sort_order');
    expectError(await post({ sort_order: '1' }), 400, 'invalid_type', 'sort_order');
  });

  it('answers 409 for a live code, and takes the code of a deleted group', async () => {
    await checkCodeUniqueness(request, w, { path: PATH, post });
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    const code = uniqueCode('group');
    await checkWriterOnly(request, w, {
      path: PATH,
      procedure: 'attributeGroups.create',
      input: { code, name: 'Via tRPC', sort_order: 3 },
      expected: { code, sort_order: 3, attribute_count: 0 },
    });
  });
});

describe('GET /v1/attribute-groups', () => {
  it('pages with 20 by default, pagination inside data only', async () => {
    await checkListPaging(request, w, PATH, {
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
    await request('DELETE', `${PATH}/${gone.id}`, w.asEditor());
    await createAttributeGroup(server.db, w.foreign.id, { code: `${tag}_foreign` });
    await createAttribute(server.db, w.home.id, { groupId: a.id });
    await createAttribute(server.db, w.home.id, { groupId: a.id });
    const deleted = await createAttribute(server.db, w.home.id, { groupId: a.id });
    await server.db.attribute.update({
      where: { id: deleted.id },
      data: { deletedAt: new Date() },
    });

    const { list, codes } = lister(request, w, PATH);

    expect(await codes(`search=${tag}`)).toEqual([c.code, b.code, a.code]);
    expect(await codes(`search=${tag.toUpperCase()}&sort=sort_order`)).toEqual([
      b.code,
      a.code,
      c.code,
    ]);
    expect(await codes(`search=${tag}&sort=-sort_order`)).toEqual([c.code, a.code, b.code]);
    expect(await codes(`search=${tag}&sort=-name`)).toEqual([c.code, b.code, a.code]);
    // The name matches too: Beta carries the tag only in its name.
    expect(await codes(`search=${encodeURIComponent(`beta ${tag}`)}`)).toEqual([b.code]);
    const page = await list(`search=${tag}&sort=code`);
    expect(page.items.map((g: { attribute_count: number }) => g.attribute_count)).toEqual([
      2, 0, 0,
    ]);
    expect(page.pagination.total_items).toBe(3);
    await checkListRefusals(request, w, PATH, [
      ['sort=status', 'invalid_value', 'sort'],
      ['status=active', 'unknown_field', 'status'],
    ]);
  });
});

describe('one attribute group', () => {
  it('reads, updates partially, clears the description', async () => {
    const group = await createGroup({ description: 'First', sort_order: 5 });
    const path = `${PATH}/${group.id}`;
    const { renamed, cleared } = await checkRenameAndClear(request, w, path, group, {
      sort_order: 0,
    });
    expect(renamed.sort_order).toBe(5);
    expect(cleared.sort_order).toBe(0);
    expectError(
      await request('PATCH', path, w.asAdmin({ sort_order: -1 })),
      400,
      'out_of_range',
      'sort_order',
    );
    expectError(await request('DELETE', path, w.asViewer()), 403, 'forbidden');
  });

  it('hides another tenant’s group (404) and refuses another tenant’s header (403)', async () => {
    const foreign = await createAttributeGroup(server.db, w.foreign.id);
    await checkIsolation(request, w, `${PATH}/${foreign.id}`, {
      procedure: 'attributeGroups.get',
      input: { id: foreign.id },
    });
    await checkForeignWrites(request, w, `${PATH}/${foreign.id}`, ['rename', 'delete']);
    const row = await server.db.attributeGroup.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row).toMatchObject({ name: foreign.name, deletedAt: null });
  });
});

describe('DELETE /v1/attribute-groups/{id}', () => {
  it('soft-deletes an empty group: envelope without data, then 404', async () => {
    const group = await createGroup();
    await checkDeleted(request, w, `${PATH}/${group.id}`);
    const row = await server.db.attributeGroup.findUniqueOrThrow({ where: { id: group.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  it('keeps a group holding live attributes (409 in_use), lets it go once they are gone', async () => {
    const group = await createGroup();
    const attribute = await attributes.create({ attribute_group_id: group.id });
    const refused = await request('DELETE', `${PATH}/${group.id}`, w.asEditor());
    expectError(refused, 409, 'in_use');
    expect(refused.body.message).toMatch(/1 attribute/);
    dataOf(await request('DELETE', `/v1/attributes/${attribute.id}`, w.asEditor()));
    dataOf(await request('DELETE', `${PATH}/${group.id}`, w.asEditor()));
    // A deleted group takes no attribute.
    const refusedAttribute = await attributes.post({ attribute_group_id: group.id });
    expectError(refusedAttribute, 400, 'invalid_reference', 'attribute_group_id');
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
        : attributes.post({ attribute_group_id: group.id });
      const [removal, joined] = await Promise.all([
        request('DELETE', `${PATH}/${group.id}`, w.asEditor()),
        join,
      ]);
      const story = `round ${round}: ${expectOneWinner(removal, joined, 'attribute_group_id')}`;
      const stranded = await server.db.attribute.count({
        where: { attributeGroupId: group.id, deletedAt: null, group: { deletedAt: { not: null } } },
      });
      expect(stranded, story).toBe(0);
    }
  });
});
