import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransportTarget } from '../connections/config.ts';
import { checkTransport, DEFAULT_RETRY, openHttpTransport, type RetryPolicy } from './index.ts';
import { backoffMs } from './http.ts';
import {
  startHttpReceiver,
  testIntegrationSettings,
  transportFailureOf as failureOf,
  type HttpReceiver,
  type HttpReceiverOptions,
} from './test-servers.ts';

const settings = testIntegrationSettings({
  // Generous for the work (a loaded CI machine runs several suites at once); the tests
  // of a stalled or silent server use `quick`.
  timeouts: { connectMs: 10_000, headersMs: 10_000, bodyMs: 10_000 },
});
const quick = { ...settings, timeouts: { connectMs: 500, headersMs: 300, bodyMs: 300 } };
const fast: Partial<RetryPolicy> = { baseDelayMs: 40, maxRetryAfterMs: 200 };

let receiver: HttpReceiver | undefined;
afterEach(async () => {
  await receiver?.stop();
  receiver = undefined;
});
async function receive(options: HttpReceiverOptions = {}) {
  receiver = await startHttpReceiver(options);
  return receiver;
}
const target = (
  url: string,
  credentials: TransportTarget['credentials'] = { token: 'secret-token' },
) => ({ type: 'api', config: { url }, credentials }) satisfies TransportTarget;

/** POSTs one batch, returning the outcome or the failure. */
async function post(
  url: string,
  retry = fast,
  credentials?: TransportTarget['credentials'],
  using = settings,
) {
  const transport = openHttpTransport(target(url, credentials), using, retry);
  try {
    return await transport.post([{ sku: 'A1' }, { sku: 'A2' }]);
  } finally {
    await transport.close();
  }
}

