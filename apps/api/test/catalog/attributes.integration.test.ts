// Attributes: create with flags and group, read, list with filters, over REST and tRPC. Update,
// status, translations and isolation are in attributes-update, the per-type config in
// attributes-config, the delete rules in attributes-delete.
import { describe, expect, it } from 'vitest';
import {
  createAttribute,
  createAttributeGroup,
  createAttributeOption,
  uniqueCode,
} from '@pim/db/seed';
import {
  checkCodeNameDescription,
  checkCodeUniqueness,
  checkListPaging,
  checkListRefusals,
  checkWriterOnly,
  createCatalogWorld,
  dataOf,
  expectCreated,
  lister,
  poster,
  recordKeys,
} from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const PATH = '/v1/attributes';
const ATTRIBUTE_KEYS = recordKeys(
  'attribute_group',
  'config',
  'description',
  'is_unique',
  'option_count',
  'sort_order',
  'status',
  'type',
  'value_per_channel',
  'value_per_locale',
);

const { post, create: createAttr } = poster(request, w, PATH, 'attr', {
  name: 'Attribute',
  type: 'text',
});

describe('POST /v1/attributes', () => {
  it('creates an attribute with its defaults, group reference and audit fields', async () => {
    const group = await createAttributeGroup(server.db, w.home.id);
    const code = uniqueCode('attr');
    const attribute = await createAttr({
      code,
      name: 'Short name',
      description: 'Shown on the shelf',
      attribute_group_id: group.id,
    });
    expectCreated(w, attribute, ATTRIBUTE_KEYS);
    expect(attribute).toMatchObject({
      code,
      name: 'Short name',
      description: 'Shown on the shelf',
      type: 'text',
      attribute_group: { id: group.id, code: group.code, name: group.name },
      config: { max_length: 255 },
      value_per_channel: false,
      value_per_locale: false,
      is_unique: false,
      sort_order: 0,
      status: 'active',
      option_count: 0,
    });
    const row = await server.db.attribute.findUniqueOrThrow({ where: { id: attribute.id } });
    expect(row).toMatchObject({ tenantId: w.home.id, config: { max_length: 255 } });
    const plain = await createAttr({ type: 'boolean', attribute_group_id: null, sort_order: 7 });
    expect(plain).toMatchObject({
      attribute_group: null,
      description: null,
      config: {},
      sort_order: 7,
    });
  });

  it('takes the scope flags, and is_unique only for text, number and date without scope', async () => {
    const scoped = await createAttr({ value_per_channel: true, value_per_locale: true });
    expect(scoped).toMatchObject({ value_per_channel: true, value_per_locale: true });
    for (const type of ['text', 'number', 'date']) {
      expect((await createAttr({ type, is_unique: true })).is_unique).toBe(true);
    }
    for (const type of ['textarea', 'boolean', 'select', 'multiselect', 'media']) {
      expectError(await post({ type, is_unique: true }), 400, 'invalid_combination', 'is_unique');
    }
    expectError(
      await post({ type: 'price', config: { currencies: ['EUR'] }, is_unique: true }),
      400,
      'invalid_combination',
      'is_unique',
    );
    for (const flag of ['value_per_channel', 'value_per_locale']) {
      expectError(
        await post({ is_unique: true, [flag]: true }),
        400,
        'invalid_combination',
        'is_unique',
      );
    }
    // is_unique false goes with anything.
    expect((await createAttr({ type: 'media', is_unique: false })).is_unique).toBe(false);
  });

  it('validates every field', async () => {
    expectError(await post({ type: undefined }), 400, 'required', 'type');
    expectError(await post({ type: 'color' }), 400, 'invalid_value', 'type');
    expectError(await post({ value_per_channel: 'yes' }), 400, 'invalid_type', 'value_per_channel');
    expectError(await post({ is_unique: 1 }), 400, 'invalid_type', 'is_unique');
    expectError(await post({ sort_order: -1 }), 400, 'out_of_range', 'sort_order');
    expectError(await post({ sort_order: 1_000_001 }), 400, 'out_of_range', 'sort_order');
    expectError(await post({ config: [] }), 400, 'invalid_type', 'config');
    expectError(await post({ config: 'max_length=3' }), 400, 'invalid_type', 'config');
    expectError(
      await post({ attribute_group_id: 'g1' }),
      400,
      'invalid_format',
      'attribute_group_id',
    );
    await checkCodeNameDescription(post, {
      unknown: { status: 'inactive', options: [] },
      longest: { sort_order: 1_000_000 },
    });
  });

  it('refuses a group that names nothing in the tenant (400 invalid_reference)', async () => {
    const foreign = await createAttributeGroup(server.db, w.foreign.id);
    const deleted = await createAttributeGroup(server.db, w.home.id);
    await server.db.attributeGroup.update({
      where: { id: deleted.id },
      data: { deletedAt: new Date() },
    });
    for (const id of [foreign.id, deleted.id, crypto.randomUUID()]) {
      expectError(
        await post({ attribute_group_id: id }),
        400,
        'invalid_reference',
        'attribute_group_id',
      );
    }
  });

  it('answers 409 for a live code, and takes the code of a deleted attribute', async () => {
    await checkCodeUniqueness(request, w, { path: PATH, post, foreign: { type: 'date' } });
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    const code = uniqueCode('attr');
    await checkWriterOnly(request, w, {
      path: PATH,
      procedure: 'attributes.create',
      input: { code, name: 'Via tRPC', type: 'number', config: { min: 0 } },
      expected: { code, type: 'number', config: { min: 0, decimals_allowed: false } },
    });
  });
});

