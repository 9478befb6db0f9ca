// The fetch every call goes through: a call that may safely be sent again (a read, or a POST
// carrying an Idempotency-Key, which the server answers once) is retried after a network
// failure, and after a 429 or 503 once the server's Retry-After has passed.

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
    const repeatable = SAFE_METHODS.has(request.method) || request.headers.has('idempotency-key');
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
      if (last || !RETRIED_STATUS.has(response.status)) return response;
      const after = Number(response.headers.get('retry-after'));
      const waitMs = Number.isFinite(after) && after > 0 ? after * 1000 : 500 * 2 ** attempt;
      if (waitMs > maxWait) return response;
      await response.body?.cancel();
      await sleep(waitMs);
    }
  };
}
