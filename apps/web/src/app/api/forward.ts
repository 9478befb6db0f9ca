import 'server-only';
import { getSessionToken } from '@/lib/auth/session';
import { apiUrl } from '@/lib/env';

const API_TIMEOUT_MS = 30_000;

/**
 * A REST call to the API on behalf of the signed-in user (token and active tenant from the
 * session cookie). 401 without a session, 502 when the API cannot be reached.
 */
export async function forwardToApi(
  path: string,
  init: RequestInit & { duplex?: 'half'; headers?: Record<string, string> },
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
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
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
