/**
 * Uploads a file as an asset: the browser posts the file's bytes here (`?filename=`), the
 * console forwards them to the API's `POST /v1/assets` with the session's token and answers
 * the API's JSON envelope. Only the console's own scripts may post (the custom header).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { BROWSER_QUERY_HEADER } from '@/lib/api/browser-queries';
import { forwardToApi } from '../forward';

export async function POST(req: NextRequest): Promise<Response> {
  if (req.headers.get(BROWSER_QUERY_HEADER) !== '1') {
    return NextResponse.json(
      { success: false, errors: [{ code: 'forbidden', field: '', message: 'Console only' }] },
      { status: 403 },
    );
  }
  const filename = req.nextUrl.searchParams.get('filename') ?? '';
  const res = await forwardToApi(`/v1/assets?filename=${encodeURIComponent(filename)}`, {
    method: 'POST',
    body: req.body,
    headers: { 'content-type': req.headers.get('content-type') ?? 'application/octet-stream' },
    duplex: 'half',
  });
  return new NextResponse(res.body, {
    status: res.status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
