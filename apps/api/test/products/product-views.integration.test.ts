// /v1/product-views: a caller's saved views of the product grid. Create, list by name, rename
// and change, delete; names unique per owner (409), bounds on name and query; a view is its
// owner's alone (another user's, or another tenant's, answers 404; another tenant's header
// 403), for users and API keys alike; reading products is all it takes.
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer, trpcMutation } from '../helpers/server.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { request } = await testServer();
const w = await createTenantWorld({
  tenants: ['home'],
  foreignTenants: ['foreign'],
  users: {
    viewer: { home: 'viewer' },
    colleague: { home: 'editor' },
    foreignAdmin: { foreign: 'admin' },
  },
  machines: { bot: { tenant: 'home', grant: 'viewer' } },
  signIn: ['viewer', 'colleague', 'foreignAdmin'],
});
const VIEWS = '/v1/product-views';
const as =
  (token: string, tenant = w.home.id) =>
  (body?: unknown) => ({
    token,
    tenant,
    ...(body === undefined ? {} : { body }),
  });
const viewer = as(w.tokens.viewer);
const colleague = as(w.tokens.colleague);
const foreign = as(w.tokens.foreignAdmin, w.foreign.id);
const bot = as(w.bot.key.rawKey);

type View = { id: string; name: string; query: string; created_at: string; modified_at: string };
const create = async (name: string, query = 'status=draft', who = viewer) =>
  dataOf(await request('POST', VIEWS, who({ name, query }))) as View;
const names = async (who = viewer) =>
  (dataOf(await request('GET', VIEWS, who())).items as View[]).map((v) => v.name);

describe('/v1/product-views', () => {
  it('creates, lists by name, changes and deletes a view of the caller', async () => {
    const drafts = await create('Drafts', 'status=draft&sort=-modified_at');
    expect(Object.keys(drafts).sort()).toEqual([
      'created_at',
      'id',
      'modified_at',
      'name',
      'query',
    ]);
    expect(drafts).toMatchObject({ name: 'Drafts', query: 'status=draft&sort=-modified_at' });
    await create('Approved shirts', 'status=approved&columns=color,size');
    expect(await names()).toEqual(['Approved shirts', 'Drafts']);

    const renamed = dataOf(
      await request('PATCH', `${VIEWS}/${drafts.id}`, viewer({ name: 'My drafts' })),
    ) as View;
    expect(renamed).toMatchObject({ id: drafts.id, name: 'My drafts', query: drafts.query });
    const changed = dataOf(
      await request('PATCH', `${VIEWS}/${drafts.id}`, viewer({ query: 'status=in_review' })),
    ) as View;
    expect(changed).toMatchObject({ name: 'My drafts', query: 'status=in_review' });

    const removed = await request('DELETE', `${VIEWS}/${drafts.id}`, viewer());
    expect(removed.status).toBe(200);
    expect(await names()).toEqual(['Approved shirts']);
    expectError(await request('DELETE', `${VIEWS}/${drafts.id}`, viewer()), 404, 'not_found');
  });

  it('refuses a name the caller already uses (409), but not one another caller uses', async () => {
    const first = await create('Shared name');
    expectError(
      await request('POST', VIEWS, viewer({ name: 'Shared name', query: '' })),
      409,
      'already_exists',
      'name',
    );
    const other = await create('Other', '', viewer);
    expectError(
      await request('PATCH', `${VIEWS}/${other.id}`, viewer({ name: 'Shared name' })),
      409,
      'already_exists',
      'name',
    );
    const theirs = await create('Shared name', 'status=draft', colleague);
    expect(theirs.id).not.toBe(first.id);
  });

  it('bounds the name and the query, and refuses unknown fields', async () => {
    const post = (body: object) => request('POST', VIEWS, viewer(body));
    expectError(await post({ name: '', query: '' }), 400, 'too_short', 'name');
    expectError(await post({ name: '   ', query: '' }), 400, 'too_short', 'name');
    expectError(await post({ name: 'x'.repeat(101), query: '' }), 400, 'too_long', 'name');
    expectError(await post({ name: 'Long', query: 'q'.repeat(4001) }), 400, 'too_long', 'query');
    expectError(await post({ query: '' }), 400, 'required', 'name');
    expectError(await post({ name: 'N' }), 400, 'required', 'query');
    expectError(await post({ name: 'N', query: 1 }), 400, 'invalid_type', 'query');
    expectError(await post({ name: 'N', query: '', owner: 'x' }), 400, 'unknown_field', 'owner');
    const longest = await create('y'.repeat(100), 'q'.repeat(4000));
    expect(longest.query).toHaveLength(4000);
    expectError(
      await request('PATCH', `${VIEWS}/not-a-uuid`, viewer({ name: 'N' })),
      400,
      'invalid_format',
    );
  });

  it("answers another user's view as one that does not exist", async () => {
    const mine = await create('Mine only');
    expect(await names(colleague)).not.toContain('Mine only');
    const path = `${VIEWS}/${mine.id}`;
    expectError(await request('PATCH', path, colleague({ name: 'Taken' })), 404, 'not_found');
    expectError(await request('DELETE', path, colleague()), 404, 'not_found');
    expect(await names()).toContain('Mine only');
  });

  it("answers another tenant's view 404, and another tenant's header 403", async () => {
    const theirs = await create('Foreign view', '', foreign);
    const path = `${VIEWS}/${theirs.id}`;
    expectError(await request('PATCH', path, viewer({ name: 'Mine' })), 404, 'not_found');
    expectError(await request('DELETE', path, viewer()), 404, 'not_found');
    expect(await names(foreign)).toEqual(['Foreign view']);
    const other = as(w.tokens.viewer, w.foreign.id);
    expectError(await request('GET', VIEWS, other()), 403, 'tenant_forbidden');
    expectError(
      await request('POST', VIEWS, other({ name: 'In', query: '' })),
      403,
      'tenant_forbidden',
    );
    expectError(await request('DELETE', path, other()), 403, 'tenant_forbidden');
  });

  it('keeps the views of an API key apart from its creator’s, and works over tRPC', async () => {
    const saved = await trpcMutation(
      request,
      'productViews.create',
      { name: 'Bot view', query: 'a=1' },
      bot(),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.result.data).toMatchObject({ name: 'Bot view', query: 'a=1' });
    expect(await names(bot)).toEqual(['Bot view']);
    expect(await names()).not.toContain('Bot view');
  });
});
