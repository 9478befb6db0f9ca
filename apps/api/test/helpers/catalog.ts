// What the catalog tests share: the world they run in (catalog-world.ts), the checks of the
// writes every catalog resource shares (catalog-writes.ts), and here those of its reads: its
// list's paging, its status moves, its translations and its answers to another tenant. A
// resource's own test file calls these and adds what only it does.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { expectError, expectTrpcError } from './expect.ts';
import type { Request } from './server.ts';
import { type CatalogWorld, dataOf } from './catalog-world.ts';

export * from './catalog-world.ts';
export * from './catalog-writes.ts';

/**
 * A list's paging: the default page size, 1..100, a page past the end, and, for trees, categories
 * and channels, `pagination` repeated beside `data`.
 */
export async function checkListPaging(
  request: Request,
  w: CatalogWorld,
  path: string,
  options: { defaultPageSize: number; topLevelPagination: boolean },
) {
  const join = path.includes('?') ? '&' : '?';
  const first = dataOf(await request('GET', path, w.asViewer()));
  expect(first.pagination).toMatchObject({ page: 1, page_size: options.defaultPageSize });
  const answer = await request('GET', path, w.asViewer());
  if (options.topLevelPagination) expect(answer.body.pagination).toEqual(first.pagination);
  else expect(answer.body).not.toHaveProperty('pagination');
  for (const bad of ['0', '101', 'x', '1.5']) {
    expectError(
      await request('GET', `${path}${join}page_size=${bad}`, w.asViewer()),
      400,
      bad === 'x' ? 'invalid_type' : bad === '1.5' ? 'invalid_type' : 'out_of_range',
      'page_size',
    );
  }
  expectError(
    await request('GET', `${path}${join}page=0`, w.asViewer()),
    400,
    'out_of_range',
    'page',
  );
  const past = dataOf(
    await request('GET', `${path}${join}page=${first.pagination.total_pages + 1}`, w.asViewer()),
  );
  expect(past.items).toEqual([]);
  expect(past.pagination.has_next).toBe(false);
}

/** `PATCH <path>/status` between active and inactive: moves, no-op, bad values. */
export async function checkActiveInactive(request: Request, w: CatalogWorld, path: string) {
  const set = (status: unknown) => request('PATCH', `${path}/status`, w.asEditor({ status }));
  expect(dataOf(await set('inactive')).status).toBe('inactive');
  expect(dataOf(await set('inactive')).status).toBe('inactive');
  expect(dataOf(await set('active')).status).toBe('active');
  expectError(await set('archived'), 400, 'invalid_value', 'status');
  expectError(await set(undefined), 400, 'required', 'status');
  expectError(
    await request('PATCH', `${path}/status`, w.asViewer({ status: 'inactive' })),
    403,
    'forbidden',
  );
}

/**
 * `GET/PATCH <path>/translations`: an upsert by locale that keeps the other locales and the
 * first created_at; unknown and repeated locales refused.
 */
export async function checkTranslations(request: Request, w: CatalogWorld, path: string) {
  const url = `${path}/translations`;
  const patch = (translations: unknown) => request('PATCH', url, w.asEditor({ translations }));
  const before = dataOf(await request('GET', url, w.asViewer()));
  expect(before.items).toEqual([]);

  const created = dataOf(
    await patch([
      { locale: 'fr_FR', name: 'Nom' },
      { locale: 'de_DE', name: 'Name' },
    ]),
  );
  expect(created.items.map((t: { locale: string }) => t.locale)).toEqual(['de_DE', 'fr_FR']);
  const fr = created.items.find((t: { locale: string }) => t.locale === 'fr_FR');
  expect(fr).toEqual({
    locale: 'fr_FR',
    name: 'Nom',
    created_at: expect.stringMatching(/Z$/),
    modified_at: fr.created_at,
  });

  await new Promise((resolve) => setTimeout(resolve, 5));
  const updated = dataOf(await patch([{ locale: 'fr_FR', name: 'Nom modifié' }]));
  const fr2 = updated.items.find((t: { locale: string }) => t.locale === 'fr_FR');
  expect(fr2).toMatchObject({ name: 'Nom modifié', created_at: fr.created_at });
  expect(fr2.modified_at > fr.modified_at).toBe(true);
  expect(updated.items).toHaveLength(2);
  expect(dataOf(await request('GET', url, w.asViewer()))).toEqual(updated);

  expectError(
    await patch([{ locale: 'xx_XX', name: 'N' }]),
    400,
    'invalid_value',
    'translations.0.locale',
  );
  expectError(
    await patch([{ locale: 'fr', name: 'N' }]),
    400,
    'invalid_format',
    'translations.0.locale',
  );
  expectError(
    await patch([
      { locale: 'it_IT', name: 'A' },
      { locale: 'it_IT', name: 'B' },
    ]),
    400,
    'invalid_value',
    'translations.1.locale',
  );
  expectError(await patch([]), 400, 'too_short', 'translations');
  expectError(
    await patch([{ locale: 'it_IT', name: '' }]),
    400,
    'too_short',
    'translations.0.name',
  );
  expectError(
    await patch([{ locale: 'it_IT', name: 'x'.repeat(256) }]),
    400,
    'too_long',
    'translations.0.name',
  );
  expectError(await request('PATCH', url, w.asEditor({})), 400, 'required', 'translations');
  expectError(
    await request('PATCH', url, w.asViewer({ translations: [{ locale: 'it_IT', name: 'N' }] })),
    403,
    'forbidden',
  );
  // Nothing of the refused requests was written.
  expect(dataOf(await request('GET', url, w.asViewer()))).toEqual(updated);
}

/**
 * Another tenant's record: 404 to its id with the caller's own tenant (REST and tRPC), 403
 * with the other tenant's header; an unknown and a malformed id as well.
 */
export async function checkIsolation(
  request: Request,
  w: CatalogWorld,
  path: string,
  trpc: { procedure: string; input: Record<string, unknown> },
) {
  // `path` is a record of the foreign tenant: home's administrator, in home, cannot see it.
  expectError(await request('GET', path, w.asAdmin()), 404, 'not_found');
  const input = encodeURIComponent(JSON.stringify(trpc.input));
  const viaTrpc = await request('GET', `/trpc/${trpc.procedure}?input=${input}`, w.asAdmin());
  expectTrpcError(viaTrpc, 404, 'not_found');
  expectError(await request('GET', path, w.asAdminInForeign()), 403, 'tenant_forbidden');
  // The foreign administrator sees it, so the 404 was about the tenant.
  dataOf(await request('GET', path, w.asForeign()));
  const unknown = path.replace(/[0-9a-f-]{36}$/, randomUUID());
  expectError(await request('GET', unknown, w.asAdmin()), 404, 'not_found');
  const malformed = path.replace(/[0-9a-f-]{36}$/, 'not-a-uuid');
  expectError(await request('GET', malformed, w.asAdmin()), 400, 'invalid_format');
}

/** The keys of a catalog record: code, name, id and audit fields, and its own `extra`. */
