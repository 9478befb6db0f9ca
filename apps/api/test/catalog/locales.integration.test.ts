// GET /v1/locales: every locale the service knows, the same for all tenants, named in English from
// its code, searched by code, language or country.
import { describe, expect, it } from 'vitest';
import {
  checkListPaging,
  checkListRefusals,
  createCatalogWorld,
  dataOf,
} from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

interface Locale {
  id: string;
  locale_code: string;
  language_name: string;
  country_name: string;
}

const list = async (query = ''): Promise<{ items: Locale[]; pagination: any }> =>
  dataOf(await request('GET', `/v1/locales${query}`, w.asViewer()));
const codes = (page: { items: Locale[] }) => page.items.map((l) => l.locale_code);

describe('GET /v1/locales', () => {
  it('lists the 210 locales of the table, by code, with their ids', async () => {
    const all: Locale[] = [];
    for (let page = 1; page <= 3; page++)
      all.push(...(await list(`?page=${page}&page_size=100`)).items);
    expect(all).toHaveLength(210);
    expect(Object.keys(all[0]!).sort()).toEqual([
      'country_name',
      'id',
      'language_name',
      'locale_code',
    ]);
    const rows = await server.db.locale.findMany();
    expect(new Map(all.map((l) => [l.locale_code, l.id]))).toEqual(
      new Map(rows.map((r) => [r.code, r.id])),
    );
    const first = await list();
    expect(first.pagination).toEqual({
      has_next: true,
      page: 1,
      page_size: 20,
      total_items: 210,
      total_pages: 11,
    });
    expect(codes(first)).toEqual(all.slice(0, 20).map((l) => l.locale_code));
    // Every locale is named: no language or country left as its bare code.
    for (const locale of all) {
      const [language] = locale.locale_code.split('_');
      expect(locale.language_name, locale.locale_code).not.toBe(language);
      expect(locale.country_name, locale.locale_code).toMatch(/^[A-Z][^_]+$/);
    }
  });

  it('names language and country from the code, script included', async () => {
    const named = async (code: string) =>
      (await list(`?search=${code}`)).items.find((l) => l.locale_code === code);
    expect(await named('en_US')).toMatchObject({
      language_name: 'English',
      country_name: 'United States',
    });
    expect(await named('fr_FR')).toMatchObject({ language_name: 'French', country_name: 'France' });
    expect(await named('sr_Latn_RS')).toMatchObject({
      language_name: 'Serbian (Latin)',
      country_name: 'Serbia',
    });
    expect(await named('de_CH')).toMatchObject({
      language_name: 'German',
      country_name: 'Switzerland',
    });
    // A legacy code ICU knows under another name.
    expect(await named('qut_GT')).toMatchObject({
      language_name: 'Kʼicheʼ',
      country_name: 'Guatemala',
    });
  });

  it('searches code, language or country, any case and accents', async () => {
    expect(codes(await list('?search=fr_FR'))).toEqual(['fr_FR']);
    expect(codes(await list('?search=SERBIAN&page_size=100'))).toEqual([
      'sr_Cyrl_BA',
      'sr_Cyrl_CS',
      'sr_Cyrl_ME',
      'sr_Cyrl_RS',
      'sr_Latn_BA',
      'sr_Latn_CS',
      'sr_Latn_ME',
      'sr_Latn_RS',
    ]);
    expect(codes(await list('?search=France')).sort()).toEqual([
      'br_FR',
      'co_FR',
      'fr_FR',
      'gsw_FR',
      'oc_FR',
    ]);
    expect(codes(await list('?search=maori'))).toEqual(['mi_NZ']);
    expect(codes(await list('?search=%20switzerland%20')).sort()).toEqual([
      'de_CH',
      'fr_CH',
      'it_CH',
      'rm_CH',
    ]);
    const none = await list('?search=klingon');
    expect(none).toEqual({
      items: [],
      pagination: { has_next: false, page: 1, page_size: 20, total_items: 0, total_pages: 0 },
    });
  });

  it('pages and sorts by code', async () => {
    await checkListPaging(request, w, '/v1/locales', {
      defaultPageSize: 20,
      topLevelPagination: false,
    });
    const english = await list('?search=english&page_size=5&page=2');
    expect(english.pagination).toMatchObject({ page: 2, page_size: 5, has_next: true });
    expect(english.items).toHaveLength(5);
    const ascending = codes(await list('?search=english&page_size=100&sort=code'));
    const descending = codes(await list('?search=english&page_size=100&sort=-code'));
    expect(descending).toEqual([...ascending].reverse());
    expect(ascending).toContain('en_US');
    await checkListRefusals(request, w, '/v1/locales', [
      ['sort=name', 'invalid_value', 'sort'],
      ['bogus=1', 'unknown_field', 'bogus'],
    ]);
  });

  it('needs a token and one of the caller’s tenants; works over tRPC', async () => {
    expect((await request('GET', '/v1/locales')).status).toBe(401);
    expectError(await request('GET', '/v1/locales', w.asAdminInForeign()), 403, 'tenant_forbidden');
    const input = encodeURIComponent(JSON.stringify({ search: 'en_GB' }));
    const answer = await request('GET', `/trpc/locales.list?input=${input}`, w.asViewer());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data.items).toEqual([
      expect.objectContaining({
        locale_code: 'en_GB',
        language_name: 'English',
        country_name: 'United Kingdom',
      }),
    ]);
  });
});
