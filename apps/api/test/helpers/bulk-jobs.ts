// What the bulk update tests share: the products world of the shared server with its worker
// (no `tagline`: the completeness figures count the enrichment catalog's own attributes),
// products made over the API and moved to a status, many products written straight to the
// database (for jobs of several batches), a bulk update run to its end, and the stored rows
// read back.
import { addFamilyAttribute, createProductFamily, uniqueCode } from '@pim/db/seed';
import { expect } from 'vitest';
import { dataOf } from './catalog.ts';
import { startJob, waitForJob } from './jobs.ts';
import { productJobsWorld, revisionsOf } from './product-jobs.ts';
import { PRODUCTS, productPath } from './products.ts';

type Status = 'draft' | 'in_review' | 'approved' | 'archived';
const PATH_TO: Record<Status, Status[]> = {
  draft: [],
  in_review: ['in_review'],
  approved: ['in_review', 'approved'],
  archived: ['archived'],
};

/** productJobsWorld without `tagline`, with the bulk update tests' tools. */
export async function bulkJobsWorld() {
  const { server, request, w, admin, editor } = await productJobsWorld({ tagline: false });
  const db = server.db;

  /** A fresh family of home holding only `name` (per locale), so a test selects its own products. */
  async function newFamily() {
    const family = await createProductFamily(db, w.home.id);
    const channels = Object.values(w.catalog.channels).map((c) => c.id);
    await addFamilyAttribute(db, family, w.catalog.attributes.name.id, { channelIds: channels });
    return family;
  }

  /** A product made over the API (in `shirts` unless another family is named), moved to `status`. */
  async function product(status: Status = 'draft', familyId = w.catalog.family.id) {
    const created = dataOf(
      await request(
        'POST',
        PRODUCTS,
        w.asAdmin({ code: uniqueCode('sku'), product_family_id: familyId }),
      ),
    );
    for (const step of PATH_TO[status]) {
      dataOf(
        await request('PATCH', `${productPath(created.id)}/status`, w.asAdmin({ status: step })),
      );
    }
    return created as { id: string; code: string };
  }

  const stored = (id: string) =>
    db.product.findUniqueOrThrow({ where: { id }, include: { categories: true } });
  const categoryIdsOf = async (id: string) =>
    (await stored(id)).categories.map((c) => c.categoryId).sort();

  /** Runs a bulk update as `as` to its end. */
  async function bulkUpdate(body: unknown, as = admin) {
    const job = await startJob(request, as, 'bulk-updates', body);
    expect(job).toMatchObject({ type: 'bulk_update', entity: 'products', status: 'queued' });
    return waitForJob(request, as, job.id);
  }

  /** `count` draft products of the family written straight to the database; their ids in order. */
  async function manyProducts(familyId: string, count: number): Promise<string[]> {
    await db.product.createMany({
      data: Array.from({ length: count }, () => ({
        tenantId: w.home.id,
        productFamilyId: familyId,
        code: uniqueCode('bulk'),
      })),
    });
    const rows = await server.database.sql<{ id: string }>`
      SELECT id::text AS id FROM products
       WHERE tenant_id = ${w.home.id} AND product_family_id = ${familyId} ORDER BY id`;
    return rows.map((row) => row.id);
  }

  return {
    server,
    request,
    w,
    db,
    admin,
    editor,
    newFamily,
    product,
    stored,
    revisionsOf: (productId: string) => revisionsOf(db, productId),
    categoryIdsOf,
    bulkUpdate,
    manyProducts,
  };
}
