// Bulk updates of several batches: a job whose worker died resumes after the last committed batch,
// and a cancel between batches leaves each product wholly updated or untouched (one revision, its
// categories and values) and as many items as products processed.
import { describe, expect, it } from 'vitest';
import { createCategory, createCategoryTree } from '@pim/db/seed';
import { bulkJobsWorld } from '../helpers/bulk-jobs.ts';
import { dataOf } from '../helpers/catalog.ts';
import { jobItems, startJob, waitForJob } from '../helpers/jobs.ts';

const { server, request, w, db, admin, newFamily, product, bulkUpdate, manyProducts } =
  await bulkJobsWorld();
const a = w.catalog.attributes;

describe('POST /v1/jobs/bulk-updates', () => {
  it('resumes after the last committed batch when its worker died', async () => {
    const family = await newFamily();
    const ids = await manyProducts(family.id, 250);
    // The principal a real start stores, for the job row written below.
    const probe = await bulkUpdate({
      filter: { product_ids: [(await product()).id] },
      actions: [{ type: 'set_status', status: 'draft' }],
    });
    const { principal, createdBy } = await db.job.findUniqueOrThrow({ where: { id: probe.id } });
    // The job as a worker left it when it died after its first batch (100 products).
    const job = await db.job.create({
      data: {
        tenantId: w.home.id,
        type: 'bulk_update',
        entity: 'products',
        status: 'running',
        total: 250,
        processed: 100,
        succeeded: 100,
        checkpoint: 100,
        state: { after: ids[99], counts: { updated: 100, unchanged: 0, failed: 0 } },
        options: {
          filter: { product_family_id: family.id },
          actions: [{ type: 'set_status', status: 'in_review' }],
        },
        principal: principal as object,
        createdBy: createdBy as object,
        startedAt: new Date(),
        leaseOwner: 'dead-worker',
        leaseExpiresAt: new Date(Date.now() - 1000),
      },
    });
    // The worker's sweep finds the lapsed lease and delivers the job again.
    const ended = await waitForJob(request, admin, job.id);
    expect(ended.status).toBe('completed');
    expect(ended.progress).toEqual({ total: 250, processed: 250, succeeded: 250, failed: 0 });
    expect(ended.result).toEqual({ updated: 250, unchanged: 0, failed: 0 });
    const products = await db.product.findMany({
      where: { productFamilyId: family.id },
      include: { revisions: true },
    });
    for (const p of products) {
      const done = p.id > ids[99]!;
      expect(p.status).toBe(done ? 'in_review' : 'draft');
      expect(p.revisions).toHaveLength(done ? 1 : 0);
    }
    const items = await jobItems(request, admin, job.id);
    expect(items.map((i) => i.index)).toEqual(ids.slice(100).map((_, n) => 100 + n));
    expect(items.map((i) => i.payload.id)).toEqual(ids.slice(100));
  });

  it('stops on cancel between batches: each product wholly updated or untouched', async () => {
    const family = await newFamily();
    const tree = await createCategoryTree(db, w.home.id);
    const category = await createCategory(db, tree);
    const ids = await manyProducts(family.id, 600);
    // A product of the second batch held locked: the job waits there, mid-way, for the cancel.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = server.database.transaction(
      async (tx) => {
        await tx.sql`SELECT 1 FROM products WHERE tenant_id = ${w.home.id} AND id = ${ids[150]!} FOR UPDATE`;
        locked();
        await released;
      },
      { timeout: 120_000 },
    );
    await isLocked;

    const job = await startJob(request, admin, 'bulk-updates', {
      filter: { product_family_id: family.id },
      actions: [
        { type: 'set_status', status: 'in_review' },
        { type: 'add_categories', category_ids: [category.id] },
        {
          type: 'set_values',
          values: [{ attribute_code: 'name', locale: 'en_US', data: { value: 'X' } }],
        },
      ],
    });
    for (;;) {
      const now = dataOf(await request('GET', `/v1/jobs/${job.id}`, w.asAdmin()));
      if (now.progress.processed >= 100) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cancel = request('POST', `/v1/jobs/${job.id}/cancel`, w.asAdmin());
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holder;
    expect(dataOf(await cancel).status).toBe('cancelled');
    const ended = await waitForJob(request, admin, job.id);
    expect(ended.status).toBe('cancelled');
    expect(ended.progress.total).toBe(600);
    expect(ended.progress.processed).toBeGreaterThanOrEqual(100);
    expect(ended.progress.processed).toBeLessThan(600);
    expect(ended.progress.processed).toBe(ended.progress.succeeded);

    const products = await db.product.findMany({
      where: { productFamilyId: family.id },
      include: { categories: true, revisions: true },
    });
    const updated = products.filter((p) => p.status === 'in_review');
    expect(updated).toHaveLength(ended.progress.processed);
    for (const p of products) {
      const done = p.status === 'in_review';
      expect(p.categories.map((c) => c.categoryId)).toEqual(done ? [category.id] : []);
      expect(p.rawValues).toEqual(
        done ? { [a.name.id]: { $default: { en_US: { value: 'X' } } } } : {},
      );
      expect(p.revisions.map((r) => r.changeSource)).toEqual(done ? ['bulk_update'] : []);
    }
    const items = await jobItems(request, admin, job.id);
    expect(items).toHaveLength(ended.progress.processed);
    expect(new Set(items.map((i) => i.payload.id))).toEqual(new Set(updated.map((p) => p.id)));
  });
});
