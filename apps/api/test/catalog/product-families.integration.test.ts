// Product families: create, read, list with its filters and status aliases, update with display
// attributes, status, translations, over REST and tRPC, isolated per tenant. There is no delete.
import { describe, expect, it } from 'vitest';
import { addFamilyAttribute, createProduct, createProductFamily, uniqueCode } from '@pim/db/seed';
import {
  checkActiveInactive,
  checkCodeNameDescription,
  checkCodeUniqueness,
  checkForeignWrites,
  checkIsolation,
  checkListPaging,
  checkListRefusals,
  checkRenameAndClear,
  checkTranslations,
  checkWriterOnly,
  createCatalogWorld,
  dataOf,
  expectCreated,
  lister,
  poster,
  recordKeys,
} from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { catalogOf, familyPath } from '../helpers/families.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const home = catalogOf(server.db, w.home.id);
const foreign = catalogOf(server.db, w.foreign.id);

const PATH = '/v1/product-families';
const FAMILY_KEYS = recordKeys(
  'attribute_count',
  'description',
  'display_attributes',
  'product_count',
  'status',
);
const { post, create: createFamily } = poster(request, w, PATH, 'family', { name: 'Shoes' });

describe('POST /v1/product-families', () => {
  it('creates a family and answers it, with its counts, display attributes and audit fields', async () => {
    const code = uniqueCode('family');
    const family = await createFamily({ code, name: 'Shoes', description: 'All shoes' });
    expectCreated(w, family, FAMILY_KEYS);
    expect(family).toMatchObject({
      code,
      name: 'Shoes',
      description: 'All shoes',
      status: 'active',
      attribute_count: 0,
      product_count: 0,
      display_attributes: { name: null, image: null },
    });
    const row = await server.db.productFamily.findUniqueOrThrow({ where: { id: family.id } });
    expect(row.tenantId).toBe(w.home.id);
    expect((await createFamily()).description).toBeNull();
  });

  it('validates every field', async () => {
    await checkCodeNameDescription(post, {
      unknown: { status: 'inactive', display_attributes: { name_attribute_id: null } },
    });
  });

  it('answers 409 for a live code of the tenant, and takes the code of a deleted family', async () => {
    // No operation deletes a family; a row deleted otherwise frees its code.
    await checkCodeUniqueness(request, w, {
      path: PATH,
      post,
      remove: (id) =>
        server.db.productFamily.update({ where: { id }, data: { deletedAt: new Date() } }),
    });
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    const code = uniqueCode('family');
    await checkWriterOnly(request, w, {
      path: PATH,
      procedure: 'productFamilies.create',
      input: { code, name: 'Via tRPC' },
      expected: { code, name: 'Via tRPC', attribute_count: 0 },
    });
  });
});

describe('GET /v1/product-families', () => {
  it('pages with 10 by default, without pagination beside data', async () => {
    await checkListPaging(request, w, PATH, {
      defaultPageSize: 10,
      topLevelPagination: false,
    });
  });

  it('filters by exact code, partial name, status (with enabled and disabled) and search', async () => {
    const tag = uniqueCode('find');
    const a = await createFamily({ code: `${tag}_a`, name: `Alpha ${tag}` });
    const b = await createFamily({ code: `${tag}_b`, name: `Beta ${tag}` });
    const ab = await createFamily({ code: `${tag}_a_b`, name: 'Gamma' });
    await request('PATCH', `${familyPath(b.id)}/status`, w.asEditor({ status: 'inactive' }));
    const gone = await createFamily({ code: `${tag}_gone`, name: `Gone ${tag}` });
    await server.db.productFamily.update({
      where: { id: gone.id },
      data: { deletedAt: new Date() },
    });
    await createProductFamily(server.db, w.foreign.id, { code: `${tag}_a`, name: `Alpha ${tag}` });
    const { list, codes } = lister(request, w, PATH);

    expect(await codes(`code=${tag}_a`)).toEqual([a.code]);
    expect(await codes(`code=${tag}`)).toEqual([]);
    expect(await codes(`name=${tag.toUpperCase()}&sort=code`)).toEqual([a.code, b.code]);
    expect(await codes(`search=${tag}&sort=code`)).toEqual([a.code, ab.code, b.code]);
    expect(await codes(`search=gamma`)).toContain(ab.code);
    for (const [status, expected] of [
      ['active', [a.code, ab.code]],
      ['enabled', [a.code, ab.code]],
      ['inactive', [b.code]],
      ['disabled', [b.code]],
      ['enabled,disabled', [a.code, ab.code, b.code]],
      ['active&status=disabled', [a.code, ab.code, b.code]],
    ] as const) {
      expect(await codes(`search=${tag}&sort=code&status=${status}`), status).toEqual(expected);
    }
    expect(await codes(`search=${tag}`)).toEqual([ab.code, b.code, a.code]);
    expect(await codes(`search=${tag}&sort=-name`)).toEqual([ab.code, b.code, a.code]);
    expect((await list(`search=${tag}&page_size=2`)).pagination).toEqual({
      has_next: true,
      page: 1,
      page_size: 2,
      total_items: 3,
      total_pages: 2,
    });
    await checkListRefusals(request, w, PATH, [
      ['status=archived', 'invalid_value', 'status.0'],
      ['sort=status', 'invalid_value', 'sort'],
      ['code=a%20b', 'invalid_format', 'code'],
    ]);
  });

  it('counts the family attributes and the live products of the family', async () => {
    const [text, select, deleted] = await Promise.all([
      home.attribute('text'),
      home.attribute('select'),
      home.attribute('number'),
    ]);
    const family = await home.familyWith(text, select, deleted);
    await server.db.attribute.update({
      where: { id: deleted.id },
      data: { deletedAt: new Date() },
    });
    await createProduct(server.db, family);
    await createProduct(server.db, family);
    const removed = await createProduct(server.db, family);
    await server.db.product.update({ where: { id: removed.id }, data: { deletedAt: new Date() } });
    await createProduct(server.db, await home.family());

    const one = dataOf(await request('GET', familyPath(family.id), w.asViewer()));
    expect(one).toMatchObject({ attribute_count: 2, product_count: 2 });
    const listed = dataOf(await request('GET', `${PATH}?code=${family.code}`, w.asViewer()));
    expect(listed.items).toEqual([one]);
  });
});

