import 'server-only';
import { getSessionToken } from '@/lib/auth/session';
import type { NextRequest } from 'next/server';
import { BROWSER_QUERY_HEADER } from '@/lib/api/browser-queries';
import { consoleHopHeaders } from '@/lib/api/console-hop';
import { apiUrl } from '@/lib/env';

const API_TIMEOUT_MS = 30_000;
/** Files (import uploads, export downloads) may take minutes to stream. */
export const FILE_TIMEOUT_MS = 15 * 60_000;
const NO_STORE = { 'cache-control': 'no-store' };

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
        ...(await consoleHopHeaders()),
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The API's answer headers the browser needs to show or save a file safely. */
const PASSED_FILE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
  'cache-control',
];

/**
 * A file from the API for the browser (`path(id)` for a UUID id, 404 for any other): its bytes
 * streamed with the headers that name it and keep it from running. A failed answer is turned
 * into the browser's by `onFailure`.
 */
export async function forwardDownload(
  id: string,
  path: (id: string) => string,
  onFailure: (res: Response) => Response | Promise<Response>,
  timeoutMs?: number,
): Promise<Response> {
  if (!UUID.test(id)) return new Response(null, { status: 404 });
  return forwardFile(path(id), onFailure, timeoutMs);
}

/**
 * A file from the API's `apiPath` for the browser: its bytes streamed with the headers that
 * name it and keep it from running. A failed answer is turned into the browser's by `onFailure`.
 */
export async function forwardFile(
  apiPath: string,
  onFailure: (res: Response) => Response | Promise<Response>,
  timeoutMs?: number,
): Promise<Response> {
  const res = await forwardToApi(apiPath, { method: 'GET' }, timeoutMs);
  if (!res.ok || !res.body) return onFailure(res);
  const headers = new Headers();
  for (const name of PASSED_FILE_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  return new Response(res.body, { status: 200, headers });
}

/**
 * A file the browser posts (`?filename=`), streamed to the API's `apiPath` with the session's
 * token; answers the API's JSON envelope. Only the console's own scripts may post (the custom
 * header). The route is outside the proxy (src/proxy.ts), so the body arrives whole.
 */
export async function forwardUpload(req: NextRequest, apiPath: string): Promise<Response> {
  if (req.headers.get(BROWSER_QUERY_HEADER) !== '1') {
    return Response.json(
      { success: false, errors: [{ code: 'forbidden', field: '', message: 'Console only' }] },
      { status: 403, headers: NO_STORE },
    );
  }
  const filename = req.nextUrl.searchParams.get('filename') ?? '';
  const res = await forwardToApi(
    `${apiPath}?filename=${encodeURIComponent(filename)}`,
    {
      method: 'POST',
      body: req.body,
      headers: { 'content-type': req.headers.get('content-type') ?? 'application/octet-stream' },
      duplex: 'half',
    },
    FILE_TIMEOUT_MS,
  );
  return new Response(res.body, {
    status: res.status,
    headers: { 'content-type': 'application/json', ...NO_STORE },
  });
}
