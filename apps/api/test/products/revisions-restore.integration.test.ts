// POST /v1/products/{id}/revisions/{revisionId}/restore: the product, its categories, values and
// variants return to the snapshot, in a new `revert` revision whose snapshot equals the restored
// one (but its version); expected_revision guards against a change made meanwhile; approving by
// restore needs the approve permission.
import { describe, expect, it } from 'vitest';
import { createAsset, createAttributeOption } from '@pim/db/seed';
import { dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { revisionsWorld, scoped } from '../helpers/revisions.ts';

const t = await revisionsWorld();
const { a, cat, request, w } = t;
const { menswear, shirts } = cat.categories;

const restorePath = (productId: string, revisionId: string) =>
  `/v1/products/${productId}/revisions/${revisionId}/restore`;
const restore = (productId: string, revisionId: string, body: object = {}, as = w.asEditor) =>
  request('POST', restorePath(productId, revisionId), as(body));
const withoutVersion = (snapshot: Record<string, unknown>) => ({ ...snapshot, version: 0 });
let eans = 0;
const newEan = () => `${Date.now()}${eans++}`.padEnd(13, '7').slice(0, 13);

/** A product with values, two categories and two variants (one overriding materials). */
async function enrichedProduct() {
  const product = await t.createProduct({ category_ids: [menswear.id, shirts.id] });
  dataOf(
    await t.replaceValues(product.id, [
      { attribute_id: a.name.id, values: [scoped('Shirt', '$default', 'en_US')] },
      { attribute_id: a.ean.id, values: [scoped(newEan())] },
      { attribute_id: a.materials.id, values: [scoped(['cotton'])] },
    ]),
  );
  const red = await t.createVariant(product.id, 'red', 's');
  const blue = await t.createVariant(product.id, 'blue', 'm');
  dataOf(
    await request(
      'PATCH',
      `/v1/products/${product.id}/variants/${blue.id}/attributes`,
      w.asEditor([{ attribute_id: a.materials.id, values: [scoped(['linen'])] }]),
    ),
  );
  return { product, red, blue, revision: await t.latest(product.id) };
}

describe('POST /v1/products/{id}/revisions/{revisionId}/restore', () => {
  it('brings back values, categories, variants and status, as a revert revision', async () => {
    const { product, red, blue, revision } = await enrichedProduct();
    // Change everything the snapshot holds.
    dataOf(
      await t.patchValues(product.id, [
        { attribute_id: a.name.id, values: [scoped('Changed', '$default', 'en_US')] },
        { attribute_id: a.ean.id, values: [scoped(null)] },
      ]),
    );
    dataOf(
      await request(
        'PATCH',
        `/v1/products/${product.id}`,
        w.asEditor({ category_ids: [shirts.id] }),
      ),
    );
    dataOf(await request('DELETE', `/v1/products/${product.id}/variants/${blue.id}`, w.asEditor()));
    await t.createVariant(product.id, 'blue', 'l');
    dataOf(
      await request(
        'PATCH',
        `/v1/products/${product.id}/status`,
        w.asEditor({ status: 'in_review' }),
      ),
    );
    const before = await t.latest(product.id);
    expect(before.revision_number).toBe(revision.revision_number + 5);

    const answer = dataOf(
      await restore(product.id, revision.id, {
        comment: 'Back to the approved copy',
        expected_revision: before.revision_number,
      }),
    );
    expect(answer).toMatchObject({
      revision_number: before.revision_number + 1,
      change_source: 'revert',
      restored_from_revision_id: revision.id,
      comment: 'Back to the approved copy',
      snapshot_schema_version: 1,
    });
    expect(answer.snapshot.version).toBe(answer.revision_number);
    expect(withoutVersion(answer.snapshot)).toEqual(withoutVersion(revision.snapshot));
    expect(await t.latest(product.id)).toEqual(answer);
    expect(answer.change_summary).toEqual(
      expect.arrayContaining([
        { path: 'product.status', action: 'changed', before: 'in_review', after: 'draft' },
        { path: 'category_ids', action: 'added', after: menswear.id },
        { path: `variants.${blue.sku}`, action: 'added', after: { id: blue.id, code: blue.sku } },
      ]),
    );

    // The rows say the same: the variant deleted is back with its id, the one added is gone.
    const variants = await t.server.db.variant.findMany({
      where: { productId: product.id },
      orderBy: { id: 'asc' },
    });
    expect(variants.map((v) => [v.id, v.sku, v.status, v.isDefault])).toEqual(
      [
        [red.id, red.sku, 'draft', true],
        [blue.id, blue.sku, 'draft', false],
      ].sort((x, y) => (x[0]! < y[0]! ? -1 : 1)),
    );
    const blueRow = variants.find((v) => v.id === blue.id)!;
    expect(blueRow.axisKey).toBe(`${a.color.id}=blue;${a.size.id}=m`);
    const row = await t.server.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row).toMatchObject({ status: 'draft', version: answer.revision_number });
    const ean = revision.snapshot.product_attributes.find(
      (p: { attribute_id: string }) => p.attribute_id === a.ean.id,
    );
    expect(
      await t.server.db.uniqueValue.findMany({ where: { productId: product.id } }),
    ).toMatchObject([{ attributeId: a.ean.id, valueHash: ean.uniqueness_hash, variantId: null }]);
    const categories = dataOf(await request('GET', `/v1/products/${product.id}`, w.asViewer()));
    expect(categories.categories.map((c: { id: string }) => c.id).sort()).toEqual(
      [menswear.id, shirts.id].sort(),
    );
  });

  it('writes a revert revision even for the latest revision', async () => {
    const product = await t.createProduct();
    const latest = await t.latest(product.id);
    const answer = dataOf(await restore(product.id, latest.id));
    expect(answer).toMatchObject({
      revision_number: 2,
      change_source: 'revert',
      restored_from_revision_id: latest.id,
      change_summary: [],
      comment: null,
    });
    expect(withoutVersion(answer.snapshot)).toEqual(withoutVersion(latest.snapshot));
  });

  it('refuses a stale expected_revision with 409 revision_conflict, writing nothing', async () => {
    const product = await t.createProduct();
    const first = await t.latest(product.id);
    dataOf(
      await t.replaceValues(product.id, [
        { attribute_id: a.name.id, values: [scoped('Shirt', '$default', 'en_US')] },
      ]),
    );
    expectError(
      await restore(product.id, first.id, { expected_revision: 1 }),
      409,
      'revision_conflict',
      'expected_revision',
    );
    expect(await t.revisionCount(product.id)).toBe(2);
    expect(dataOf(await restore(product.id, first.id, { expected_revision: 2 }))).toMatchObject({
      revision_number: 3,
    });
  });

  it('lets one of two concurrent restores with the same expected_revision win', async () => {
    const product = await t.createProduct();
    const first = await t.latest(product.id);
    const answers = await Promise.all([
      restore(product.id, first.id, { expected_revision: 1 }),
      restore(product.id, first.id, { expected_revision: 1 }),
    ]);
    const [won, lost] = answers[0].status === 200 ? answers : [answers[1], answers[0]];
    expect(won!.status, won!.text).toBe(200);
    expectError(lost!, 409, 'revision_conflict', 'expected_revision');
    dataOf(
      await t.replaceValues(product.id, [
        { attribute_id: a.name.id, values: [scoped('After', '$default', 'en_US')] },
      ]),
    );
    // Numbers stay dense: 1, the one restore, the value write.
    const numbers = (await t.revisions(product.id)).items.map(
      (r: { revision_number: number }) => r.revision_number,
    );
    expect(numbers).toEqual([3, 2, 1]);
  });

  it('validates the body', async () => {
    const product = await t.createProduct();
    const { id } = await t.latest(product.id);
    const send = (body: object) => restore(product.id, id, body);
    expectError(await send({ expected_revision: 0 }), 400, 'out_of_range', 'expected_revision');
    expectError(await send({ expected_revision: 1.5 }), 400, 'invalid_type', 'expected_revision');
    expectError(await send({ expected_revision: '1' }), 400, 'invalid_type', 'expected_revision');
    expectError(await send({ comment: 'x'.repeat(1001) }), 400, 'too_long', 'comment');
    expectError(await send({ comment: 5 }), 400, 'invalid_type', 'comment');
    expectError(await send({ status: 'draft' }), 400, 'unknown_field', 'status');
    expectError(
      await request('POST', restorePath(product.id, 'nope'), w.asEditor({})),
      400,
      'invalid_format',
      'revisionId',
    );
    expect(await t.revisionCount(product.id)).toBe(1);
    const ok = dataOf(await send({ comment: 'x'.repeat(1000) }));
    expect(ok.comment).toHaveLength(1000);
  });

  it('answers 404 for a revision of another product or tenant, 403 to viewers', async () => {
    const product = await t.createProduct();
    const other = await t.latest((await t.createProduct()).id);
    const foreign = await t.createProduct(
      {
        product_family_id: t.foreignCat.family.id,
        variant_family_id: t.foreignCat.variantFamily.id,
      },
      w.asForeign,
    );
    const foreignRevision = dataOf(
      await request('GET', `/v1/products/${foreign.id}/revisions/latest`, w.asForeign()),
    );
    expectError(await restore(product.id, other.id), 404, 'not_found');
    expectError(await restore(product.id, foreignRevision.id), 404, 'not_found');
    expectError(await restore(foreign.id, foreignRevision.id, {}, w.asAdmin), 404, 'not_found');
    expectError(
      await restore(foreign.id, foreignRevision.id, {}, w.asAdminInForeign),
      403,
      'tenant_forbidden',
    );
    const own = await t.latest(product.id);
    expectError(await restore(product.id, own.id, {}, w.asViewer), 403, 'forbidden');
    expect(await t.revisionCount(product.id)).toBe(1);
    expect(await t.revisionCount(foreign.id)).toBe(1);
  });

  it('needs the approve permission to bring back an approved status', async () => {
    const product = await t.createProduct();
    const set = (status: string) =>
      request('PATCH', `/v1/products/${product.id}/status`, w.asAdmin({ status }));
    dataOf(await set('in_review'));
    dataOf(await set('approved'));
    const approved = await t.latest(product.id);
    dataOf(await set('draft'));
    const refused = await restore(product.id, approved.id);
    expectError(refused, 403, 'forbidden');
    expect(refused.body.message).toContain('catalog.products.approve');
    const answer = dataOf(await restore(product.id, approved.id, {}, w.asAdmin));
    expect(answer.snapshot.product.status).toBe('approved');
  });

  it('refuses a unique value another product took meanwhile (409 already_exists)', async () => {
    const ean = newEan();
    const product = await t.createProduct();
    dataOf(await t.replaceValues(product.id, [{ attribute_id: a.ean.id, values: [scoped(ean)] }]));
    const withEan = await t.latest(product.id);
    dataOf(await t.patchValues(product.id, [{ attribute_id: a.ean.id, values: [scoped(null)] }]));
    const thief = await t.createProduct();
    dataOf(await t.replaceValues(thief.id, [{ attribute_id: a.ean.id, values: [scoped(ean)] }]));
    expectError(await restore(product.id, withEan.id), 409, 'already_exists', 'revisionId');
    expect(await t.revisionCount(product.id)).toBe(3);
  });

  it('refuses a sku another product took meanwhile (409 already_exists)', async () => {
    const product = await t.createProduct();
    const variant = await t.createVariant(product.id, 'red', 's');
    const withVariant = await t.latest(product.id);
    dataOf(
      await request('DELETE', `/v1/products/${product.id}/variants/${variant.id}`, w.asEditor()),
    );
    const thief = await t.createProduct();
    await t.createVariant(thief.id, 'red', 's', { sku: variant.sku });
    expectError(await restore(product.id, withVariant.id), 409, 'already_exists', 'revisionId');
    expect(await t.server.db.variant.count({ where: { productId: product.id } })).toBe(0);
  });

  it('restores over tRPC', async () => {
    const product = await t.createProduct();
    const first = await t.latest(product.id);
    const answer = await request(
      'POST',
      '/trpc/productRevisions.restore',
      w.asEditor({ id: product.id, revisionId: first.id, comment: 'tRPC' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result.data).toMatchObject({ revision_number: 2, comment: 'tRPC' });
    const bad = await request(
      'POST',
      '/trpc/productRevisions.restore',
      w.asEditor({ id: product.id, revisionId: first.id, expected_revision: 9 }),
    );
    expectTrpcError(bad, 409, 'revision_conflict', 'expected_revision');
  });
});

describe('restore and what was deleted since', () => {
  const stored = async (productId: string) =>
    (await t.server.db.product.findUniqueOrThrow({ where: { id: productId } })).rawValues as Record<
      string,
      Record<string, Record<string, { value: unknown }>>
    >;

  it('drops option codes and assets deleted since; keeps the rest', async () => {
    const temporary = await createAttributeOption(t.server.db, a.materials, { code: 'tmp_mat' });
    const asset = await createAsset(t.server.db, w.home.id);
    const product = await t.createProduct();
    dataOf(
      await t.replaceValues(product.id, [
        { attribute_id: a.materials.id, values: [scoped(['cotton', 'tmp_mat'])] },
        { attribute_id: a.image.id, values: [scoped(asset.id)] },
        { attribute_id: a.rating.id, values: [scoped(4)] },
      ]),
    );
    const revision = await t.latest(product.id);
    dataOf(
      await t.patchValues(product.id, [
        { attribute_id: a.materials.id, values: [scoped(null)] },
        { attribute_id: a.image.id, values: [scoped(null)] },
      ]),
    );
    // Nothing uses them any more: both deletes are allowed.
    dataOf(
      await request(
        'DELETE',
        `/v1/attributes/${a.materials.id}/options/${temporary.id}`,
        w.asAdmin(),
      ),
    );
    dataOf(await request('DELETE', `/v1/assets/${asset.id}`, w.asAdmin()));

    const restored = dataOf(await restore(product.id, revision.id));
    const values = await stored(product.id);
    expect(values[a.materials.id]).toEqual({ $default: { $default: { value: ['cotton'] } } });
    expect(values[a.image.id]).toBeUndefined();
    expect(values[a.rating.id]).toEqual({ $default: { $default: { value: 4 } } });
    // The revert revision's snapshot says what the product holds now.
    const materials = restored.snapshot.product_attributes.find(
      (row: { attribute_id: string }) => row.attribute_id === a.materials.id,
    );
    expect(materials.value).toEqual([
      { channel: '$default', locale: '$default', data: { value: ['cotton'] } },
    ]);
  });

  it('refuses to bring back a variant whose axis option was deleted since', async () => {
    const teal = await createAttributeOption(t.server.db, a.color, { code: 'teal_tmp' });
    const product = await t.createProduct();
    const variant = await t.createVariant(product.id, 'teal_tmp', 's');
    const revision = await t.latest(product.id);
    dataOf(
      await request('DELETE', `/v1/products/${product.id}/variants/${variant.id}`, w.asEditor()),
    );
    dataOf(await request('DELETE', `/v1/attributes/${a.color.id}/options/${teal.id}`, w.asAdmin()));
    const before = await t.revisionCount(product.id);
    expectError(await restore(product.id, revision.id), 400, 'invalid_reference', 'revisionId');
    expect(await t.revisionCount(product.id)).toBe(before);
  });
});
