// PATCH /v1/products/{id}/status: the moves of the workflow, the same status as a no-op, approving
// only with catalog.products.approve, the cascade to every variant in the same change (one
// revision), and concurrent moves serialized.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { createProductsWorld, insertVariant, productPath } from '../helpers/products.ts';
import { revisionsOf } from '../helpers/product-jobs.ts';
import { testServer, trpcMutation } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createProductsWorld(server, request);

type Status = 'draft' | 'in_review' | 'approved' | 'archived';
const STATUSES: Status[] = ['draft', 'in_review', 'approved', 'archived'];
const ALLOWED: Record<Status, Status[]> = {
  draft: ['in_review', 'archived'],
  in_review: ['approved', 'draft', 'archived'],
  approved: ['draft', 'archived'],
  archived: ['draft'],
};

const setStatus = (id: string, status: unknown, as = w.asAdmin) =>
  request('PATCH', `${productPath(id)}/status`, as({ status }));
const revisions = (productId: string) => server.db.productRevision.count({ where: { productId } });

/** The moves from draft to each status. */
const PATH_TO: Record<Status, Status[]> = {
  draft: [],
  in_review: ['in_review'],
  approved: ['in_review', 'approved'],
  archived: ['archived'],
};

/** A product brought to `status` by the administrator, each move one revision. */
async function productIn(status: Status) {
  const created = await w.create();
  for (const step of PATH_TO[status]) dataOf(await setStatus(created.id, step));
  return created;
}

describe('PATCH /v1/products/{id}/status', () => {
  it('allows exactly the moves of the workflow; the same status is a no-op', async () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const product = await productIn(from);
        const before = await revisions(product.id);
        const answer = await setStatus(product.id, to);
        const label = `${from} -> ${to}`;
        if (from === to || ALLOWED[from].includes(to)) {
          expect(dataOf(answer).status, label).toBe(to);
        } else {
          expectError(answer, 409, 'invalid_transition', 'status');
        }
        const stored = await server.db.product.findUniqueOrThrow({ where: { id: product.id } });
        expect(stored.status, label).toBe(ALLOWED[from].includes(to) ? to : from);
        expect(await revisions(product.id), label).toBe(
          before + (ALLOWED[from].includes(to) ? 1 : 0),
        );
      }
    }
  });

  it('approves only with catalog.products.approve (the editor has write, not approve)', async () => {
    const product = await productIn('in_review');
    const refused = await setStatus(product.id, 'approved', w.asEditor);
    expectError(refused, 403, 'forbidden');
    expect(refused.body.message).toContain('catalog.products.approve');
    expect((await server.db.product.findUniqueOrThrow({ where: { id: product.id } })).status).toBe(
      'in_review',
    );
    expect(dataOf(await setStatus(product.id, 'approved', w.asAdmin)).status).toBe('approved');
    // Approved again is a no-op, which needs no approval; leaving approved needs none either.
    expect(dataOf(await setStatus(product.id, 'approved', w.asEditor)).status).toBe('approved');
    const back = dataOf(await setStatus(product.id, 'draft', w.asEditor));
    expect(back).toMatchObject({ status: 'draft', modified_by: { id: w.editor.id } });
  });

  it('moves every variant with the product, in the same revision', async () => {
    const product = await productIn('draft');
    const variants = [
      await insertVariant(server.db, product, w.home.id, 'draft'),
      await insertVariant(server.db, product, w.home.id, 'archived'),
    ];
    const other = await w.create();
    const bystander = await insertVariant(server.db, other, w.home.id, 'draft');
    const before = await revisions(product.id);
    dataOf(await setStatus(product.id, 'in_review'));
    const stored = await server.db.variant.findMany({
      where: { id: { in: variants.map((v) => v.id) } },
    });
    expect(stored.map((v) => v.status)).toEqual(['in_review', 'in_review']);
    expect(stored[0]!.modifiedBy).toMatchObject({ id: w.admin.id });
    expect(await revisions(product.id)).toBe(before + 1);
    const { snapshot } = (await revisionsOf(server.db, product.id)).at(-1)!;
    expect(snapshot.variants.map((v) => v.status)).toEqual(['in_review', 'in_review']);
    const untouched = await server.db.variant.findUniqueOrThrow({ where: { id: bystander.id } });
    expect(untouched.status).toBe('draft');
    // A refused move changes no variant.
    expectError(await setStatus(product.id, 'approved', w.asEditor), 403, 'forbidden');
    const after = await server.db.variant.findMany({ where: { productId: product.id } });
    expect(after.map((v) => v.status)).toEqual(['in_review', 'in_review']);
  });

  it('serializes concurrent moves: the second sees the first and is a no-op', async () => {
    const product = await productIn('draft');
    await insertVariant(server.db, product, w.home.id, 'draft');
    const before = await revisions(product.id);
    const answers = await Promise.all([
      setStatus(product.id, 'in_review'),
      setStatus(product.id, 'in_review'),
      setStatus(product.id, 'in_review'),
    ]);
    for (const answer of answers) expect(dataOf(answer).status).toBe('in_review');
    expect(await revisions(product.id)).toBe(before + 1);
  });

  it('validates the body, and keeps out viewers and other tenants, over REST and tRPC', async () => {
    const product = await productIn('draft');
    expectError(await setStatus(product.id, undefined), 400, 'required', 'status');
    expectError(await setStatus(product.id, 'active'), 400, 'invalid_value', 'status');
    expectError(await setStatus(product.id, 1), 400, 'invalid_value', 'status');
    expectError(
      await request(
        'PATCH',
        `${productPath(product.id)}/status`,
        w.asAdmin({ status: 'draft', comment: 'x' }),
      ),
      400,
      'unknown_field',
      'comment',
    );
    expectError(await setStatus(product.id, 'in_review', w.asViewer), 403, 'forbidden');
    expectError(await setStatus(randomUUID(), 'in_review'), 404, 'not_found');
    expectError(await setStatus('nope', 'in_review'), 400, 'invalid_format');
    const foreign = await w.createForeign();
    expectError(await setStatus(foreign.id, 'in_review'), 404, 'not_found');
    expectError(
      await setStatus(foreign.id, 'in_review', w.asAdminInForeign),
      403,
      'tenant_forbidden',
    );
    const stored = await server.db.product.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(stored.status).toBe('draft');
    const viaTrpc = await trpcMutation(
      request,
      'products.setStatus',
      { id: product.id, status: 'in_review' },
      { token: w.tokens.editor, tenant: w.home.id },
    );
    expect(viaTrpc.status, viaTrpc.text).toBe(200);
    expect(viaTrpc.body.result.data.status).toBe('in_review');
    expectTrpcError(
      await trpcMutation(
        request,
        'products.setStatus',
        { id: product.id, status: 'approved' },
        { token: w.tokens.editor, tenant: w.home.id },
      ),
      403,
      'forbidden',
    );
    expectTrpcError(
      await trpcMutation(
        request,
        'products.setStatus',
        { id: foreign.id, status: 'archived' },
        { token: w.tokens.admin, tenant: w.home.id },
      ),
      404,
      'not_found',
    );
  });
});
