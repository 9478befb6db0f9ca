// How a failure of any transport reads: one translation from what a library threw (a socket's
// errno, an SSH level, an FTP reply, an S3 error name, the outbound policy's refusal) to a
// TransportError whose failure kind the job records and whose message a user can act on. The
// messages name the user and the place, never a password, key or token.
import { OutboundRefusedError, rangeOf } from '../../platform/outbound/index.ts';
import { TransportError, type TransportFailure } from './types.ts';

/** Where a transport connects, as its messages name it. */
export interface Endpoint {
  /** `sftp`, `ftp`, `ftps`, `s3`, `https`. */
  scheme: string;
  host: string;
  port: number;
  user?: string;
}

export const describeEndpoint = (endpoint: Endpoint) =>
  `${endpoint.scheme}://${endpoint.host}:${endpoint.port}`;

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'name not found',
  EAI_AGAIN: 'name not found',
  EPIPE: 'connection closed',
};

/** The errno-like code of an error or of its cause (undici wraps the socket's error). */
export function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The outbound refusal inside an error (thrown as is, or as a cause). */
function refusalOf(error: unknown): OutboundRefusedError | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof OutboundRefusedError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function refused(refusal: OutboundRefusedError): TransportError {
  const range = rangeOf(refusal.address);
  const kind =
    range === 'loopback' ? 'a loopback' : range === 'linkLocal' ? 'a link-local' : 'a private';
  const message =
    refusal.host.replace(/^\[|\]$/g, '') === refusal.address
      ? `${refusal.address} is ${kind} address: refused`
      : `${refusal.host} resolves to ${refusal.address}, ${kind} address: refused`;
  return new TransportError('address_refused', message);
}

export const unreachable = (endpoint: Endpoint, why: string) =>
  new TransportError('unreachable', `Could not reach ${endpoint.host}:${endpoint.port} (${why})`);

export const timedOut = (endpoint: Endpoint, ms: number, what = 'answering') =>
  new TransportError(
    'timeout',
    `${describeEndpoint(endpoint)} stopped ${what} (nothing for ${ms} ms)`,
  );

export const authFailed = (endpoint: Endpoint, status?: number) =>
  new TransportError(
    'auth_failed',
    endpoint.user === undefined
      ? `Authentication failed on ${describeEndpoint(endpoint)}`
      : `Authentication failed for user ${endpoint.user} on ${describeEndpoint(endpoint)}`,
    status,
  );

/**
 * The failure common to every transport: the policy's refusal, a network error. Undefined when
 * the error is the protocol's own (each transport reads those).
 */
export function networkFailure(error: unknown, endpoint: Endpoint): TransportError | undefined {
  if (error instanceof TransportError) return error;
  const refusal = refusalOf(error);
  if (refusal) return refused(refusal);
  const code = codeOf(error);
  if (code && NETWORK_CODES[code]) return unreachable(endpoint, NETWORK_CODES[code]);
  return undefined;
}

/** A failure the protocol reported, with a short excerpt of what the server said. */
export function remoteFailure(
  failure: TransportFailure,
  what: string,
  said: string,
  status?: number,
  secrets: readonly string[] = [],
): TransportError {
  const excerpt = withoutSecrets(said, secrets).replace(/\s+/g, ' ').trim().slice(0, 300);
  return new TransportError(failure, excerpt ? `${what}: ${excerpt}` : what, status);
}

/**
 * The remote side's words with the connection's secrets blanked out. A server is sent the
 * password or token it could say back (a hostile one, an echoing one), and its words end in a
 * job's error or a connection test's step, which readers who may not see credentials see.
 */
export function withoutSecrets(said: string, secrets: readonly string[]): string {
  let text = said;
  for (const secret of secrets) {
    if (secret.length >= 4) text = text.split(secret).join('[redacted]');
  }
  return text;
}

/** The values of a connection's credentials that are secret (user names are not). */
export function secretsOf(credentials: object | null | undefined): string[] {
  if (!credentials) return [];
  return Object.entries(credentials).flatMap(([key, value]) =>
    key !== 'username' && key !== 'access_key_id' && typeof value === 'string' ? [value] : [],
  );
}
