// Options of select and multiselect attributes (`/attributes/{id}/options`): create with labels and
// a default sort order, the list's defined order and search, label merge and removal, fixed codes,
// delete for good, other types refused, over REST and tRPC, isolated per tenant.
import { describe, expect, it } from 'vitest';
import { createAttribute, createAttributeOption, uniqueCode } from '@pim/db/seed';
import {
  checkCodeNameDescription,
  checkCodeUniqueness,
  checkDeleted,
  checkForeignWrites,
  checkIsolation,
  checkListPaging,
  checkWriterOnly,
  createCatalogWorld,
  dataOf,
  expectCreated,
  recordKeys,
} from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer, type Answer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const OPTION_KEYS = recordKeys('attribute_id', 'labels', 'sort_order');

const newAttribute = (type: 'select' | 'multiselect' | 'text' = 'select') =>
  createAttribute(server.db, w.home.id, { type });
const optionsOf = (attribute: { id: string }) => `/v1/attributes/${attribute.id}/options`;
const post = (attribute: { id: string }, body: Record<string, unknown>) =>
  request(
    'POST',
    optionsOf(attribute),
    w.asEditor({ code: uniqueCode('opt'), name: 'Red', ...body }),
  );
const codes = (page: { items: { code: string }[] }) => page.items.map((o) => o.code);

