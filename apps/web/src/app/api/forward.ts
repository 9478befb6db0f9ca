import 'server-only';
import { getSessionToken } from '@/lib/auth/session';
import { apiUrl } from '@/lib/env';

const API_TIMEOUT_MS = 30_000;
/** Files (import uploads, export downloads) may take minutes to stream. */
export const FILE_TIMEOUT_MS = 15 * 60_000;

/**
 * A REST call to the API on behalf of the signed-in user (token and active tenant from the
 * session cookie). 401 without a session, 502 when the API cannot be reached.
 */
export async function forwardToApi(
  path: string,
  init: RequestInit & { duplex?: 'half'; headers?: Record<string, string> },
  timeoutMs = API_TIMEOUT_MS,
): Promise<Response> {
  const token = await getSessionToken();
  if (!token) return new Response(null, { status: 401 });
  try {
    return await fetch(`${apiUrl()}${path}`, {
      ...init,
      headers: {
        ...init.headers,
        authorization: `Bearer ${token.accessToken}`,
        'x-tenant-id': token.tenantId,
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return Response.json(
      {
        success: false,
        errors: [{ code: 'unreachable', field: '', message: 'The PIM API cannot be reached' }],
      },
      { status: 502 },
    );
  }
}