describe('GET /v1/attributes', () => {
  it('pages with 20 by default, pagination inside data only', async () => {
    await checkListPaging(request, w, PATH, {
      defaultPageSize: 20,
      topLevelPagination: false,
    });
  });

  it('searches, filters by type, group and status, sorts, lists live attributes of the tenant', async () => {
    const tag = uniqueCode('find');
    const group = await createAttributeGroup(server.db, w.home.id);
    const a = await createAttr({ code: `${tag}_a`, name: 'Alpha', type: 'text', sort_order: 3 });
    const b = await createAttr({
      code: `${tag}_b`,
      name: `Beta ${tag}`,
      type: 'select',
      attribute_group_id: group.id,
      sort_order: 1,
    });
    const c = await createAttr({
      code: `${tag}_c`,
      name: 'Gamma',
      type: 'date',
      attribute_group_id: group.id,
      sort_order: 2,
    });
    const gone = await createAttr({ code: `${tag}_d` });
    await request('DELETE', `${PATH}/${gone.id}`, w.asEditor());
    await request('PATCH', `${PATH}/${c.id}/status`, w.asEditor({ status: 'inactive' }));
    await createAttribute(server.db, w.foreign.id, { code: `${tag}_foreign` });
    const { list, codes } = lister(request, w, `${PATH}?search=${tag}`);

    expect(await codes('')).toEqual([c.code, b.code, a.code]);
    expect(await codes('sort=sort_order')).toEqual([b.code, c.code, a.code]);
    expect(await codes('sort=-sort_order')).toEqual([a.code, c.code, b.code]);
    expect(await codes('sort=name')).toEqual([a.code, b.code, c.code]);
    expect(await codes('type=select,date&sort=code')).toEqual([b.code, c.code]);
    expect(await codes('type=text&type=date&sort=code')).toEqual([a.code, c.code]);
    expect(await codes(`attribute_group_id=${group.id}&sort=code`)).toEqual([b.code, c.code]);
    expect(await codes(`attribute_group_id=${crypto.randomUUID()}`)).toEqual([]);
    expect(await codes('status=inactive')).toEqual([c.code]);
    expect(await codes('status=active&type=select')).toEqual([b.code]);
    expect((await list('')).pagination.total_items).toBe(3);
    // A name match: Beta carries the tag only in its name.
    const byName = lister(request, w, PATH).codes(`search=${encodeURIComponent(`BETA ${tag}`)}`);
    expect(await byName).toEqual([b.code]);
    await checkListRefusals(request, w, PATH, [
      ['type=color', 'invalid_value', 'type.0'],
      ['status=gone', 'invalid_value', 'status.0'],
      ['sort=type', 'invalid_value', 'sort'],
      ['attribute_group_id=nope', 'invalid_format', 'attribute_group_id'],
    ]);
  });

  it('counts the options of select and multiselect attributes', async () => {
    const select = await createAttr({ type: 'multiselect' });
    const row = { id: select.id, tenantId: w.home.id };
    await createAttributeOption(server.db, row);
    await createAttributeOption(server.db, row);
    const read = dataOf(await request('GET', `${PATH}/${select.id}`, w.asViewer()));
    expect(read.option_count).toBe(2);
    const listed = dataOf(await request('GET', `${PATH}?search=${select.code}`, w.asViewer()));
    expect(listed.items[0].option_count).toBe(2);
  });
});