describe('http transport', () => {
  it('POSTs the records as JSON with the bearer token, or with basic auth', async () => {
    const { url, received } = await receive();
    const outcome = await post(url);
    expect(outcome).toEqual({
      url,
      status: 200,
      attempts: 1,
      durationMs: expect.any(Number),
      bytes: 39,
    });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/records',
      body: '{"records":[{"sku":"A1"},{"sku":"A2"}]}',
    });
    expect(received[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer secret-token',
    });
    await post(url, fast, { username: 'shop', password: 'pa:ss' });
    expect(received[1]!.headers.authorization).toBe(
      `Basic ${Buffer.from('shop:pa:ss').toString('base64')}`,
    );
  });

  it('retries a 500 with growing delays, and succeeds on the third attempt', async () => {
    const { url, received } = await receive({ fail: { times: 2, status: 500 } });
    const outcome = await post(url, { baseDelayMs: 100 });
    expect(outcome.attempts).toBe(3);
    expect(received).toHaveLength(3);
    // Retry n waits at least half of 100 ms × 2^(n-1): 50 ms, then 100 ms (the ranges are
    // backoffMs's, below; the machine's load only lengthens waits).
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(49);
    expect(received[2]!.at - received[1]!.at).toBeGreaterThanOrEqual(99);
  });

  it('backs off exponentially, each delay between half and all of base × 2^(n-1)', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 100 };
    const random = vi.spyOn(Math, 'random');
    try {
      random.mockReturnValue(0);
      expect([1, 2, 3].map((n) => backoffMs(policy, n))).toEqual([50, 100, 200]);
      random.mockReturnValue(0.999999);
      expect([1, 2, 3].map((n) => Math.round(backoffMs(policy, n)))).toEqual([100, 200, 400]);
    } finally {
      random.mockRestore();
    }
  });

  it('gives up after the last attempt with the status and an excerpt of the answer', async () => {
    const { url, received } = await receive({
      fail: { times: 9, status: 503, body: 'maintenance until 3 am' },
    });
    const error = await failureOf(post(url, { ...fast, attempts: 3, baseDelayMs: 5 }));
    expect(received).toHaveLength(3);
    expect([error.failure, error.remoteStatus, error.message]).toEqual([
      'remote_error',
      503,
      `${url} answered 503: maintenance until 3 am`,
    ]);
  });

  it('fails a 4xx at once, a 401 as auth_failed, and never shows the token', async () => {
    const { url, received } = await receive({
      fail: { times: 9, status: 422, body: '{"error":"sku missing"}' },
    });
    const error = await failureOf(post(url));
    expect(received).toHaveLength(1);
    expect([error.failure, error.remoteStatus, error.message]).toEqual([
      'remote_error',
      422,
      `${url} answered 422: {"error":"sku missing"}`,
    ]);
    await receiver!.stop();
    const refusing = await receive({ fail: { times: 9, status: 401 } });
    const denied = await failureOf(post(refusing.url));
    expect(refusing.received).toHaveLength(1);
    expect(denied.failure).toBe('auth_failed');
    expect(denied.message).not.toContain('secret-token');
  });

  it('does not follow a redirect', async () => {
    const { url, received } = await receive({
      fail: { times: 9, status: 302, headers: { location: 'http://10.0.0.1/' } },
    });
    const error = await failureOf(post(url));
    expect(received).toHaveLength(1);
    expect([error.failure, error.remoteStatus, error.message]).toEqual([
      'remote_error',
      302,
      `${url} answered 302, a redirect to http://10.0.0.1/: redirects are not followed`,
    ]);
  });

  it("honours a 429's Retry-After, cut to the bound", async () => {
    const { url, received } = await receive({
      fail: { times: 1, status: 429, headers: { 'retry-after': '5' } },
    });
    const outcome = await post(url, { baseDelayMs: 1, maxRetryAfterMs: 250 });
    expect(outcome.attempts).toBe(2);
    const waited = received[1]!.at - received[0]!.at;
    // Cut to 250 ms: well under the 5 s asked, whatever the machine's load.
    expect(waited).toBeGreaterThanOrEqual(245);
    expect(waited).toBeLessThan(5_000);
  });

  it('retries a closed port, then reports it unreachable', async () => {
    const { url } = await receive();
    await receiver!.stop();
    receiver = undefined;
    const error = await failureOf(post(url, { attempts: 2, baseDelayMs: 5 }));
    expect([error.failure, error.message]).toEqual([
      'unreachable',
      `Could not reach 127.0.0.1:${new URL(url).port} (connection refused)`,
    ]);
  });

  it('fails a receiver slower than the timeout with timeout', async () => {
    const { url } = await receive({ delayMs: 1_000 });
    const error = await failureOf(post(url, { ...fast, attempts: 1 }, undefined, quick));
    expect(error.failure).toBe('timeout');
  });

  it('refuses plain HTTP unless allowed, and loopback (IP literal or name) unless private addresses are', async () => {
    const { url, received } = await receive();
    const plain = (() => {
      try {
        openHttpTransport(target(url), { ...settings, allowHttp: false });
      } catch (error) {
        return error as Error;
      }
    })();
    expect(plain?.message).toBe(
      `${new URL(url).origin} is plain HTTP: only https:// endpoints are allowed`,
    );
    const strict = { ...settings, outbound: { allowPrivate: false } };
    for (const [address, message] of [
      [url, '127.0.0.1 is a loopback address: refused'],
      [
        url.replace('127.0.0.1', 'localhost'),
        /^localhost resolves to (127\.0\.0\.1|::1), a loopback address: refused$/,
      ],
    ] as const) {
      const transport = openHttpTransport(target(address), strict, fast);
      const error = await failureOf(transport.post([]));
      await transport.close();
      expect(error.failure).toBe('address_refused');
      expect(error.message).toMatch(message);
    }
    expect(received).toHaveLength(0);
  });

  it('checks a connection with one POST marked as a test', async () => {
    const { url, received } = await receive();
    const check = await checkTransport(target(url), settings);
    expect(check).toEqual({
      ok: true,
      steps: [
        {
          step: 'post',
          ok: true,
          message: expect.stringMatching(`^POST ${url} answered 200 in \\d+ ms$`),
          duration_ms: expect.any(Number),
        },
      ],
    });
    expect(received[0]!.body).toBe('{"records":[],"test":true}');
    const failing = await checkTransport(target(url.replace('127.0.0.1', 'localhost')), {
      ...settings,
      outbound: { allowPrivate: false },
    });
    expect(failing.ok).toBe(false);
    expect(failing.steps[0]!.message).toMatch(/^localhost resolves to/);
  });

  it('reads an answer trickled byte by byte for no longer than the body timeout', async () => {
    // A hostile receiver: a byte every 100 ms, well within the idle timeout, without end.
    const timers = new Set<NodeJS.Timeout>();
    const trickling = (status: number): Promise<Server> =>
      new Promise((resolve) => {
        const server = createServer((request, response) => {
          request.resume();
          request.on('end', () => {
            response.writeHead(status, { 'content-type': 'text/plain' });
            const timer = setInterval(() => response.write('x'), 100);
            timers.add(timer);
            response.on('close', () => clearInterval(timer));
          });
        });
        server.listen(0, '127.0.0.1', () => resolve(server));
      });
    const servers = await Promise.all([trickling(200), trickling(400)]);
    try {
      const [ok, refused] = servers.map((server) => {
        const { port } = server.address() as AddressInfo;
        return `http://127.0.0.1:${port}/records`;
      });
      // Both answers never end: that the posts settle at all is the bound.
      expect(await post(ok!, fast, undefined, quick)).toMatchObject({ status: 200, attempts: 1 });
      const failure = await failureOf(post(refused!, fast, undefined, quick));
      expect(failure).toMatchObject({ failure: 'remote_error', remoteStatus: 400 });
      expect(failure.message).toContain('xx');
    } finally {
      for (const timer of timers) clearInterval(timer);
      for (const server of servers) server.closeAllConnections();
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    }
  });

  it('never repeats a credential the receiver says back in its answer', async () => {
    const echoing = createServer((request, response) => {
      request.resume();
      request.on('end', () =>
        response.writeHead(400).end(`bad request, you sent ${request.headers.authorization}`),
      );
    });
    await new Promise<void>((resolve) => echoing.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(echoing.address() as AddressInfo).port}/records`;
      const byToken = await failureOf(post(url, fast, { token: 'tok-0123456789' }));
      expect(byToken.message).toContain('bad request, you sent Bearer [redacted]');
      const basic = { username: 'shop', password: 'pass-0123456789' };
      const byPassword = await failureOf(post(url, fast, basic));
      const encoded = Buffer.from('shop:pass-0123456789').toString('base64');
      expect(byPassword.message).toContain('Basic [redacted]');
      expect(byPassword.message).not.toContain(encoded);
    } finally {
      await new Promise<void>((resolve) => echoing.close(() => resolve()));
    }
  });
});
