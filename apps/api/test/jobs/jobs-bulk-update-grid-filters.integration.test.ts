// A bulk update's `filter` with the grid's other filters: conditions on values, completeness in
// a channel and locale, the products the caller changed last. Each selects exactly the products
// the grid lists with the same filters (GET /v1/products); each refusal is a 400 naming the
// field under `filter`, before any job.
import { addFamilyAttribute, createProductFamily } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { bulkJobsWorld } from '../helpers/bulk-jobs.ts';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { jobItems, type As } from '../helpers/jobs.ts';
import { PRODUCTS } from '../helpers/products.ts';

const { request, w, db, admin, editor, product, stored, bulkUpdate } = await bulkJobsWorld();
const name = w.catalog.attributes.name;

/** Sets the product's English name as `as` (its last change is then theirs). */
async function nameIt(id: string, value: string, as: 'asAdmin' | 'asEditor' = 'asAdmin') {
  const answer = await request(
    'PATCH',
    `${PRODUCTS}/${id}/attributes`,
    w[as]([
      {
        attribute_id: name.id,
        values: [{ channel: '$default', locale: 'en_US', data: { value } }],
      },
    ]),
  );
  expect(answer.status, answer.text).toBe(200);
}

/** The codes the grid lists with these query parameters, as `as`. */
async function gridCodes(query: Record<string, string>, as: As = admin): Promise<string[]> {
  const params = new URLSearchParams({ ...query, page_size: '100' });
  const page = dataOf(await request('GET', `${PRODUCTS}?${params}`, as));
  return page.items.map((item: { code: string }) => item.code).sort();
}

/** The codes a bulk update's job worked on. */
const jobCodes = async (id: string, as: As = admin) =>
  (await jobItems(request, as, id)).map((item) => item.key).sort();

/** A fresh family requiring `name` (per locale) in every channel. */
async function newFamily() {
  const family = await createProductFamily(db, w.home.id);
  const channels = Object.values(w.catalog.channels).map((c) => c.id);
  await addFamilyAttribute(db, family, name.id, { channelIds: channels, isMandatory: true });
  return family.id;
}

/** Three drafts of a fresh family, two of them named in English. */
async function threeProducts() {
  const family = await newFamily();
  const products = [await product('draft', family), await product('draft', family)];
  const unnamed = await product('draft', family);
  for (const p of products) await nameIt(p.id, `Shirt ${p.code}`);
  return { family, named: products, unnamed };
}

const TO_REVIEW = [{ type: 'set_status', status: 'in_review' }];

describe("a bulk update's grid filters", () => {
  it('selects by a condition on a value, as the grid lists it', async () => {
    const { family, named, unnamed } = await threeProducts();
    const conditions = [{ attribute: 'name', op: 'not_empty', locale: 'en_US' }];
    const listed = await gridCodes({
      product_family_id: family,
      value_filters: JSON.stringify(conditions),
    });
    expect(listed).toEqual(named.map((p) => p.code).sort());

    const job = await bulkUpdate({
      filter: { product_family_id: family, value_filters: conditions },
      actions: TO_REVIEW,
    });
    expect(job.progress).toMatchObject({ total: 2, succeeded: 2, failed: 0 });
    expect(await jobCodes(job.id)).toEqual(listed);
    expect((await stored(unnamed.id)).status).toBe('draft');
  });

  it("selects by completeness in the grid's channel and locale", async () => {
    const { family, named } = await threeProducts();
    const scope = { channel: 'ecommerce', locale: 'en_US', completeness: 'complete' } as const;
    const listed = await gridCodes({ product_family_id: family, ...scope });
    expect(listed).toEqual(named.map((p) => p.code).sort());
    const job = await bulkUpdate({
      filter: { product_family_id: family, ...scope },
      actions: TO_REVIEW,
    });
    expect(await jobCodes(job.id)).toEqual(listed);

    // The incomplete ones in that scope are the third, and the grid agrees.
    const incomplete = { ...scope, completeness: 'incomplete' } as const;
    const rest = await bulkUpdate({
      filter: { product_family_id: family, ...incomplete },
      actions: TO_REVIEW,
    });
    expect(await jobCodes(rest.id)).toEqual(
      await gridCodes({ product_family_id: family, ...incomplete }),
    );
    expect(rest.progress.total).toBe(1);
  });

  it('selects the products the caller changed last (modified_by me)', async () => {
    const { family, named, unnamed } = await threeProducts();
    await nameIt(unnamed.id, 'Edited by the editor', 'asEditor');
    const listed = await gridCodes({ product_family_id: family, modified_by: 'me' }, editor);
    expect(listed).toEqual([unnamed.code]);
    const job = await bulkUpdate(
      { filter: { product_family_id: family, modified_by: 'me' }, actions: TO_REVIEW },
      editor,
    );
    expect(await jobCodes(job.id, editor)).toEqual(listed);
    for (const p of named) expect((await stored(p.id)).status).toBe('draft');
    // The options keep `me`; the job's creator is who it was.
    expect(job.options.filter).toEqual({ product_family_id: family, modified_by: 'me' });
    expect(job.created_by).toMatchObject({ type: 'user' });
  });

  it('refuses what the grid would refuse with a 400 naming the field, before any job', async () => {
    const start = (filter: unknown) =>
      request('POST', '/v1/jobs/bulk-updates', { ...admin, body: { filter, actions: TO_REVIEW } });
    expectError(await start({ channel: 'ecommerce' }), 400, 'invalid_combination', 'filter.locale');
    expectError(
      await start({ channel: 'nowhere', locale: 'en_US' }),
      400,
      'invalid_value',
      'filter.channel',
    );
    expectError(
      await start({ channel: 'print', locale: 'fr_FR' }),
      400,
      'invalid_value',
      'filter.locale',
    );
    expectError(
      await start({ value_filters: [{ attribute: 'name', op: 'gte', value: 3, locale: 'en_US' }] }),
      400,
      'invalid_value',
      'filter.value_filters.0.op',
    );
    expectError(
      await start({ value_filters: [{ attribute: 'nothing', op: 'empty' }] }),
      400,
      'invalid_value',
      'filter.value_filters.0.attribute',
    );
    const noOp = await start({ value_filters: [{ attribute: 'name' }] });
    expect(noOp.status).toBe(400);
    expect(noOp.body.errors[0].field).toBe('filter.value_filters.0.op');
    const notMe = await start({ modified_by: 'someone' });
    expect(notMe.status).toBe(400);
    expect(notMe.body.errors[0].field).toBe('filter.modified_by');
    const many = Array.from({ length: 11 }, () => ({ attribute: 'name', op: 'empty' }));
    const tooMany = await start({ value_filters: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].field).toBe('filter.value_filters');
  });
});
