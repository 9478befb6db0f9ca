// The HTTP transport (api and marketplace connections): batches of records POSTed as JSON
// through the outbound agent (undici, the policy checked at every connect). A redirect is a
// failure, never followed: its target would be a second, unchecked destination. Retried with
// exponential backoff and jitter on 5xx, 429 (its Retry-After honoured up to a bound) and
// network errors; any other 4xx fails at once, since sending the same batch again cannot help.
// A receiver should treat a batch as idempotent: after a timeout the batch may have arrived.
import { setTimeout as sleep } from 'node:timers/promises';
import { request, type Dispatcher } from 'undici';
import { outboundAgent } from '../../platform/outbound/index.ts';
import type { HttpConfig, HttpCredentials } from '../connections/config.ts';
import type { IntegrationSettings } from '../settings.ts';
import {
  authFailed,
  codeOf,
  networkFailure,
  remoteFailure,
  secretsOf,
  timedOut,
  type Endpoint,
} from './failures.ts';
import { TransportError, type HttpTransport, type PostOutcome } from './types.ts';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The first retry's delay; each next one doubles, with up to half of it taken off at random. */
  baseDelayMs: number;
  /** The longest wait a Retry-After may ask for (a longer one is cut to this). */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 500,
  maxRetryAfterMs: 30_000,
};

/** How much of an error answer's body is read, for its message. */
const ERROR_BODY_BYTES = 64 * 1024;

/**
 * Destroys an answer's body that is still being read after `ms`: the agent's body timeout is
 * between two chunks only, so a receiver trickling a byte now and then would otherwise hold
 * the job for as long as it likes.
 */
function readingWithin(body: Dispatcher.ResponseData['body'], ms: number): () => void {
  const timer = setTimeout(() => body.destroy(), ms);
  return () => clearTimeout(timer);
}

/**
 * The first bytes of a body, read for at most `ms`, the rest left unread (the connection is
 * then dropped).
 */
async function excerpt(body: Dispatcher.ResponseData['body'], ms: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  const done = readingWithin(body, ms);
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= ERROR_BODY_BYTES) break;
    }
  } catch {
    // What was read before the body failed is the excerpt.
  } finally {
    done();
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES).toString('utf8');
}

