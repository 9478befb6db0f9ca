// Changing a product's variants: the default variant (PATCH), deletes for good (the oldest
// remaining becomes default), status moves with the approve permission; another tenant's and
// another product's variants answer 404, a viewer 403.
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { checkForeignWrites, checkIsolation, dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { revisionsOf } from '../helpers/product-jobs.ts';
import { testServer, trpcMutation } from '../helpers/server.ts';
import { colorSize, createVariantWorld, variantsPath } from '../helpers/variants.ts';

const { server, request } = await testServer();
const w = await createVariantWorld(server.db, request);

/** A product with three variants (the first is the default), oldest first. */
async function threeVariants() {
  const product = await w.product();
  const variants = [];
  for (const size of ['s', 'm', 'l']) {
    variants.push(await w.variant(product.id, { axis_values: colorSize('red', size) }));
  }
  return { product, variants, path: (id: string) => `${variantsPath(product.id)}/${id}` };
}

const defaultsOf = async (productId: string) =>
  (await server.db.variant.findMany({ where: { productId, isDefault: true } })).map((v) => v.id);

describe('PATCH /v1/products/{productId}/variants/{id}', () => {
  it('moves the default to the variant set as default', async () => {
    const { product, variants, path } = await threeVariants();
    const [first, second] = variants;
    const moved = dataOf(await request('PATCH', path(second.id), w.asEditor({ is_default: true })));
    expect(moved).toMatchObject({ id: second.id, is_default: true });
    expect(await defaultsOf(product.id)).toEqual([second.id]);
    // Again: nothing changes.
    dataOf(await request('PATCH', path(second.id), w.asEditor({ is_default: true })));
    expect(await defaultsOf(product.id)).toEqual([second.id]);
    // false on a variant that is not the default, or no field at all: nothing changes.
    const unchanged = dataOf(
      await request('PATCH', path(first.id), w.asEditor({ is_default: false })),
    );
    expect(unchanged.is_default).toBe(false);
    dataOf(await request('PATCH', path(first.id), w.asEditor({})));
    expect(await defaultsOf(product.id)).toEqual([second.id]);
  });

  it('refuses to unset the default, and bad bodies', async () => {
    const { product, variants, path } = await threeVariants();
    const [first] = variants;
    expectError(
      await request('PATCH', path(first.id), w.asEditor({ is_default: false })),
      400,
      'invalid_value',
      'is_default',
    );
    expectError(
      await request('PATCH', path(first.id), w.asEditor({ is_default: 1 })),
      400,
      'invalid_type',
      'is_default',
    );
    expectError(
      await request('PATCH', path(first.id), w.asEditor({ sku: 'x' })),
      400,
      'unknown_field',
      'sku',
    );
    expectError(
      await request('PATCH', path(crypto.randomUUID()), w.asEditor({ is_default: true })),
      404,
      'not_found',
    );
    expect(await defaultsOf(product.id)).toEqual([first.id]);
  });

  it('updates over tRPC', async () => {
    const { product, variants } = await threeVariants();
    const input = { productId: product.id, id: variants[2].id, is_default: true };
    const answer = await trpcMutation(request, 'variants.update', input, w.asEditor());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data).toMatchObject({ id: variants[2].id, is_default: true });
    expect(await defaultsOf(product.id)).toEqual([variants[2].id]);
  });
});

