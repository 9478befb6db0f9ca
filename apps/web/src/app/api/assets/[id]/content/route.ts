/**
 * An asset's bytes for the browser (thumbnails, previews): forwarded from the API's
 * `GET /v1/assets/{id}/content` with the session's token, which never reaches the page.
 */
import type { NextRequest } from 'next/server';
import { forwardDownload } from '../../../forward';

export async function GET(
  _req: NextRequest,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  return forwardDownload(
    id,
    (asset) => `/v1/assets/${asset}/content`,
    (res) => new Response(null, { status: res.status === 401 ? 401 : 404 }),
  );
}
