/**
 * Uploads an import file: the browser posts the file's bytes here (`?filename=`), the console
 * forwards them to the API's `POST /v1/files` with the session's token and answers the API's
 * JSON envelope (`file_id`, size, sha256). Only the console's own scripts may post (the
 * custom header). Bytes are counted on the way: a body cut short before it got here (the
 * proxy buffers at most `proxyClientMaxBodySize`) is refused, never imported in part.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { BROWSER_QUERY_HEADER } from '@/lib/api/browser-queries';
import { FILE_TIMEOUT_MS, forwardToApi } from '../forward';

function refuse(status: number, code: string, message: string): NextResponse {
  return NextResponse.json(
    { success: false, errors: [{ code, field: '', message }] },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/** The body as it streams to the API, and how many bytes went through. */
function counted(body: ReadableStream<Uint8Array>) {
  const seen = { bytes: 0 };
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, seen };
}

export async function POST(req: NextRequest): Promise<Response> {
  if (req.headers.get(BROWSER_QUERY_HEADER) !== '1') {
    return refuse(403, 'forbidden', 'Console only');
  }
  if (!req.body) return refuse(400, 'required', 'The file is empty');
  const declared = Number(req.headers.get('content-length') ?? NaN);
  const filename = req.nextUrl.searchParams.get('filename') ?? '';
  const { stream, seen } = counted(req.body);
  const res = await forwardToApi(
    `/v1/files?filename=${encodeURIComponent(filename)}`,
    {
      method: 'POST',
      body: stream,
      headers: { 'content-type': req.headers.get('content-type') ?? 'application/octet-stream' },
      duplex: 'half',
    },
    FILE_TIMEOUT_MS,
  );
  // The API answers once it has read the whole body, so the count is final here.
  if (res.ok && Number.isFinite(declared) && seen.bytes !== declared) {
    return refuse(413, 'payload_too_large', 'The file is larger than the console passes on');
  }
  return new NextResponse(res.body, {
    status: res.status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
