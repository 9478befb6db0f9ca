/**
 * A completed export's file for the browser (the job page's and the export dialog's Download
 * buttons): forwarded from the API's `GET /v1/jobs/{id}/artifact` with the session's token,
 * which never reaches the page. The API's headers name the file and keep it from running.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { FILE_TIMEOUT_MS, forwardToApi } from '../../../forward';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The API's answer headers the browser needs to save the file safely. */
const PASSED = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
  'cache-control',
];

async function reasonOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as {
    errors?: { message?: string }[];
  } | null;
  return body?.errors?.[0]?.message ?? 'The file cannot be downloaded.';
}

export async function GET(
  _req: NextRequest,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  if (!UUID.test(id)) return new NextResponse(null, { status: 404 });
  const res = await forwardToApi(`/v1/jobs/${id}/artifact`, { method: 'GET' }, FILE_TIMEOUT_MS);
  if (!res.ok || !res.body) {
    // The API's envelope says why (not completed yet, expired, not found): its words, as text.
    return new NextResponse(await reasonOf(res), {
      status: res.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const headers = new Headers();
  for (const name of PASSED) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  return new NextResponse(res.body, { status: 200, headers });
}
