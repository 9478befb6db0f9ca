/**
 * An asset's bytes for the browser (thumbnails, previews): forwarded from the API's
 * `GET /v1/assets/{id}/content` with the session's token, which never reaches the page.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { forwardToApi } from '../../../forward';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The API's answer headers the browser needs to show the file safely. */
const PASSED = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
  'cache-control',
];

export async function GET(
  _req: NextRequest,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  if (!UUID.test(id)) return new NextResponse(null, { status: 404 });
  const res = await forwardToApi(`/v1/assets/${id}/content`, { method: 'GET' });
  if (!res.ok || !res.body)
    return new NextResponse(null, { status: res.status === 401 ? 401 : 404 });
  const headers = new Headers();
  for (const name of PASSED) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  return new NextResponse(res.body, { status: 200, headers });
}
