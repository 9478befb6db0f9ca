// Products: create with each rule, get, update of the categories and clone, over REST and tRPC;
// answers' exact keys and defaults; 404 across tenants, viewer 403.
import { randomUUID } from 'node:crypto';
import { createCategory, createProductFamily, createVariantFamily, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { checkIsolation, dataOf, expectCreated } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { ref } from '../helpers/families.ts';
import {
  createProductsWorld,
  insertVariant,
  PRODUCT_KEYS,
  PRODUCTS,
  productPath,
  writeValues,
} from '../helpers/products.ts';
import { testServer, trpcMutation } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createProductsWorld(server, request);
const home = w.catalog;

const post = (body: Record<string, unknown>) =>
  request(
    'POST',
    PRODUCTS,
    w.asEditor({ code: uniqueCode('sku'), product_family_id: home.family.id, ...body }),
  );

describe('POST /v1/products', () => {
  it('creates a draft with its family, variant family and categories; one revision', async () => {
    const code = uniqueCode('sku');
    const created = dataOf(
      await post({
        code,
        product_type: 'apparel',
        variant_family_id: home.variantFamily.id,
        category_ids: [home.categories.shirts.id, home.categories.menswear.id],
      }),
    );
    expectCreated(w, created, PRODUCT_KEYS);
    expect(created).toMatchObject({
      code,
      product_type: 'apparel',
      status: 'draft',
      product_family: ref(home.family),
      variant_family: ref(home.variantFamily),
      // By code.
      categories: [ref(home.categories.menswear), ref(home.categories.shirts)],
      display_attributes: { name: ref(home.attributes.name), image: ref(home.attributes.image) },
    });
    expect(dataOf(await request('GET', productPath(created.id), w.asViewer()))).toEqual(created);
    const row = await server.db.product.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ tenantId: w.home.id, rawValues: {}, status: 'draft' });
    const revisions = await server.db.productRevision.findMany({
      where: { productId: created.id },
    });
    expect(revisions.map((r) => [r.revisionNumber, r.changeSource])).toEqual([[1, 'api']]);
  });

  it('answers the defaults: no type, no variant family, no categories', async () => {
    const created = dataOf(await post({}));
    expect(created).toMatchObject({ product_type: null, variant_family: null, categories: [] });
    expect(dataOf(await post({ product_type: null, variant_family_id: null })).product_type).toBe(
      null,
    );
  });

  it('validates the body', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: undefined }, 'required', 'code'],
      [{ code: '' }, 'too_short', 'code'],
      [{ code: 'a b' }, 'invalid_format', 'code'],
      [{ code: 'x'.repeat(129) }, 'too_long', 'code'],
      [{ code: 12 }, 'invalid_type', 'code'],
      [{ product_family_id: undefined }, 'required', 'product_family_id'],
      [{ product_family_id: 'nope' }, 'invalid_format', 'product_family_id'],
      [{ product_type: 'x'.repeat(51) }, 'too_long', 'product_type'],
      [{ product_type: '' }, 'too_short', 'product_type'],
      [{ variant_family_id: 'nope' }, 'invalid_format', 'variant_family_id'],
      [{ category_ids: 'x' }, 'invalid_type', 'category_ids'],
      [{ category_ids: ['nope'] }, 'invalid_format', 'category_ids.0'],
      [{ category_ids: Array.from({ length: 1001 }, randomUUID) }, 'too_long', 'category_ids'],
      [{ status: 'approved' }, 'unknown_field', 'status'],
      [{ id: randomUUID() }, 'unknown_field', 'id'],
    ];
    for (const [body, code, field] of cases) expectError(await post(body), 400, code, field);
    dataOf(await post({ code: `${uniqueCode('s')}${'x'.repeat(100)}`.slice(0, 128) }));
    dataOf(await post({ product_type: 'x'.repeat(50) }));
  });

  it('refuses references that name nothing live in the tenant', async () => {
    const other = await createProductFamily(server.db, w.home.id);
    const otherVariants = await createVariantFamily(server.db, other, [
      { attributeId: home.attributes.color.id },
    ]);
    const gone = await createCategory(server.db, home.tree);
    await server.db.category.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const foreignCategory = w.foreignCatalog.categories.shirts.id;
    expectError(
      await post({ product_family_id: randomUUID() }),
      400,
      'invalid_reference',
      'product_family_id',
    );
    expectError(
      await post({ product_family_id: w.foreignCatalog.family.id }),
      400,
      'invalid_reference',
      'product_family_id',
    );
    // A variant family of another family.
    expectError(
      await post({ variant_family_id: otherVariants.id }),
      400,
      'invalid_reference',
      'variant_family_id',
    );
    expectError(
      await post({ category_ids: [home.categories.shirts.id, gone.id, randomUUID()] }),
      400,
      'invalid_reference',
      'category_ids.1',
    );
    const answer = await post({ category_ids: [home.categories.shirts.id, gone.id, randomUUID()] });
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'category_ids.1',
      'category_ids.2',
    ]);
    expectError(
      await post({ category_ids: [foreignCategory] }),
      400,
      'invalid_reference',
      'category_ids.0',
    );
  });

  it('refuses an inactive family, and a code already used', async () => {
    const inactive = await createProductFamily(server.db, w.home.id);
    await server.db.productFamily.update({
      where: { id: inactive.id },
      data: { status: 'inactive' },
    });
    expectError(
      await post({ product_family_id: inactive.id }),
      400,
      'invalid_value',
      'product_family_id',
    );
    const first = dataOf(await post({}));
    expectError(await post({ code: first.code }), 409, 'already_exists', 'code');
    // Codes are per tenant: the foreign tenant may use it.
    dataOf(
      await request(
        'POST',
        PRODUCTS,
        w.asForeign({ code: first.code, product_family_id: w.foreignCatalog.family.id }),
      ),
    );
  });

  it('creates one product when the same code is sent twice at once', async () => {
    const code = uniqueCode('race');
    const answers = await Promise.all([post({ code }), post({ code }), post({ code })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expectError(answer, 409, 'already_exists', 'code');
    }
    expect(await server.db.product.count({ where: { tenantId: w.home.id, code } })).toBe(1);
  });

  it('is for writers, and works over tRPC', async () => {
    expectError(
      await request(
        'POST',
        PRODUCTS,
        w.asViewer({ code: uniqueCode('sku'), product_family_id: home.family.id }),
      ),
      403,
      'forbidden',
    );
    const code = uniqueCode('sku');
    const answer = await trpcMutation(
      request,
      'products.create',
      { code, product_family_id: home.family.id },
      { token: w.tokens.editor, tenant: w.home.id },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data).toMatchObject({ code, status: 'draft' });
    expectTrpcError(
      await trpcMutation(
        request,
        'products.create',
        { code: 'a b', product_family_id: home.family.id },
        { token: w.tokens.editor, tenant: w.home.id },
      ),
      400,
      'invalid_format',
      'code',
    );
  });
});