describe('DELETE /v1/products/{productId}/variants/{id}', () => {
  it('deletes for good; the oldest remaining variant takes over the default', async () => {
    const { product, variants, path } = await threeVariants();
    const [first, second, third] = variants;
    // A unique value of the variant goes with it.
    await server.db.uniqueValue.create({
      data: {
        tenantId: w.home.id,
        attributeId: w.cat.attributes.ean.id,
        valueHash: 'a'.repeat(64),
        productId: product.id,
        variantId: third.id,
      },
    });
    const deleted = await request('DELETE', path(third.id), w.asEditor());
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await server.db.variant.findUnique({ where: { id: third.id } })).toBeNull();
    expect(await server.db.uniqueValue.count({ where: { variantId: third.id } })).toBe(0);
    expect(await defaultsOf(product.id)).toEqual([first.id]);
    expectError(await request('GET', path(third.id), w.asViewer()), 404, 'not_found');
    expectError(await request('DELETE', path(third.id), w.asEditor()), 404, 'not_found');

    dataOf(await request('DELETE', path(first.id), w.asEditor()));
    expect(await defaultsOf(product.id)).toEqual([second.id]);
    dataOf(await request('DELETE', path(second.id), w.asEditor()));
    expect(await server.db.variant.count({ where: { productId: product.id } })).toBe(0);
    // The combination is free again, and the next variant is the default.
    const again = await w.variant(product.id, { axis_values: colorSize('red', 's') });
    expect(again.is_default).toBe(true);
    expectError(
      await request('DELETE', path(again.id), w.asEditor({ force: true })),
      400,
      'unknown_field',
      'force',
    );
  });
});

describe('PATCH /v1/products/{productId}/variants/{id}/status', () => {
  it('follows the product move table; approving needs catalog.products.approve', async () => {
    const { variants, path } = await threeVariants();
    const status = (id: string, to: string, as = w.asAdmin) =>
      request('PATCH', `${path(id)}/status`, as({ status: to }));
    const [one, two] = variants;
    expect(dataOf(await status(one.id, 'draft')).status).toBe('draft');
    expectError(await status(one.id, 'approved'), 409, 'invalid_transition', 'status');
    expect(dataOf(await status(one.id, 'in_review', w.asEditor)).status).toBe('in_review');
    // The editor may write but not approve.
    expectError(await status(one.id, 'approved', w.asEditor), 403, 'forbidden');
    const approved = dataOf(await status(one.id, 'approved'));
    expect(approved).toMatchObject({ status: 'approved', modified_by: { id: w.admin.id } });
    expect(dataOf(await status(one.id, 'approved', w.asEditor)).status).toBe('approved');
    expectError(await status(one.id, 'in_review'), 409, 'invalid_transition', 'status');
    expect(dataOf(await status(one.id, 'archived')).status).toBe('archived');
    expectError(await status(one.id, 'in_review'), 409, 'invalid_transition', 'status');
    expect(dataOf(await status(one.id, 'draft')).status).toBe('draft');
    expect(dataOf(await status(two.id, 'archived')).status).toBe('archived');
    expectError(await status(two.id, 'published'), 400, 'invalid_value', 'status');
    expectError(
      await request('PATCH', `${path(two.id)}/status`, w.asAdmin({})),
      400,
      'required',
      'status',
    );
    const rows = await server.db.variant.findMany({ where: { id: { in: [one.id, two.id] } } });
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [one.id]: 'draft',
      [two.id]: 'archived',
    });
  });

  it('changes status over tRPC', async () => {
    const { product, variants } = await threeVariants();
    const input = { productId: product.id, id: variants[0].id, status: 'archived' };
    const answer = await trpcMutation(request, 'variants.setStatus', input, w.asEditor());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data.status).toBe('archived');
    // archived → in_review is not a move.
    expectTrpcError(
      await trpcMutation(
        request,
        'variants.setStatus',
        { ...input, status: 'in_review' },
        w.asEditor(),
      ),
      409,
      'invalid_transition',
    );
  });
});

