import { describe, expect, it } from 'vitest';
import { filenameOf } from './jobs.ts';
import { retryingFetch } from './transport.ts';

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
