import { describe, expect, it } from 'vitest';
import { filenameOf } from './jobs.ts';
import { idempotencyKey, retryingFetch } from './transport.ts';

/** A fetch answering from a script of outcomes, recording what it was sent. */
function scripted(outcomes: Array<Response | Error>) {
  const sent: Array<{ method: string; key: string | null; body: string }> = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      key: request.headers.get('idempotency-key'),
      body: await request.text(),
    });
    const next = outcomes.shift()!;
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, sent };
}

const ok = () => new Response('{}', { status: 200 });

describe('retryingFetch', () => {
  it('sends a keyed POST again after a network failure, same key and body', async () => {
    const { fetch, sent } = scripted([new TypeError('fetch failed'), ok()]);
    const answer = await retryingFetch(fetch)('http://pim.test/v1/products', {
      method: 'POST',
      headers: { 'idempotency-key': 'k1' },
      body: '{"code":"a"}',
    });
    expect(answer.status).toBe(200);
    expect(sent).toEqual([
      { method: 'POST', key: 'k1', body: '{"code":"a"}' },
      { method: 'POST', key: 'k1', body: '{"code":"a"}' },
    ]);
  });

  it('never sends a POST without a key twice', async () => {
    const { fetch, sent } = scripted([new TypeError('fetch failed'), ok()]);
    await expect(
      retryingFetch(fetch)('http://pim.test/v1/auth/login', { method: 'POST', body: '{}' }),
    ).rejects.toThrow('fetch failed');
    expect(sent).toHaveLength(1);
  });

  it('waits out a 429’s Retry-After, and gives up after its retries', async () => {
    const limited = () => new Response('{}', { status: 429, headers: { 'retry-after': '0.01' } });
    const { fetch, sent } = scripted([limited(), ok()]);
    expect((await retryingFetch(fetch)('http://pim.test/v1/products')).status).toBe(200);
    expect(sent).toHaveLength(2);
    const again = scripted([limited(), limited(), limited()]);
    const answer = await retryingFetch(again.fetch, { retries: 2 })('http://pim.test/v1/x');
    expect(answer.status).toBe(429);
    expect(again.sent).toHaveLength(3);
  });

  it('answers a Retry-After longer than it waits for at once', async () => {
    const { fetch, sent } = scripted([
      new Response('{}', { status: 503, headers: { 'retry-after': '3600' } }),
    ]);
    expect((await retryingFetch(fetch)('http://pim.test/v1/products')).status).toBe(503);
    expect(sent).toHaveLength(1);
  });
});

describe('filenameOf', () => {
  it('reads both forms of Content-Disposition', () => {
    expect(filenameOf('attachment; filename="products.csv"')).toBe('products.csv');
    expect(filenameOf("attachment; filename*=UTF-8''produits%20%C3%A9t%C3%A9.csv")).toBe(
      'produits été.csv',
    );
    expect(filenameOf(null)).toBeUndefined();
  });
});

describe('idempotencyKey', () => {
  it('makes version-4 UUIDs, also where crypto.randomUUID is missing (plain-http pages)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(idempotencyKey()).toMatch(uuid);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => idempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('a keyed POST the server is still answering', () => {
  it('is sent again after the 409’s Retry-After, and an unkeyed one is not', async () => {
    const busy = () => new Response('{}', { status: 409, headers: { 'retry-after': '0.01' } });
    const keyed = scripted([busy(), ok()]);
    const answer = await retryingFetch(keyed.fetch)('http://pim.test/v1/jobs/imports', {
      method: 'POST',
      headers: { 'idempotency-key': 'k2' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(keyed.sent.map((s) => s.key)).toEqual(['k2', 'k2']);
    const read = scripted([busy(), ok()]);
    expect((await retryingFetch(read.fetch)('http://pim.test/v1/products')).status).toBe(409);
    expect(read.sent).toHaveLength(1);
  });
});