describe('one product family', () => {
  it('reads, updates partially and clears the description', async () => {
    const family = await createFamily({ description: 'First' });
    await checkRenameAndClear(request, w, familyPath(family.id), family);
  });

  it('sets and clears display attributes: a text and a media attribute of the family', async () => {
    const [title, picture, select] = await Promise.all([
      home.attribute('text'),
      home.attribute('media'),
      home.attribute('select'),
    ]);
    const family = await home.familyWith(title, picture, select);
    const path = familyPath(family.id);
    const patch = (display_attributes: unknown, extra: object = {}) =>
      request('PATCH', path, w.asEditor({ display_attributes, ...extra }));

    const set = dataOf(
      await patch({ name_attribute_id: title.id, image_attribute_id: picture.id }),
    );
    expect(set.display_attributes).toEqual({
      name: { id: title.id, code: title.code, name: title.name },
      image: { id: picture.id, code: picture.code, name: picture.name },
    });
    // A field left out stays; null clears.
    const cleared = dataOf(await patch({ image_attribute_id: null }));
    expect(cleared.display_attributes).toEqual({ ...set.display_attributes, image: null });
    expect(dataOf(await patch({})).display_attributes).toEqual(cleared.display_attributes);
    expect(dataOf(await request('GET', path, w.asViewer())).display_attributes).toEqual(
      cleared.display_attributes,
    );
    const none = dataOf(await patch({ name_attribute_id: null, image_attribute_id: null }));
    expect(none.display_attributes).toEqual({ name: null, image: null });
  });

  it('refuses display attributes outside the family or of the wrong type, writing nothing', async () => {
    const [title, picture, select, outsider] = await Promise.all([
      home.attribute('text'),
      home.attribute('media'),
      home.attribute('select'),
      home.attribute('text'),
    ]);
    const theirs = await foreign.attribute('text');
    const family = await home.familyWith(title, picture, select);
    const path = familyPath(family.id);
    const patch = (display_attributes: unknown) =>
      request('PATCH', path, w.asEditor({ name: 'Changed', display_attributes }));
    const nameField = 'display_attributes.name_attribute_id';
    const imageField = 'display_attributes.image_attribute_id';

    for (const id of [outsider.id, theirs.id, crypto.randomUUID()]) {
      expectError(await patch({ name_attribute_id: id }), 400, 'invalid_reference', nameField);
    }
    expectError(
      await patch({ image_attribute_id: outsider.id }),
      400,
      'invalid_reference',
      imageField,
    );
    const notText = await patch({ name_attribute_id: select.id });
    expectError(notText, 400, 'invalid_value', nameField);
    expect(notText.body.errors[0].message).toContain('must be a text attribute');
    const notMedia = await patch({ image_attribute_id: title.id });
    expectError(notMedia, 400, 'invalid_value', imageField);
    expect(notMedia.body.errors[0].message).toContain('must be a media attribute');
    expectError(
      await patch({ name_attribute_id: title.id, image_attribute_id: select.id }),
      400,
      'invalid_value',
      imageField,
    );
    expectError(await patch({ name_attribute_id: 'nope' }), 400, 'invalid_format', nameField);
    expectError(await patch({ title: title.id }), 400, 'unknown_field', 'display_attributes.title');
    expectError(await patch(null), 400, 'invalid_type', 'display_attributes');
    // A deleted attribute is no attribute of the family.
    await server.db.attribute.update({ where: { id: title.id }, data: { deletedAt: new Date() } });
    expectError(await patch({ name_attribute_id: title.id }), 400, 'invalid_reference', nameField);

    const row = await server.db.productFamily.findUniqueOrThrow({ where: { id: family.id } });
    expect(row).toMatchObject({ name: family.name, nameAttributeId: null, imageAttributeId: null });
  });

  it('changes status between active and inactive', async () => {
    const family = await createFamily();
    await checkActiveInactive(request, w, familyPath(family.id));
  });

  it('keeps translations by locale', async () => {
    const family = await createFamily();
    await checkTranslations(request, w, familyPath(family.id));
  });

  it('hides another tenant’s family (404) and refuses another tenant’s header (403)', async () => {
    const theirs = await createProductFamily(server.db, w.foreign.id);
    const attribute = await foreign.attribute('text');
    await addFamilyAttribute(server.db, theirs, attribute.id);
    await checkIsolation(request, w, familyPath(theirs.id), {
      procedure: 'productFamilies.get',
      input: { id: theirs.id },
    });
    await checkForeignWrites(request, w, familyPath(theirs.id), [
      'rename',
      ['PATCH', '', { display_attributes: { name_attribute_id: attribute.id } }],
      'status',
      'readTranslations',
      'translate',
    ]);
    const row = await server.db.productFamily.findUniqueOrThrow({ where: { id: theirs.id } });
    expect(row).toMatchObject({
      name: theirs.name,
      status: 'active',
      nameAttributeId: null,
      translations: {},
    });
  });
});