describe('revisions', () => {
  it('records one product revision per change of its variants, none for a no-op', async () => {
    const product = await w.product();
    const revisions = () => revisionsOf(server.db, product.id);
    const lastVariants = async () => {
      const last = (await revisions()).at(-1)!.snapshot;
      return Object.fromEntries(last.variants.map((v) => [v.id, [v.is_default, v.status]]));
    };
    const first = await w.variant(product.id);
    expect(await revisions()).toHaveLength(1);
    const second = await w.variant(product.id, {
      axis_values: colorSize('blue', 's'),
      is_default: true,
    });
    expect(await revisions()).toHaveLength(2);
    expect(await lastVariants()).toEqual({
      [first.id]: [false, 'draft'],
      [second.id]: [true, 'draft'],
    });
    const path = `${variantsPath(product.id)}/${second.id}`;
    dataOf(await request('PATCH', path, w.asEditor({ is_default: true })));
    dataOf(await request('PATCH', `${path}/status`, w.asEditor({ status: 'draft' })));
    expect(await revisions()).toHaveLength(2);
    dataOf(await request('PATCH', `${path}/status`, w.asEditor({ status: 'archived' })));
    expect(await revisions()).toHaveLength(3);
    dataOf(await request('DELETE', path, w.asEditor()));
    expect(await revisions()).toHaveLength(4);
    expect(await lastVariants()).toEqual({ [first.id]: [true, 'draft'] });
  });
});

describe('isolation and access', () => {
  it("answers 404 for another tenant's variant, and 403 with its tenant header", async () => {
    const foreign = await w.foreignVariant();
    const path = `${variantsPath(foreign.product.id)}/${foreign.variant.id}`;
    await checkIsolation(request, w, path, {
      procedure: 'variants.get',
      input: { productId: foreign.product.id, id: foreign.variant.id },
    });
    await checkForeignWrites(request, w, path, [
      'read',
      'delete',
      ['PATCH', '', { is_default: true }],
      ['PATCH', '/status', { status: 'archived' }],
    ]);
    expectError(
      await request('GET', variantsPath(foreign.product.id), w.asAdmin()),
      404,
      'not_found',
    );
    const create = w.asAdmin({ sku: uniqueCode('sku'), axis_values: colorSize('blue', 'm') });
    expectError(await request('POST', variantsPath(foreign.product.id), create), 404, 'not_found');
    expect(
      await server.db.variant.findUniqueOrThrow({ where: { id: foreign.variant.id } }),
    ).toMatchObject({
      status: 'draft',
      isDefault: true,
    });
    expect(await server.db.variant.count({ where: { productId: foreign.product.id } })).toBe(1);
  });

  it('answers 404 for a variant named under another product of the tenant', async () => {
    const { variants } = await threeVariants();
    const other = await w.product();
    const path = `${variantsPath(other.id)}/${variants[1].id}`;
    await checkForeignWrites(request, w, path, [
      'read',
      'delete',
      ['PATCH', '', { is_default: true }],
      ['PATCH', '/status', { status: 'archived' }],
    ]);
    expect(
      await server.db.variant.findUniqueOrThrow({ where: { id: variants[1].id } }),
    ).toMatchObject({
      status: 'draft',
      isDefault: false,
    });
  });

  it('refuses every write to a viewer, who may read', async () => {
    const { product, variants, path } = await threeVariants();
    const id = variants[0].id;
    for (const [method, url, body] of [
      ['POST', variantsPath(product.id), { bogus: 1 }],
      ['PATCH', path(id), { is_default: true }],
      ['PATCH', `${path(id)}/status`, { status: 'archived' }],
      ['DELETE', path(id), undefined],
    ] as const) {
      expectError(await request(method, url, w.asViewer(body)), 403, 'forbidden');
    }
    expect(dataOf(await request('GET', path(id), w.asViewer())).status).toBe('draft');
    expect(await server.db.variant.count({ where: { productId: product.id } })).toBe(3);
  });

  it('answers 404 for a deleted product', async () => {
    const { product, variants, path } = await threeVariants();
    await server.db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
    expectError(await request('GET', path(variants[0].id), w.asViewer()), 404, 'not_found');
    expectError(await request('GET', variantsPath(product.id), w.asViewer()), 404, 'not_found');
    expectError(await request('DELETE', path(variants[0].id), w.asEditor()), 404, 'not_found');
  });
});
