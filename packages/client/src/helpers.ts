// What integrators write around the operations: every item of a paged list, waiting for a job
// to end.

/** One page as the API answers it: `{data: {items, pagination}}`. */
interface PageAnswer<T> {
  data: {
    items: T[];
    pagination: { has_next?: boolean; next_cursor?: string | null; page?: number };
  };
}

/**
 * Every item of a list, page after page: by the cursor (`after`) where the list gives one,
 * by page number otherwise. `read(query)` sends one page's request.
 */
export async function* pages<T>(
  read: (query: { page?: number; after?: string }) => Promise<{ data?: PageAnswer<T> }>,
): AsyncGenerator<T> {
  let query: { page?: number; after?: string } = {};
  for (let page = 1; ; page++) {
    const { data } = await read(query);
    if (!data) return;
    yield* data.data.items;
    const { has_next, next_cursor } = data.data.pagination;
    if (next_cursor) query = { after: next_cursor };
    else if (has_next) query = { page: page + 1 };
    else return;
  }
}

export interface WaitOptions<J extends JobLike = JobLike> {
  /** The wait before the first poll (ms; default `delayMs`): a short one sees a quick job end sooner. */
  firstDelayMs?: number;
  /** The first wait between polls (ms; default 5,000); each next one grows by half, up to `maxDelayMs`. */
  delayMs?: number;
  /** The longest wait between polls (ms; default 15,000). */
  maxDelayMs?: number;
  /** Stops waiting (the job goes on). */
  signal?: AbortSignal;
  /** Called with the job at each poll. */
  onProgress?: (job: J) => void;
}

export interface JobLike {
  id: string;
  status: string;
  progress: { total: number; processed: number; succeeded: number; failed: number };
}

const ENDED = new Set(['completed', 'failed', 'cancelled']);

/** Polls `read` until the job has ended (completed, failed or cancelled) and answers it. */
export async function waitForJob<J extends JobLike>(
  read: (signal?: AbortSignal) => Promise<J>,
  options: WaitOptions<J> = {},
): Promise<J> {
  const { signal } = options;
  let delay = options.delayMs ?? 5_000;
  const max = options.maxDelayMs ?? 15_000;
  for (let polls = 0; ; polls++) {
    signal?.throwIfAborted();
    const job = await read(signal);
    options.onProgress?.(job);
    if (ENDED.has(job.status)) return job;
    if (polls === 0 && options.firstDelayMs !== undefined) {
      await sleep(options.firstDelayMs, signal);
      continue;
    }
    await sleep(delay, signal);
    delay = Math.min(max, Math.round(delay * 1.5));
  }
}

/** Waits `ms`, or until `signal` aborts (then rejects with its reason); leaves no listener. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
