/**
 * The browser's way to the API for client-side screens: forwards an allowed tRPC query with
 * the session's access token, which stays in the encrypted cookie and never reaches the page.
 * The proxy (src/proxy.ts) has refreshed an expiring token before this runs.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { BROWSER_QUERIES, BROWSER_QUERY_HEADER, isBrowserQuery } from '@/lib/api/browser-queries';
import { consoleHopHeaders } from '@/lib/api/console-hop';
import { getSessionToken } from '@/lib/auth/session';
import { apiUrl } from '@/lib/env';

const API_TIMEOUT_MS = 10_000;
const NO_STORE = { 'cache-control': 'no-store' };

/** An answer in tRPC's error shape, so the browser's client reads it like the API's own. */
function refuse(status: number, code: string, message: string): NextResponse {
  return NextResponse.json(
    {
      error: {
        message,
        code: -32600,
        data: { httpStatus: status, errors: [{ code, field: '', message }] },
      },
    },
    { status, headers: NO_STORE },
  );
}

export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ trpc: string }> },
): Promise<NextResponse> {
  const { trpc: path } = await params;
  if (!isBrowserQuery(path)) return refuse(404, 'not_found', 'No such query for the browser');
  if (req.headers.get(BROWSER_QUERY_HEADER) !== '1') {
    return refuse(403, 'forbidden', 'Only the console itself may call this route');
  }
  const token = await getSessionToken();
  if (!token) return refuse(401, 'unauthenticated', 'The session has ended');

  const target = new URL(`${apiUrl()}/trpc/${path}`);
  const input = req.nextUrl.searchParams.get('input');
  if (input !== null) target.searchParams.set('input', input);
  const headers: Record<string, string> = {
    ...(await consoleHopHeaders(req.headers)),
    authorization: `Bearer ${token.accessToken}`,
  };
  if (BROWSER_QUERIES[path].tenantHeader) headers['x-tenant-id'] = token.tenantId;

  let res: Response;
  try {
    res = await fetch(target, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    // No httpStatus in the error: the browser's client reads it as "API unreachable".
    return NextResponse.json(
      { error: { message: 'The PIM API cannot be reached', code: -32603, data: {} } },
      { status: 502, headers: NO_STORE },
    );
  }
  return new NextResponse(res.body, {
    status: res.status,
    headers: { 'content-type': res.headers.get('content-type') ?? 'application/json', ...NO_STORE },
  });
}
