// The fetch every call goes through: a call that may safely be sent again (a read, or a POST
// carrying an Idempotency-Key, which the server answers once) is retried after a network
// failure, and after a 429 or 503 once the server's Retry-After has passed. A keyed POST is
// also retried after a 409 with a Retry-After: the server is still answering the first send
// of the same key (lost on the way back), and the retry then gets that answer.

export interface RetryOptions {
  /** Sends again at most this many times (default 2; 0 never retries). */
  retries?: number;
  /** The longest Retry-After the client waits for; a longer one is thrown (default 60 s). */
  maxRetryAfterMs?: number;
}

const RETRIED_STATUS = new Set([429, 503]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch that retries what can safely be sent again. */
export function retryingFetch(base: typeof fetch, options: RetryOptions = {}): typeof fetch {
  const retries = options.retries ?? 2;
  const maxWait = options.maxRetryAfterMs ?? 60_000;
  return async (input, init) => {
    const request = new Request(input, init);
    const keyed = request.headers.has('idempotency-key');
    const repeatable = SAFE_METHODS.has(request.method) || keyed;
    if (!repeatable || retries === 0) return base(request);
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      let response: Response;
      try {
        response = await base(request.clone());
      } catch (error) {
        // A network failure (fetch rejects with a TypeError); an abort is the caller's choice.
        if (last || request.signal.aborted || !(error instanceof TypeError)) throw error;
        await sleep(250 * 2 ** attempt);
        continue;
      }
      const retried =
        RETRIED_STATUS.has(response.status) ||
        (response.status === 409 && keyed && response.headers.has('retry-after'));
      if (last || !retried) return response;
      const after = Number(response.headers.get('retry-after'));
      const waitMs = Number.isFinite(after) && after > 0 ? after * 1000 : 500 * 2 ** attempt;
      if (waitMs > maxWait) return response;
      await response.body?.cancel();
      await sleep(waitMs);
    }
  };
}

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost)
 * in browsers; `getRandomValues` everywhere.
 */
export function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
