// The products importer's batch path (jobs/imports/product-batch.ts) through the real server:
// a batch is read and checked while the one before is written, so a code the previous batch
// created is an update when it comes again; new products' values carry the product's creation
// stamp (no audit entry each) until they are written again. What changes between the reading
// of a batch and its write (an asset deleted, a permission granted or taken) is judged at the
// write, directly on readProductBatch.
import { actingAs, type TenantScope } from '@pim/core';
import { readProductBatch } from '@pim/core/testing';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { importItems, jobItems } from '../helpers/jobs.ts';
import {
  ean,
  fullRecord,
  productIdOf,
  productJobsWorld,
  productState,
  revisionsOf,
} from '../helpers/product-jobs.ts';
import { png, upload } from '../helpers/variants.ts';

const { server, request, w, admin, editor } = await productJobsWorld();

describe('the products batch path', () => {
  it("gives imported values the product's creation stamp until they are written again", async () => {
    const code = uniqueCode('p');
    await importItems(request, admin, 'products', [fullRecord(code, ean())]);
    const id = (await productIdOf(request, admin, code))!;
    const stored = () => server.db.product.findUniqueOrThrow({ where: { id } });
    const made = await stored();
    // Written with the row: no audit entries are stored, one stamp stands for all.
    expect(made.valueAudit).toEqual({});
    const rows = async () => {
      const page = dataOf(
        await request('GET', `/v1/products/${id}/attributes?page_size=100`, admin),
      );
      const valued = page.items.filter((r: any) => r.values.length > 0);
      return Object.fromEntries(valued.map((r: any) => [r.attribute_code, r]));
    };
    const creation = {
      modified_at: made.createdAt.toISOString(),
      modified_by: { id: (made.createdBy as { id: string }).id, type: 'user' },
    };
    const before = await rows();
    expect(Object.keys(before)).toHaveLength(10);
    for (const row of Object.values(before)) expect(row).toMatchObject(creation);

    // A later write stamps what it changed; the others keep the creation stamp.
    const name = before.name.attribute_id;
    dataOf(
      await request('PATCH', `/v1/products/${id}/attributes`, {
        ...editor,
        body: [
          {
            attribute_id: name,
            values: [{ channel: '$default', locale: 'en_US', data: { value: 'Renamed' } }],
          },
        ],
      }),
    );
    const patched = await rows();
    expect(patched.name.modified_by).toMatchObject({ id: w.editor.id });
    expect(patched.rating).toMatchObject(creation);
    expect(Object.keys((await stored()).valueAudit as object)).toEqual([name]);

    // A restore of the import stamps the value it changes back, and only that one.
    const [first] = await revisionsOf(server.db, id);
    dataOf(await request('POST', `/v1/products/${id}/revisions/${first!.id}/restore`, admin));
    const restored = await rows();
    expect(restored.name.values).toEqual(before.name.values);
    expect(restored.name.modified_by).toMatchObject({ id: creation.modified_by.id });
    expect(restored.name.modified_at).not.toBe(creation.modified_at);
    expect(restored.rating).toMatchObject(creation);
    expect(Object.keys((await stored()).valueAudit as object)).toEqual([name]);

    // A copy shows who wrote each value, not who copied it.
    const copy = dataOf(
      await request('POST', `/v1/products/${id}/clone`, {
        ...editor,
        body: { code: uniqueCode('p') },
      }),
    );
    const copied = dataOf(
      await request('GET', `/v1/products/${copy.id}/attributes?page_size=100`, admin),
    ).items.filter((r: any) => r.values.length > 0);
    const byCode = Object.fromEntries(copied.map((r: any) => [r.attribute_code, r]));
    expect(byCode.rating).toMatchObject(creation);
    expect(byCode.name.modified_at).toBe(restored.name.modified_at);
    expect(byCode.ean).toBeUndefined(); // unique values are not copied
  });

  it('updates, in the next batch, a product the batch before created (read while it was written)', async () => {
    // The test server's batches are 250 records: the 251st is read while the first 250 are
    // written, when its code names no product yet.
    const prefix = uniqueCode('batch');
    const codes = Array.from({ length: 250 }, (_, i) => `${prefix}-${i}`);
    const records: unknown[] = codes.map((code) => ({ code, family: 'shirts' }));
    records.push({ code: codes[0], status: 'in_review' });
    const job = await importItems(request, admin, 'products', records);
    expect(job.status).toBe('completed');
    expect(job.result).toMatchObject({ created: 250, updated: 1, failed: 0 });
    const items = await jobItems(request, admin, job.id, 'succeeded');
    expect(items.find((item) => item.index === 250)).toMatchObject({
      key: codes[0],
      payload: { action: 'updated' },
    });
    const state = await productState(request, admin, codes[0]!);
    expect(state).toMatchObject({ status: 'in_review' });
    const revisions = await revisionsOf(server.db, state!.id);
    expect(revisions.map((r) => r.changeSource)).toEqual(['import', 'import']);
  });

  describe('what changes between the reading of a batch and its write', () => {
    const scopeWith = (permissions: string[]): TenantScope => ({
      db: server.database,
      tenantId: w.home.id,
      source: 'import',
      principal: actingAs(
        { kind: 'user', id: w.admin.id, name: 'Batch test' },
        w.home.id,
        permissions,
      ),
    });
    const WRITE = ['catalog.products.read', 'catalog.products.write'];
    const APPROVE = [...WRITE, 'catalog.products.approve'];
    const options = { mode: 'upsert', dryRun: false } as const;
    const writeIn = (scope: TenantScope, write: Awaited<ReturnType<typeof readProductBatch>>) =>
      server.database.transaction((tx) => write({ ...scope, db: tx }));
    const stored = (code: string) =>
      server.db.product.findFirst({ where: { tenantId: w.home.id, code, deletedAt: null } });

    it('an asset deleted since the reading is not referenced: the record goes the one-by-one way', async () => {
      const asset = dataOf(
        await upload(server.baseUrl, png(2, 2), {
          filename: `${uniqueCode('image')}.png`,
          token: w.tokens.editor,
          tenant: w.home.id,
        }),
      );
      const code = uniqueCode('p');
      const scope = scopeWith(WRITE);
      const record = { code, family: 'shirts', values: { image: [{ data: { value: asset.id } }] } };
      const write = await readProductBatch(scope, [record], options, new Map());
      expect((await request('DELETE', `/v1/assets/${asset.id}`, editor)).status).toBe(200);
      // Left to importOne (undefined), which checks the asset in the batch's transaction.
      expect(await writeIn(scope, write)).toEqual([undefined]);
      expect(await stored(code)).toBeNull();
    });

    it('an option deleted since the reading is not referenced either', async () => {
      const materials = w.catalog.attributes.materials;
      const optionsPath = `/v1/attributes/${materials.id}/options`;
      const option = dataOf(
        await request('POST', optionsPath, {
          ...editor,
          body: { code: uniqueCode('o'), name: 'Hemp' },
        }),
      );
      const code = uniqueCode('p');
      const scope = scopeWith(WRITE);
      const record = {
        code,
        family: 'shirts',
        values: { materials: [{ data: { value: [option.code] } }] },
      };
      const write = await readProductBatch(scope, [record], options, new Map());
      expect((await request('DELETE', `${optionsPath}/${option.id}`, editor)).status).toBe(200);
      expect(await writeIn(scope, write)).toEqual([undefined]);
      expect(await stored(code)).toBeNull();
    });

    it('status moves are judged with the grants of the write, granted or taken since', async () => {
      const [granted, taken] = [uniqueCode('p'), uniqueCode('p')];
      const record = (code: string) => ({ code, family: 'shirts', status: 'approved' });
      const before = await readProductBatch(
        scopeWith(WRITE),
        [record(granted)],
        options,
        new Map(),
      );
      expect(await writeIn(scopeWith(APPROVE), before)).toEqual([
        { id: expect.any(String), action: 'created' },
      ]);
      expect(await stored(granted)).toMatchObject({ status: 'approved' });
      const after = await readProductBatch(scopeWith(APPROVE), [record(taken)], options, new Map());
      const [outcome] = await writeIn(scopeWith(WRITE), after);
      expect(outcome).toMatchObject({ failed: [{ code: 'forbidden', field: 'status' }] });
      expect(await stored(taken)).toBeNull();
    });
  });
});
