// A delivery's signature: `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`,
// one `v1` per secret that signs (two during a rotation: the new one first). The receiver
// recomputes the HMAC over the raw body with its secret, compares in constant time, and
// refuses a `t` too far from its clock (a replayed delivery).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret: 32 random bytes, prefixed so it is recognised where it leaks. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const hmacOf = (secret: string, at: number, body: string) =>
  createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');

/** The X-Signature header of `body` sent at `at` (unix seconds), signed by each secret. */
export function signatureHeader(body: string, secrets: readonly string[], at: number): string {
  return [`t=${at}`, ...secrets.map((secret) => `v1=${hmacOf(secret, at, body)}`)].join(',');
}

/**
 * Whether `header` signs `body` with `secret` within `toleranceSeconds` of `now` (unix
 * seconds): what a receiver does, and what the tests check every delivery with.
 */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string?]);
  const at = Number(parts.find(([name]) => name === 't')?.[1]);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (!Number.isInteger(at) || Math.abs(now - at) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(hmacOf(secret, at, body), 'hex');
  return parts.some(([name, value]) => {
    if (name !== 'v1' || !value || value.length !== expected.length * 2) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