describe('POST /v1/attributes/{id}/options', () => {
  it('adds an option with labels; sort_order defaults to one more than the highest', async () => {
    const attribute = await newAttribute();
    const first = dataOf(
      await post(attribute, { code: 'red', labels: { fr_FR: 'Rouge', de_DE: 'Rot' } }),
    );
    expectCreated(w, first, OPTION_KEYS);
    expect(first).toMatchObject({
      attribute_id: attribute.id,
      code: 'red',
      name: 'Red',
      labels: { fr_FR: 'Rouge', de_DE: 'Rot' },
      sort_order: 0,
    });
    expect(dataOf(await post(attribute, { code: 'green' }))).toMatchObject({
      labels: {},
      sort_order: 1,
    });
    expect(dataOf(await post(attribute, { code: 'blue', sort_order: 10 })).sort_order).toBe(10);
    expect(dataOf(await post(attribute, { code: 'black' })).sort_order).toBe(11);
    const row = await server.db.attributeOption.findUniqueOrThrow({ where: { id: first.id } });
    expect(row).toMatchObject({ tenantId: w.home.id, labels: { fr_FR: 'Rouge', de_DE: 'Rot' } });
    const read = dataOf(await request('GET', `/v1/attributes/${attribute.id}`, w.asViewer()));
    expect(read.option_count).toBe(4);
  });

  it('validates every field', async () => {
    const attribute = await newAttribute('multiselect');
    const bad = (body: Record<string, unknown>) => post(attribute, body);
    expectError(await bad({ labels: { xx_XX: 'X' } }), 400, 'invalid_value', 'labels.xx_XX');
    expectError(await bad({ labels: { fr: 'X' } }), 400, 'invalid_value', 'labels.fr');
    expectError(await bad({ labels: { fr_FR: '' } }), 400, 'too_short', 'labels.fr_FR');
    expectError(await bad({ labels: { fr_FR: 'x'.repeat(256) } }), 400, 'too_long', 'labels.fr_FR');
    expectError(await bad({ labels: { fr_FR: 3 } }), 400, 'invalid_type', 'labels.fr_FR');
    expectError(await bad({ labels: { fr_FR: null } }), 400, 'invalid_type', 'labels.fr_FR');
    expectError(await bad({ labels: ['Rouge'] }), 400, 'invalid_type', 'labels');
    expectError(await bad({ sort_order: -1 }), 400, 'out_of_range', 'sort_order');
    expectError(await bad({ sort_order: 2.5 }), 400, 'invalid_type', 'sort_order');
    await checkCodeNameDescription(bad, {
      description: false,
      unknown: { attribute_id: attribute.id },
      longest: { labels: { en_US: 'x'.repeat(255) } },
    });
    expect(dataOf(await request('GET', optionsOf(attribute), w.asViewer())).items).toHaveLength(1);
  });

  it('answers 409 for a code the attribute has, not for one another attribute has', async () => {
    const attribute = await newAttribute();
    const other = await newAttribute();
    await checkCodeUniqueness(request, w, {
      path: optionsOf(attribute),
      post: (body) => post(attribute, body),
      elsewhere: (code) => post(other, { code }),
    });
  });

  it('refuses options on types that have none, and lists none for them', async () => {
    const text = await newAttribute('text');
    const answer = await post(text, {});
    expectError(answer, 400, 'invalid_value', '');
    expect(answer.body.message).toMatch(/Only select and multiselect attributes have options/);
    const page = dataOf(await request('GET', optionsOf(text), w.asViewer()));
    expect(page.items).toEqual([]);
    expect(page.pagination.total_items).toBe(0);
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    const attribute = await newAttribute();
    await checkWriterOnly(request, w, {
      path: optionsOf(attribute),
      procedure: 'attributes.createOption',
      input: { id: attribute.id, code: 'trpc', name: 'Via tRPC', labels: { it_IT: 'Tramite' } },
      expected: { code: 'trpc', labels: { it_IT: 'Tramite' } },
    });
  });

  it('waits for an attribute delete in progress, then finds the attribute gone (404)', async () => {
    const attribute = await newAttribute();
    let adding: Promise<Answer> | undefined;
    await server.db.$transaction(async (tx) => {
      // What the attribute delete does: lock FOR UPDATE, then mark the row deleted.
      await tx.$queryRaw`SELECT 1 FROM attributes WHERE id = ${attribute.id}::uuid FOR UPDATE`;
      adding = post(attribute, { code: 'late' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.attribute.update({ where: { id: attribute.id }, data: { deletedAt: new Date() } });
    });
    expectError(await adding!, 404, 'not_found');
    expect(await server.db.attributeOption.count({ where: { attributeId: attribute.id } })).toBe(0);
  });
});

describe('GET /v1/attributes/{id}/options', () => {
  it('pages with 20 by default, pagination inside data only', async () => {
    const attribute = await newAttribute();
    await createAttributeOption(server.db, attribute);
    await checkListPaging(request, w, optionsOf(attribute), {
      defaultPageSize: 20,
      topLevelPagination: false,
    });
  });

  it('lists by sort_order then code unless sorted otherwise, and searches code, name and labels', async () => {
    const attribute = await newAttribute();
    const add = (code: string, name: string, sortOrder: number, labels = {}) =>
      post(attribute, { code, name, sort_order: sortOrder, labels }).then(dataOf);
    await add('m', 'Medium', 2, { fr_FR: 'Moyen' });
    await add('s', 'Small', 1, { fr_FR: 'Petit', de_DE: 'Klein' });
    await add('xl', 'Extra large 100%', 3);
    await add('l', 'Large', 2, { fr_FR: 'Grand' });
    const list = async (query = '') =>
      codes(dataOf(await request('GET', `${optionsOf(attribute)}?${query}`, w.asViewer())));

    expect(await list()).toEqual(['s', 'l', 'm', 'xl']);
    expect(await list('sort=sort_order')).toEqual(['s', 'l', 'm', 'xl']);
    expect(await list('sort=-sort_order')).toEqual(['xl', 'l', 'm', 's']);
    expect(await list('sort=code')).toEqual(['l', 'm', 's', 'xl']);
    expect(await list('sort=-code')).toEqual(['xl', 's', 'm', 'l']);
    expect(await list('sort=name')).toEqual(['xl', 'l', 'm', 's']);
    expect(await list('sort=-created_at')).toEqual(['l', 'xl', 's', 'm']);
    expect(await list('page_size=2&page=2')).toEqual(['m', 'xl']);
    expect(await list('search=KLEIN')).toEqual(['s']);
    expect(await list('search=gran')).toEqual(['l']);
    expect(await list('search=large')).toEqual(['l', 'xl']);
    expect(await list('search=x')).toEqual(['xl']);
    expect(await list(`search=${encodeURIComponent('100%')}`)).toEqual(['xl']);
    expect(await list('search=%25')).toEqual(['xl']);
    expect(await list('search=fr_FR')).toEqual([]);
    expectError(
      await request('GET', `${optionsOf(attribute)}?sort=labels`, w.asViewer()),
      400,
      'invalid_value',
      'sort',
    );
    // Options of another attribute stay out.
    await createAttributeOption(server.db, await newAttribute(), { code: 'medium' });
    expect(await list('search=medi')).toEqual(['m']);
  });

  it('keeps only the options of the codes asked, beyond the first page of the list', async () => {
    const attribute = await newAttribute();
    for (let index = 0; index < 120; index += 1) {
      await createAttributeOption(server.db, attribute, {
        code: `o${String(index).padStart(3, '0')}`,
        sortOrder: index,
      });
    }
    const list = async (query: string) =>
      codes(dataOf(await request('GET', `${optionsOf(attribute)}?${query}`, w.asViewer())));

    // The 120th option, which a page of the first 100 leaves out; unknown codes are no error.
    expect(await list('codes=o119,o000,gone&page_size=100')).toEqual(['o000', 'o119']);
    expect(await list('codes=o119&codes=o101')).toEqual(['o101', 'o119']);
    expect(await list('codes=o105,o110&search=o11')).toEqual(['o110']);
    // Over tRPC: an array.
    const trpc = await request(
      'GET',
      `/trpc/attributes.listOptions?input=${encodeURIComponent(
        JSON.stringify({ id: attribute.id, codes: ['o118', 'o042'] }),
      )}`,
      w.asViewer(),
    );
    expect(trpc.status, trpc.text).toBe(200);
    expect(codes(trpc.body.result.data)).toEqual(['o042', 'o118']);

    const many = Array.from({ length: 101 }, (_, i) => `c${i}`).join(',');
    expectError(
      await request('GET', `${optionsOf(attribute)}?codes=${many}`, w.asViewer()),
      400,
      'too_long',
      'codes',
    );
    expectError(
      await request('GET', `${optionsOf(attribute)}?codes=a%20b`, w.asViewer()),
      400,
      'invalid_format',
      'codes.0',
    );
  });
});

describe('one option', () => {
  it('reads, renames, reorders, and merges labels by locale (null removes one)', async () => {
    const attribute = await newAttribute();
    const option = dataOf(
      await post(attribute, { code: 'red', labels: { fr_FR: 'Rouge', de_DE: 'Rot' } }),
    );
    const path = `${optionsOf(attribute)}/${option.id}`;
    expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(option);
    const patch = async (body: Record<string, unknown>) =>
      dataOf(await request('PATCH', path, w.asAdmin(body)));

    const merged = await patch({ labels: { it_IT: 'Rosso', fr_FR: 'Rouge vif' } });
    expect(merged.labels).toEqual({ fr_FR: 'Rouge vif', de_DE: 'Rot', it_IT: 'Rosso' });
    expect(merged.modified_by).toMatchObject({ id: w.admin.id });
    const removed = await patch({ labels: { de_DE: null, es_ES: null } });
    expect(removed.labels).toEqual({ fr_FR: 'Rouge vif', it_IT: 'Rosso' });
    const renamed = await patch({ name: 'Crimson', sort_order: 7, code: 'red' });
    expect(renamed).toMatchObject({ code: 'red', name: 'Crimson', sort_order: 7 });
    expect(renamed.labels).toEqual(removed.labels);

    const codeChange = await request('PATCH', path, w.asAdmin({ code: 'crimson' }));
    expectError(codeChange, 400, 'invalid_value', 'code');
    expect(codeChange.body.message).toMatch(/cannot change after the option is created/);
    expectError(
      await request('PATCH', path, w.asAdmin({ labels: { xx_XX: 'X' } })),
      400,
      'invalid_value',
      'labels.xx_XX',
    );
    expectError(
      await request('PATCH', path, w.asAdmin({ labels: { fr_FR: '' } })),
      400,
      'too_short',
      'labels.fr_FR',
    );
    expectError(await request('PATCH', path, w.asAdmin({ name: '' })), 400, 'too_short', 'name');
    expectError(
      await request('PATCH', path, w.asAdmin({ sort_order: -2 })),
      400,
      'out_of_range',
      'sort_order',
    );
    expectError(await request('PATCH', path, w.asViewer({ name: 'N' })), 403, 'forbidden');
    expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(renamed);
  });

  it('deletes an option for good: envelope without data, then 404', async () => {
    const attribute = await newAttribute();
    const option = dataOf(await post(attribute, { code: 'gone' }));
    const kept = dataOf(await post(attribute, { code: 'kept' }));
    const path = `${optionsOf(attribute)}/${option.id}`;
    expectError(await request('DELETE', path, w.asViewer()), 403, 'forbidden');
    await checkDeleted(request, w, path);
    expect(await server.db.attributeOption.findUnique({ where: { id: option.id } })).toBeNull();
    expect(codes(dataOf(await request('GET', optionsOf(attribute), w.asViewer())))).toEqual([
      kept.code,
    ]);
    // The code is free again.
    dataOf(await post(attribute, { code: 'gone' }));
  });

  it('finds an option only under its own live attribute', async () => {
    const attribute = await newAttribute();
    const other = await newAttribute();
    const option = await createAttributeOption(server.db, other);
    const wrong = `${optionsOf(attribute)}/${option.id}`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Moved' }],
      ['DELETE', undefined],
    ] as const) {
      expectError(await request(method, wrong, w.asAdmin(body)), 404, 'not_found');
    }
    await server.db.attribute.update({ where: { id: other.id }, data: { deletedAt: new Date() } });
    const right = `${optionsOf(other)}/${option.id}`;
    expectError(await request('GET', right, w.asViewer()), 404, 'not_found');
    expectError(await request('PATCH', right, w.asEditor({ name: 'N' })), 404, 'not_found');
    expectError(await request('GET', optionsOf(other), w.asViewer()), 404, 'not_found');
    expect(await server.db.attributeOption.findUnique({ where: { id: option.id } })).toMatchObject({
      name: option.name,
    });
  });

  it('hides another tenant’s options (404) and refuses another tenant’s header (403)', async () => {
    const foreign = await createAttribute(server.db, w.foreign.id, { type: 'select' });
    const option = await createAttributeOption(server.db, foreign);
    await checkIsolation(request, w, `${optionsOf(foreign)}/${option.id}`, {
      procedure: 'attributes.getOption',
      input: { id: foreign.id, optionId: option.id },
    });
    const own = await newAttribute();
    await checkForeignWrites(request, w, optionsOf(foreign), [
      'read',
      ['POST', '', { code: 'mine', name: 'Mine' }],
      ['PATCH', `/${option.id}`, { name: 'Mine now' }],
      ['DELETE', `/${option.id}`, undefined],
    ]);
    await checkForeignWrites(request, w, `${optionsOf(own)}/${option.id}`, ['read', 'delete']);
    const row = await server.db.attributeOption.findUniqueOrThrow({ where: { id: option.id } });
    expect(row.name).toBe(option.name);
    expect(await server.db.attributeOption.count({ where: { attributeId: foreign.id } })).toBe(1);
  });
});
