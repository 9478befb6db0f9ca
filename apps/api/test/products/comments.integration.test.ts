// A product's comments: listed oldest first with author, time, text and the attribute they are
// about; written by whoever may change the product (1..2000 characters of plain text, trimmed),
// read by whoever may read it; deleted by their author only; no revision, no change of the
// product; isolation (another tenant's product or comment is 404, another tenant's header 403).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRODUCT_COMMENT_MAX } from '@pim/core';
import { dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { createProductsWorld } from '../helpers/products.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createProductsWorld(server, request);
const commentsOf = (productId: string) => `/v1/products/${productId}/comments`;
const COMMENT_KEYS = ['attribute', 'body', 'created_at', 'created_by', 'id', 'product_id'];

describe('comments on a product', () => {
  it('are listed oldest first, with their author and the attribute they are about', async () => {
    const product = await w.create();
    const name = w.catalog.attributes.name;
    const first = dataOf(
      await request(
        'POST',
        commentsOf(product.id),
        w.asEditor({ body: '  The name reads oddly in French.  ', attribute_id: name.id }),
      ),
    );
    expect(Object.keys(first).sort()).toEqual(COMMENT_KEYS);
    expect(first).toMatchObject({
      product_id: product.id,
      body: 'The name reads oddly in French.',
      attribute: { id: name.id, code: 'name', name: 'Name' },
      created_by: { id: w.editor.id, type: 'user' },
    });
    const second = dataOf(
      await request('POST', commentsOf(product.id), w.asAdmin({ body: '<b>Fixed</b> & done' })),
    );
    expect(second).toMatchObject({ body: '<b>Fixed</b> & done', attribute: null });

    const page = dataOf(await request('GET', commentsOf(product.id), w.asViewer()));
    expect(page.items.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    expect(page.pagination).toMatchObject({ page: 1, page_size: 50, total_items: 2 });
    const paged = dataOf(
      await request('GET', `${commentsOf(product.id)}?page=2&page_size=1`, w.asViewer()),
    );
    expect(paged.items.map((c: { id: string }) => c.id)).toEqual([second.id]);
    // Another product's discussion is its own.
    const other = await w.create();
    expect(dataOf(await request('GET', commentsOf(other.id), w.asViewer())).items).toEqual([]);
  });

  it('write no revision and leave the product unchanged', async () => {
    const product = await w.create();
    const before = await server.db.product.findUniqueOrThrow({ where: { id: product.id } });
    const comment = dataOf(
      await request('POST', commentsOf(product.id), w.asEditor({ body: 'Needs a picture' })),
    );
    dataOf(await request('DELETE', `${commentsOf(product.id)}/${comment.id}`, w.asEditor()));
    const after = await server.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(after).toEqual(before);
    expect(await server.db.productRevision.count({ where: { productId: product.id } })).toBe(1);
  });

  it('check the text and the attribute', async () => {
    const product = await w.create();
    const post = (body: object) => request('POST', commentsOf(product.id), w.asEditor(body));
    expectError(await post({ body: '' }), 400, 'too_short', 'body');
    expectError(await post({ body: ' \n\t ' }), 400, 'too_short', 'body');
    expectError(await post({}), 400, 'required', 'body');
    expectError(await post({ body: 'x'.repeat(PRODUCT_COMMENT_MAX + 1) }), 400, 'too_long', 'body');
    dataOf(await post({ body: 'x'.repeat(PRODUCT_COMMENT_MAX) }));
    expectError(
      await post({ body: 'About what?', attribute_id: randomUUID() }),
      400,
      'invalid_reference',
      'attribute_id',
    );
    const foreignName = w.foreignCatalog.attributes.name;
    expectError(
      await post({ body: 'About theirs', attribute_id: foreignName.id }),
      400,
      'invalid_reference',
      'attribute_id',
    );
    expectError(await post({ body: 'x', extra: 1 }), 400, 'unknown_field');
  });

  it('are deleted by their author only', async () => {
    const product = await w.create();
    const mine = dataOf(
      await request('POST', commentsOf(product.id), w.asEditor({ body: 'Mine' })),
    );
    const path = `${commentsOf(product.id)}/${mine.id}`;
    const refused = await request('DELETE', path, w.asAdmin());
    expectError(refused, 403, 'forbidden');
    expect(refused.body.message).toBe('Only the author of a comment can delete it');
    expectError(await request('DELETE', path, w.asViewer()), 403, 'forbidden');
    // Under another product's path the comment is not found.
    const other = await w.create();
    expectError(
      await request('DELETE', `${commentsOf(other.id)}/${mine.id}`, w.asEditor()),
      404,
      'not_found',
    );
    expect((await request('DELETE', path, w.asEditor())).body).toEqual({ success: true });
    expectError(await request('DELETE', path, w.asEditor()), 404, 'not_found');
    expect(dataOf(await request('GET', commentsOf(product.id), w.asViewer())).items).toEqual([]);
  });

  it('take the write permission to add, the read permission to list', async () => {
    const product = await w.create();
    expectError(
      await request('POST', commentsOf(product.id), w.asViewer({ body: 'Hello' })),
      403,
      'forbidden',
    );
  });

  it('are hidden with their product, and 404 for an unknown or deleted product', async () => {
    const product = await w.create();
    dataOf(await request('POST', commentsOf(product.id), w.asEditor({ body: 'Soon gone' })));
    await server.db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
    expectError(await request('GET', commentsOf(product.id), w.asViewer()), 404, 'not_found');
    expectError(
      await request('POST', commentsOf(product.id), w.asEditor({ body: 'Too late' })),
      404,
      'not_found',
    );
    expectError(await request('GET', commentsOf(randomUUID()), w.asViewer()), 404, 'not_found');
    expectError(await request('GET', commentsOf('nope'), w.asViewer()), 400, 'invalid_format');
  });
});

describe('isolation', () => {
  it("answers 404 for another tenant's product and comment, and 403 with its tenant header", async () => {
    const theirs = await w.createForeign();
    const theirComment = dataOf(
      await request('POST', commentsOf(theirs.id), w.asForeign({ body: 'Ours' })),
    );
    expectError(await request('GET', commentsOf(theirs.id), w.asAdmin()), 404, 'not_found');
    const input = encodeURIComponent(JSON.stringify({ productId: theirs.id }));
    expectTrpcError(
      await request('GET', `/trpc/productComments.list?input=${input}`, w.asAdmin()),
      404,
      'not_found',
    );
    expectError(
      await request('POST', commentsOf(theirs.id), w.asAdmin({ body: 'Hi' })),
      404,
      'not_found',
    );
    expectError(
      await request('DELETE', `${commentsOf(theirs.id)}/${theirComment.id}`, w.asAdmin()),
      404,
      'not_found',
    );
    // Their comment under one of home's products is not found either.
    const mine = await w.create();
    expectError(
      await request('DELETE', `${commentsOf(mine.id)}/${theirComment.id}`, w.asAdmin()),
      404,
      'not_found',
    );
    expectError(
      await request('GET', commentsOf(theirs.id), w.asAdminInForeign()),
      403,
      'tenant_forbidden',
    );
    const still = dataOf(await request('GET', commentsOf(theirs.id), w.asForeign()));
    expect(still.items.map((c: { id: string }) => c.id)).toEqual([theirComment.id]);
  });
});