describe('GET /v1/products/{id}', () => {
  it('shows live categories only, and the variant family only while it lives', async () => {
    const extra = await createCategory(server.db, home.tree);
    const created = await w.create({
      variant_family_id: home.variantFamily.id,
      category_ids: [extra.id, home.categories.shirts.id],
    });
    await server.db.category.update({ where: { id: extra.id }, data: { deletedAt: new Date() } });
    const got = dataOf(await request('GET', productPath(created.id), w.asViewer()));
    expect(got.categories).toEqual([ref(home.categories.shirts)]);
    expect(Object.keys(got).sort()).toEqual(PRODUCT_KEYS);
  });

  it('answers only in its own tenant', async () => {
    const foreign = await w.createForeign();
    await checkIsolation(request, w, productPath(foreign.id), {
      procedure: 'products.get',
      input: { id: foreign.id },
    });
  });
});

describe('PATCH /v1/products/{id}', () => {
  it('replaces the categories, as one revision', async () => {
    const created = await w.create({ category_ids: [home.categories.shirts.id] });
    const patch = (body: Record<string, unknown>) =>
      request('PATCH', productPath(created.id), w.asEditor(body));
    const updated = dataOf(await patch({ category_ids: [home.categories.menswear.id] }));
    expect(updated.categories).toEqual([ref(home.categories.menswear)]);
    expect(updated.modified_at >= created.modified_at).toBe(true);
    expect(dataOf(await patch({ category_ids: [] })).categories).toEqual([]);
    // Nothing to change: the product as it is, no revision.
    expect(dataOf(await patch({})).categories).toEqual([]);
    const revisions = await server.db.productRevision.count({ where: { productId: created.id } });
    expect(revisions).toBe(3);
    // Repeated ids are one assignment; the same set again changes nothing.
    const twice = [home.categories.shirts.id, home.categories.shirts.id];
    const shirts = dataOf(await patch({ category_ids: twice }));
    expect(shirts.categories).toEqual([ref(home.categories.shirts)]);
    const again = dataOf(await patch({ category_ids: [home.categories.shirts.id] }));
    expect(again.modified_at).toBe(shirts.modified_at);
    expect(await server.db.productRevision.count({ where: { productId: created.id } })).toBe(4);
  });

  it('validates, refuses unknown categories, and keeps out other tenants and viewers', async () => {
    const created = await w.create({ category_ids: [home.categories.shirts.id] });
    const patch = (body: Record<string, unknown>, as = w.asEditor) =>
      request('PATCH', productPath(created.id), as(body));
    expectError(
      await patch({ category_ids: [randomUUID()] }),
      400,
      'invalid_reference',
      'category_ids.0',
    );
    expectError(await patch({ category_ids: ['x'] }), 400, 'invalid_format', 'category_ids.0');
    expectError(await patch({ code: 'new' }), 400, 'unknown_field', 'code');
    expectError(await patch({ category_ids: [] }, w.asViewer), 403, 'forbidden');
    const foreign = await w.createForeign();
    expectError(
      await request('PATCH', productPath(foreign.id), w.asEditor({ category_ids: [] })),
      404,
      'not_found',
    );
    const stored = await server.db.productCategory.findMany({ where: { productId: created.id } });
    expect(stored.map((c) => c.categoryId)).toEqual([home.categories.shirts.id]);
  });
});

