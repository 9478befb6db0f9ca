// POST /v1/jobs/bulk-updates: the products a filter selects when the job runs, every action applied
// as one change per product (one revision, change_source bulk_update, completeness kept current), a
// refused product as a failed item while the rest goes on, the permission checks at the start, and
// tenant isolation. Jobs of several batches (resume, cancel) are in
// jobs-bulk-update-batches.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { createCategory, createCategoryTree } from '@pim/db/seed';
import { bulkJobsWorld } from '../helpers/bulk-jobs.ts';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { jobItems } from '../helpers/jobs.ts';
import { insertVariant, productPath } from '../helpers/products.ts';

const {
  request,
  w,
  db,
  admin,
  editor,
  newFamily,
  product,
  stored,
  revisionsOf,
  categoryIdsOf,
  bulkUpdate,
} = await bulkJobsWorld();
const a = w.catalog.attributes;

const byKey = (items: any[]) => new Map(items.map((item) => [item.key, item]));

describe('POST /v1/jobs/bulk-updates', () => {
  it('approves a selection by ids: variants cascaded, one bulk_update revision each', async () => {
    const chosen = [await product('in_review'), await product('in_review')];
    const variants = [
      await insertVariant(db, chosen[0]!, w.home.id, 'in_review'),
      await insertVariant(db, chosen[0]!, w.home.id, 'draft'),
    ];
    const left = await product('in_review');
    const before = await Promise.all(chosen.map((p) => revisionsOf(p.id)));

    const job = await bulkUpdate({
      filter: { product_ids: chosen.map((p) => p.id) },
      actions: [{ type: 'set_status', status: 'approved' }],
    });
    expect(job.status).toBe('completed');
    expect(job.progress).toEqual({ total: 2, processed: 2, succeeded: 2, failed: 0 });
    expect(job.result).toEqual({ updated: 2, unchanged: 0, failed: 0 });
    const items = byKey(await jobItems(request, admin, job.id));
    for (const [index, p] of chosen.entries()) {
      expect((await stored(p.id)).status).toBe('approved');
      expect(items.get(p.code)).toMatchObject({
        status: 'succeeded',
        errors: [],
        payload: { id: p.id, action: 'updated' },
      });
      const revisions = await revisionsOf(p.id);
      expect(revisions).toHaveLength(before[index]!.length + 1);
      expect(revisions.at(-1)).toMatchObject({ changeSource: 'bulk_update' });
    }
    for (const variant of variants) {
      expect((await db.variant.findUniqueOrThrow({ where: { id: variant.id } })).status).toBe(
        'approved',
      );
    }
    expect((await stored(left.id)).status).toBe('in_review');
  });

  it('selects by family and status as the product list does', async () => {
    const family = await newFamily();
    const draft = await product('draft', family.id);
    const inReview = await product('in_review', family.id);
    const archived = await product('archived', family.id);
    const elsewhere = await product('draft');

    const job = await bulkUpdate({
      filter: { product_family_id: family.id, status: ['draft', 'disabled'] },
      actions: [{ type: 'set_status', status: 'draft' }],
    });
    expect(job.progress).toEqual({ total: 2, processed: 2, succeeded: 2, failed: 0 });
    // draft → draft is a no-op (no revision); archived → draft a move.
    expect(job.result).toEqual({ updated: 1, unchanged: 1, failed: 0 });
    const items = byKey(await jobItems(request, admin, job.id));
    expect([...items.keys()].sort()).toEqual([draft.code, archived.code].sort());
    expect(items.get(draft.code)!.payload).toEqual({ id: draft.id, action: 'unchanged' });
    expect(items.get(archived.code)!.payload).toEqual({ id: archived.id, action: 'updated' });
    expect((await revisionsOf(draft.id)).map((r) => r.changeSource)).toEqual(['api']);
    expect((await stored(archived.id)).status).toBe('draft');
    expect((await stored(inReview.id)).status).toBe('in_review');
    expect((await stored(elsewhere.id)).status).toBe('draft');

    // search: part of the code (or the name), within the family.
    const searched = await bulkUpdate({
      filter: { product_family_id: family.id, search: inReview.code.slice(2).toUpperCase() },
      actions: [{ type: 'set_status', status: 'archived' }],
    });
    expect(searched.progress).toMatchObject({ total: 1, succeeded: 1 });
    expect((await stored(inReview.id)).status).toBe('archived');
  });

  it('adds and removes categories; the same update again changes nothing', async () => {
    const tree = await createCategoryTree(db, w.home.id);
    const top = await createCategory(db, tree);
    const leaf = await createCategory(db, tree, { parent: top });
    const { menswear, shirts } = w.catalog.categories;
    const inLeaf = await product();
    const inShirts = await product();
    dataOf(await request('PATCH', productPath(inLeaf.id), w.asAdmin({ category_ids: [leaf.id] })));
    dataOf(
      await request('PATCH', productPath(inShirts.id), w.asAdmin({ category_ids: [shirts.id] })),
    );
    const body = {
      filter: { product_ids: [inLeaf.id, inShirts.id] },
      actions: [
        { type: 'add_categories', category_ids: [menswear.id] },
        { type: 'remove_categories', category_ids: [shirts.id] },
      ],
    };
    const job = await bulkUpdate(body);
    expect(job.result).toEqual({ updated: 2, unchanged: 0, failed: 0 });
    expect(await categoryIdsOf(inLeaf.id)).toEqual([leaf.id, menswear.id].sort());
    expect(await categoryIdsOf(inShirts.id)).toEqual([menswear.id]);
    const revisions = await revisionsOf(inShirts.id);
    expect(revisions.at(-1)!.changeSource).toBe('bulk_update');

    const again = await bulkUpdate(body);
    expect(again.result).toEqual({ updated: 0, unchanged: 2, failed: 0 });
    expect(await revisionsOf(inShirts.id)).toHaveLength(revisions.length);

    // category_id selects the category's products and those of the categories below it.
    const below = await bulkUpdate({
      filter: { category_id: top.id },
      actions: [{ type: 'remove_categories', category_ids: [leaf.id] }],
    });
    expect(below.progress).toMatchObject({ total: 1, succeeded: 1 });
    expect(await categoryIdsOf(inLeaf.id)).toEqual([menswear.id]);
  });

  it('sets then removes scoped values; completeness follows; bad values fail their product', async () => {
    const shirt = await product();
    const plain = await product('draft', (await newFamily()).id);
    const completeness = async (id: string) => {
      const data = dataOf(await request('GET', `${productPath(id)}/completeness`, w.asAdmin()));
      return Object.fromEntries(
        data.items.map((i: any) => [`${i.channel_code}/${i.locale_code}`, i.ratio]),
      );
    };
    const set = await bulkUpdate({
      filter: { product_ids: [shirt.id, plain.id] },
      actions: [
        {
          type: 'set_values',
          values: [
            { attribute_code: 'name', locale: 'en_US', data: { value: 'Shirt' } },
            { attribute_code: 'name', locale: 'fr_FR', data: { value: 'Chemise' } },
            {
              attribute_code: 'description',
              channel: 'ecommerce',
              locale: 'en_US',
              data: { value: 'A shirt' },
            },
            {
              attribute_code: 'price',
              channel: 'ecommerce',
              data: { value: [{ amount: '12.50', currency: 'EUR' }] },
            },
          ],
        },
      ],
    });
    expect(set.progress).toEqual({ total: 2, processed: 2, succeeded: 1, failed: 1 });
    // The other family has no description: the API's refusal, on the job's field.
    const failed = await jobItems(request, admin, set.id, 'failed');
    expect(failed).toEqual([
      expect.objectContaining({
        key: plain.code,
        payload: { id: plain.id, action: 'failed' },
        errors: expect.arrayContaining([
          expect.objectContaining({
            code: 'invalid_value',
            field: 'actions.0.values.2.attribute_code',
          }),
        ]),
      }),
    ]);
    expect(await revisionsOf(plain.id)).toHaveLength(1);
    expect((await stored(plain.id)).rawValues).toEqual({});
    const raw = (await stored(shirt.id)).rawValues as any;
    expect(raw[a.name.id]).toEqual({
      $default: { en_US: { value: 'Shirt' }, fr_FR: { value: 'Chemise' } },
    });
    expect(raw[a.description.id]).toEqual({ ecommerce: { en_US: { value: 'A shirt' } } });
    expect(await completeness(shirt.id)).toMatchObject({
      'ecommerce/en_US': 100,
      'ecommerce/fr_FR': 66,
    });
    expect((await revisionsOf(shirt.id)).map((r) => r.changeSource)).toEqual([
      'api',
      'bulk_update',
    ]);

    const removed = await bulkUpdate({
      filter: { product_ids: [shirt.id] },
      actions: [
        {
          type: 'remove_values',
          values: [{ attribute_code: 'description', channel: 'ecommerce', locale: 'en_US' }],
        },
        { type: 'remove_values', values: [{ attribute_code: 'name', locale: 'fr_FR' }] },
      ],
    });
    expect(removed.result).toEqual({ updated: 1, unchanged: 0, failed: 0 });
    const after = (await stored(shirt.id)).rawValues as any;
    expect(after[a.description.id]).toBeUndefined();
    expect(after[a.name.id]).toEqual({ $default: { en_US: { value: 'Shirt' } } });
    expect(await completeness(shirt.id)).toMatchObject({
      'ecommerce/en_US': 66,
      // The price (per channel, not per locale) is left.
      'ecommerce/fr_FR': 33,
    });
    expect(await revisionsOf(shirt.id)).toHaveLength(3);

    // A value the attribute's type refuses is refused at the start, with the field of that
    // value (it would fail every product alike), and nothing is queued.
    const bad = await request(
      'POST',
      '/v1/jobs/bulk-updates',
      w.asAdmin({
        filter: { product_ids: [shirt.id] },
        actions: [
          {
            type: 'set_values',
            values: [
              { attribute_code: 'name', locale: 'en_US', data: { value: 'Renamed' } },
              { attribute_code: 'rating', data: { value: 9 } },
            ],
          },
        ],
      }),
    );
    expectError(bad, 400, 'out_of_range', 'actions.0.values.1.data.value');
    expectError(
      await request(
        'POST',
        '/v1/jobs/bulk-updates',
        w.asAdmin({
          filter: { product_ids: [shirt.id] },
          actions: [
            {
              type: 'set_values',
              values: [{ attribute_code: 'rating', data: { value: { n: 1 } } }],
            },
          ],
        }),
      ),
      400,
      'invalid_type',
      'actions.0.values.0.data.value',
    );
    expect(((await stored(shirt.id)).rawValues as any)[a.name.id]).toEqual({
      $default: { en_US: { value: 'Shirt' } },
    });
  });

  it('fails an illegal move as an item while the rest is approved', async () => {
    const ready = [await product('in_review'), await product('in_review')];
    const archived = await product('archived');
    const revisions = (await revisionsOf(archived.id)).length;
    const job = await bulkUpdate({
      filter: { product_ids: [...ready, archived].map((p) => p.id) },
      actions: [
        { type: 'add_categories', category_ids: [w.catalog.categories.menswear.id] },
        { type: 'set_status', status: 'approved' },
      ],
    });
    expect(job.status).toBe('completed');
    expect(job.progress).toEqual({ total: 3, processed: 3, succeeded: 2, failed: 1 });
    const [failed] = await jobItems(request, admin, job.id, 'failed');
    expect(failed).toMatchObject({
      key: archived.code,
      status: 'failed',
      errors: [{ code: 'invalid_transition', field: 'actions.1.status' }],
    });
    // Nothing of the refused product is kept: not even the category of the first action.
    expect(await stored(archived.id)).toMatchObject({ status: 'archived', categories: [] });
    expect(await revisionsOf(archived.id)).toHaveLength(revisions);
    for (const p of ready) {
      expect(await stored(p.id)).toMatchObject({ status: 'approved' });
      expect(await categoryIdsOf(p.id)).toEqual([w.catalog.categories.menswear.id]);
      // Both actions in one revision.
      expect((await revisionsOf(p.id)).map((r) => r.changeSource)).toEqual([
        'api',
        'api',
        'bulk_update',
      ]);
    }
  });

  it('checks at the start: approve permission, the job permission, the categories', async () => {
    const p = await product('in_review');
    const filter = { product_ids: [p.id] };
    const approve = await request(
      'POST',
      '/v1/jobs/bulk-updates',
      w.asEditor({ filter, actions: [{ type: 'set_status', status: 'approved' }] }),
    );
    expectError(approve, 403, 'forbidden');
    expect(approve.body.message).toContain('catalog.products.approve');
    expectError(
      await request(
        'POST',
        '/v1/jobs/bulk-updates',
        w.asViewer({ filter, actions: [{ type: 'set_status', status: 'draft' }] }),
      ),
      403,
      'forbidden',
    );
    const unknown = '0190a6c1-0000-7000-8000-000000000000';
    expectError(
      await request(
        'POST',
        '/v1/jobs/bulk-updates',
        w.asAdmin({
          filter,
          actions: [
            { type: 'add_categories', category_ids: [w.catalog.categories.shirts.id, unknown] },
          ],
        }),
      ),
      400,
      'invalid_reference',
      'actions.0.category_ids',
    );
    // The editor may run any other move.
    const job = await bulkUpdate(
      { filter, actions: [{ type: 'set_status', status: 'draft' }] },
      editor,
    );
    expect(job.result).toEqual({ updated: 1, unchanged: 0, failed: 0 });
  });

  it("leaves another tenant's products alone: not selected, not touched", async () => {
    const mine = await product('in_review');
    const theirs = await w.createForeign();
    dataOf(
      await request(
        'PATCH',
        `${productPath(theirs.id)}/status`,
        w.asForeign({ status: 'in_review' }),
      ),
    );
    const theirRevisions = (await revisionsOf(theirs.id)).length;
    const job = await bulkUpdate({
      filter: { product_ids: [mine.id, theirs.id] },
      actions: [{ type: 'set_status', status: 'approved' }],
    });
    expect(job.progress).toEqual({ total: 1, processed: 1, succeeded: 1, failed: 0 });
    const items = await jobItems(request, admin, job.id);
    expect(items.map((i) => i.key)).toEqual([mine.code]);
    expect((await stored(theirs.id)).status).toBe('in_review');
    expect(await revisionsOf(theirs.id)).toHaveLength(theirRevisions);
  });
});