/** Retry-After in milliseconds (seconds or an HTTP date), undefined when absent or unreadable. */
function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The delay before retry `n` (1, 2, ...): base × 2^(n-1), with up to half of it jittered off. */
export const backoffMs = (policy: RetryPolicy, retry: number) => {
  const ceiling = policy.baseDelayMs * 2 ** (retry - 1);
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

function authorization(credentials: HttpCredentials | null): Record<string, string> {
  if (!credentials) return {};
  if ('token' in credentials) return { authorization: `Bearer ${credentials.token}` };
  const basic = Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64');
  return { authorization: `Basic ${basic}` };
}

/** The URL checked for its scheme (https, or http when allowed) before anything is sent. */
function endpointOf(
  config: HttpConfig,
  settings: IntegrationSettings,
  credentials: HttpCredentials | null,
) {
  const url = new URL(config.url);
  if (url.protocol === 'http:' && !settings.allowHttp) {
    throw new TransportError(
      'address_refused',
      `${url.origin} is plain HTTP: only https:// endpoints are allowed`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TransportError('address_refused', `${url.protocol} is not an HTTP endpoint's scheme`);
  }
  const endpoint: Endpoint = {
    scheme: url.protocol.slice(0, -1),
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'http:' ? 80 : 443),
    user: credentials && 'username' in credentials ? credentials.username : undefined,
  };
  return { url, endpoint };
}

/** One attempt's result: a final outcome, or a failure with whether (and when) to try again. */
type Attempt =
  | { ok: true; status: number }
  | { ok: false; error: TransportError; retry: boolean; waitMs?: number };

/** An endpoint that POSTs JSON bodies with the retry policy: the transport, and its probe. */
export function openHttpEndpoint(
  target: { config: HttpConfig; credentials: HttpCredentials | null },
  settings: IntegrationSettings,
  retry: RetryPolicy = DEFAULT_RETRY,
): { send(payload: object): Promise<PostOutcome> } & HttpTransport {
  const { url, endpoint } = endpointOf(target.config, settings, target.credentials);
  const agent = outboundAgent(settings.outbound, settings.timeouts);
  const auth = authorization(target.credentials);
  const headers = { 'content-type': 'application/json', accept: 'application/json', ...auth };
  // What an answer must not repeat: the credentials, and the Basic header made of them.
  const secrets = [
    ...secretsOf(target.credentials),
    ...(auth.authorization ? [auth.authorization.replace(/^\w+ /, '')] : []),
  ];

  async function attempt(body: string): Promise<Attempt> {
    try {
      const answer = await request(url, { method: 'POST', headers, body, dispatcher: agent });
      const { statusCode: status } = answer;
      if (status >= 200 && status < 300) {
        const done = readingWithin(answer.body, settings.timeouts.bodyMs);
        await answer.body
          .dump({ limit: ERROR_BODY_BYTES })
          .catch(() => answer.body.destroy())
          .finally(done);
        return { ok: true, status };
      }
      const said = await excerpt(answer.body, settings.timeouts.bodyMs);
      if (status === 401 || status === 403)
        return { ok: false, error: authFailed(endpoint, status), retry: false };
      if (status >= 300 && status < 400) {
        const location = String(answer.headers.location ?? '').slice(0, 200);
        const error = new TransportError(
          'remote_error',
          `${url.origin}${url.pathname} answered ${status}, a redirect${location ? ` to ${location}` : ''}: redirects are not followed`,
          status,
        );
        return { ok: false, error, retry: false };
      }
      const error = remoteFailure(
        status === 404 ? 'not_found' : 'remote_error',
        `${url.origin}${url.pathname} answered ${status}`,
        said,
        status,
        secrets,
      );
      if (status === 429) {
        const asked = retryAfterMs(answer.headers['retry-after']);
        return {
          ok: false,
          error,
          retry: true,
          waitMs: asked === undefined ? undefined : Math.min(asked, retry.maxRetryAfterMs),
        };
      }
      return { ok: false, error, retry: status >= 500 };
    } catch (error) {
      const code = codeOf(error);
      if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
        return { ok: false, error: timedOut(endpoint, settings.timeouts.headersMs), retry: true };
      }
      if (code === 'UND_ERR_CONNECT_TIMEOUT') {
        const failure = new TransportError(
          'unreachable',
          `Could not reach ${endpoint.host}:${endpoint.port} (no answer within ${settings.timeouts.connectMs} ms)`,
        );
        return { ok: false, error: failure, retry: true };
      }
      const known = networkFailure(error, endpoint);
      if (known) return { ok: false, error: known, retry: known.failure !== 'address_refused' };
      if (code === 'UND_ERR_SOCKET') {
        return {
          ok: false,
          error: new TransportError(
            'unreachable',
            `${endpoint.host}:${endpoint.port} closed the connection`,
          ),
          retry: true,
        };
      }
      // Anything else undici throws is a failure of this endpoint, told by its kind only.
      const failure = new TransportError(
        'remote_error',
        `${url.origin}${url.pathname} failed (${code ?? (error as Error).name})`,
      );
      return { ok: false, error: failure, retry: false };
    }
  }

  async function send(payload: object): Promise<PostOutcome> {
    const body = JSON.stringify(payload);
    const started = performance.now();
    for (let n = 1; ; n++) {
      const result = await attempt(body);
      if (result.ok) {
        return {
          url: `${url.origin}${url.pathname}`,
          status: result.status,
          attempts: n,
          durationMs: Math.round(performance.now() - started),
          bytes: Buffer.byteLength(body),
        };
      }
      if (!result.retry || n >= retry.attempts) throw result.error;
      await sleep(Math.max(result.waitMs ?? 0, backoffMs(retry, n)));
    }
  }

  return {
    send,
    post: (records: readonly object[]) => send({ records }),
    async close() {
      await agent.close();
    },
  };
}