describe('POST /v1/products/{id}/clone', () => {
  it('copies the product and its values but neither variants nor unique values', async () => {
    const source = await w.create({
      product_type: 'apparel',
      variant_family_id: home.variantFamily.id,
      category_ids: [home.categories.shirts.id],
    });
    const values = {
      [home.attributes.name.id]: { $default: { en_US: { value: 'Oxford shirt' } } },
      [home.attributes.ean.id]: { $default: { $default: { value: '4006381333931' } } },
    };
    await writeValues(server.db, source.id, values);
    await insertVariant(server.db, source, w.home.id, 'draft');
    await request('PATCH', `${productPath(source.id)}/status`, w.asEditor({ status: 'in_review' }));
    const code = uniqueCode('clone');
    const clone = dataOf(
      await request('POST', `${productPath(source.id)}/clone`, w.asEditor({ code })),
    );
    expectCreated(w, clone, PRODUCT_KEYS);
    expect(clone).toMatchObject({
      code,
      status: 'draft',
      product_type: 'apparel',
      product_family: ref(home.family),
      variant_family: ref(home.variantFamily),
      categories: [ref(home.categories.shirts)],
    });
    expect(clone.id).not.toBe(source.id);
    const row = await server.db.product.findUniqueOrThrow({ where: { id: clone.id } });
    expect(row.rawValues).toEqual({ [home.attributes.name.id]: values[home.attributes.name.id] });
    expect(await server.db.variant.count({ where: { productId: clone.id } })).toBe(0);
    const revisions = await server.db.productRevision.findMany({ where: { productId: clone.id } });
    expect(revisions.map((r) => r.changeSource)).toEqual(['clone']);
  });

  it('needs a new code, a live source of the tenant and a writer', async () => {
    const source = await w.create();
    const clone = (id: string, body: Record<string, unknown>, as = w.asEditor) =>
      request('POST', `${productPath(id)}/clone`, as(body));
    expectError(await clone(source.id, {}), 400, 'required', 'code');
    expectError(await clone(source.id, { code: 'x'.repeat(129) }), 400, 'too_long', 'code');
    expectError(await clone(source.id, { code: 'a/b' }), 400, 'invalid_format', 'code');
    expectError(await clone(source.id, { code: source.code }), 409, 'already_exists', 'code');
    expectError(await clone(randomUUID(), { code: uniqueCode('c') }), 404, 'not_found');
    const foreign = await w.createForeign();
    expectError(await clone(foreign.id, { code: uniqueCode('c') }), 404, 'not_found');
    expectError(await clone(source.id, { code: uniqueCode('c') }, w.asViewer), 403, 'forbidden');
    const viaTrpc = await trpcMutation(
      request,
      'products.clone',
      { id: source.id, code: uniqueCode('c') },
      { token: w.tokens.editor, tenant: w.home.id },
    );
    expect(viaTrpc.status, viaTrpc.text).toBe(200);
  });
});
