// What bounds the work one request can make the server do on its event loop (the figures are
// in `pnpm bench:event-loop`): rich text read in one linear pass, pattern checks bounded by
// their cost, JSON bodies bounded in members before they are parsed, and value writes checked
// in turns. Each case here once held every tenant's requests for a second or more.
import { describe, expect, it } from 'vitest';
import { addFamilyAttribute, createAttribute } from '@pim/db/seed';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createValuesWorld, item, scoped } from '../helpers/values.ts';

const { server, request } = await testServer();
const v = await createValuesWorld(server, request);
const product = await v.product();

/** A family attribute made straight in the database (what an older release may have kept). */
async function storedAttribute(type: 'text' | 'textarea', config: Record<string, number | string>) {
  const attribute = await createAttribute(v.db, v.w.home.id, { type, config });
  await addFamilyAttribute(v.db, v.cat.family, attribute.id);
  return attribute;
}

describe('rich text', () => {
  it('takes 15 values of < and a 64 KB name in one request, as text', async () => {
    const textareas = await Promise.all(
      Array.from({ length: 15 }, () => storedAttribute('textarea', { max_length: 65_535 })),
    );
    const hostile = `<${'a'.repeat(65_534)}`;
    const answer = await v.patch(
      product.id,
      textareas.map((attribute) => item(attribute, scoped(hostile))),
    );
    // The request budget of rich text (RICH_TEXT_PER_REQUEST) refuses the later ones.
    expect([200, 400]).toContain(answer.status);
    if (answer.status === 400) expect(answer.body.errors[0].code).toBe('too_long');
    const one = await v.patch(product.id, [item(textareas[0]!, scoped(`<p>${hostile}`))]);
    expectError(one, 400, 'too_long', '0.values.0.data.value');
    const nested = await v.patch(product.id, [item(textareas[1]!, scoped('<p>'.repeat(65)))]);
    expectError(nested, 400, 'invalid_value', '0.values.0.data.value');
    const fine = await v.patch(product.id, [item(textareas[2]!, scoped('<p>a<br/>b</p>'))]);
    expect(fine.status).toBe(200);
  });
});

describe('patterns', () => {
  it('refuses a pattern too costly for its max_length, naming the length that fits', async () => {
    const create = (config: Record<string, unknown>) =>
      request(
        'POST',
        '/v1/attributes',
        v.w.asAdmin({
          code: `p_${Math.random().toString(36).slice(2, 10)}`,
          name: 'P',
          type: 'text',
          config,
        }),
      );
    // (.*a){12} compiles to 62 steps: 3,225 characters fit the bound, 65,535 do not.
    const refused = await create({ max_length: 65_535, regex: '(.*a){12}' });
    expectError(refused, 400, 'invalid_combination', 'config.regex');
    expect(refused.body.errors[0].message).toMatch(/lower max_length to 3225 or less/);
    expect((await create({ max_length: 3_225, regex: '(.*a){12}' })).status).toBe(200);
    expect((await create({ max_length: 255, regex: '^[0-9]{13}$' })).status).toBe(200);
  });

  it('checks no value longer than the bound against a pattern stored before it', async () => {
    const attribute = await storedAttribute('text', { max_length: 65_535, regex: '(.*a){12}' });
    const long = await v.patch(product.id, [item(attribute, scoped(`${'a'.repeat(5000)}!`))]);
    expectError(long, 400, 'too_long', '0.values.0.data.value');
    expect(long.body.errors[0].message).toMatch(/at most 3225 characters/);
    const short = await v.patch(product.id, [item(attribute, scoped('a'.repeat(12)))]);
    expect(short.status).toBe(200);
  });
});

describe('JSON bodies', () => {
  it('refuses an object or array of more than 10,000 members before parsing it', async () => {
    const keys = `{${Array.from({ length: 200_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const routes = [
      ['POST', '/v1/auth/login'],
      ['POST', '/v1/attributes'],
      ['PATCH', `/v1/products/${product.id}`],
    ];
    for (const [method, path] of routes) {
      const answer = await request(method!, path!, { ...v.w.asAdmin(), raw: keys });
      expectError(answer, 400, 'too_long', '');
      expect(answer.body.message).toMatch(/more than 10,000 members/);
    }
    const array = `[${'{},'.repeat(300_000)}{}]`;
    const values = await request('PATCH', `/v1/products/${product.id}/attributes`, {
      ...v.w.asEditor(),
      raw: array,
    });
    expectError(values, 400, 'too_long', '');
    const nested = JSON.stringify({ filter: { product_ids: new Array(10_001).fill('x') } });
    const ids = await request('POST', '/v1/jobs/bulk-updates', { ...v.w.asAdmin(), raw: nested });
    expectError(ids, 400, 'too_long', 'filter.product_ids');
    // Within the bound, a body is read as before.
    const within = `{${Array.from({ length: 9_999 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const unknown = await request('POST', '/v1/attributes', { ...v.w.asAdmin(), raw: within });
    expectError(unknown, 400, 'unknown_field');
  });

  it('refuses more than 50,000 members in all, however they are spread', async () => {
    const object = `{${Array.from({ length: 9_990 }, (_, i) => `"k${i}":0`).join(',')}}`;
    const spread = `{"client_id":"pim-api","email":"a@b.c","password":"x","junk":[${Array(6)
      .fill(object)
      .join(',')}]}`;
    const answer = await request('POST', '/v1/auth/login', { raw: spread });
    expectError(answer, 400, 'too_long', '');
    expect(answer.body.message).toMatch(/more than 50,000 members in all/);
  });

  it('bounds the console transport (/trpc) alike, and takes no multipart form there', async () => {
    const keys = `{${Array.from({ length: 200_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const json = await request('POST', '/trpc/auth.login', { raw: keys });
    expectError(json, 400, 'too_long', '');
    const form = await request('POST', '/trpc/auth.login', {
      raw: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expectError(form, 400, 'invalid_format');
  });

  it('takes the longest list an operation allows: 10,000 product ids', async () => {
    const ids = Array.from({ length: 10_000 }, () => crypto.randomUUID());
    const answer = await request(
      'POST',
      '/v1/jobs/bulk-updates',
      v.w.asAdmin({
        filter: { product_ids: ids },
        actions: [{ type: 'set_status', status: 'draft' }],
      }),
    );
    expect(answer.status).toBeLessThan(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/members/);
  });
});

it('keeps the server answering', async () => {
  expect(dataOf(await request('GET', `/v1/products/${product.id}`, v.w.asViewer())).id).toBe(
    product.id,
  );
});
