// One attempt of a delivery: a POST through the outbound agent (every address the receiver's
// name resolves to checked at connect, so DNS rebinding meets the same refusal), never
// following a redirect (its target would be an unchecked second destination), within the
// attempt's time for the whole exchange, and reading at most the first 4 KiB of the answer.
import { request, type Dispatcher } from 'undici';
import { OutboundRefusedError } from '../../platform/outbound/index.ts';

/** The answer's first bytes kept for the delivery log. */
export const RESPONSE_BODY_MAX = 4096;

export interface AttemptResult {
  /** The receiver's status, null when no answer came. */
  code: number | null;
  body: string | null;
  /** Why no answer came (refused address, timeout, connection error). */
  error: string | null;
  durationMs: number;
}

async function readBounded(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= RESPONSE_BODY_MAX) break;
  }
  // Breaking out of the loop destroys the rest of the body: it is never read.
  return Buffer.concat(chunks).subarray(0, RESPONSE_BODY_MAX).toString('utf8');
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof OutboundRefusedError) return error.message;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof OutboundRefusedError) return cause.message;
  const name = (error as { name?: string }).name;
  const code = (error as { code?: string }).code;
  if (name === 'TimeoutError' || name === 'AbortError' || code?.includes('TIMEOUT')) {
    return `No answer within ${timeoutMs / 1000} s`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return (code ? `${code}: ${message}` : message).slice(0, 1000);
}

export async function postDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  agent: Dispatcher,
  timeoutMs: number,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const answer = await request(url, {
      method: 'POST',
      body,
      headers,
      dispatcher: agent,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await readBounded(answer.body).catch(() => '');
    return { code: answer.statusCode, body: text, error: null, durationMs: elapsed() };
  } catch (error) {
    return { code: null, body: null, error: reasonOf(error, timeoutMs), durationMs: elapsed() };
  }
}
