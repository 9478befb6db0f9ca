/**
 * A completed export's file for the browser (the job page's and the export dialog's Download
 * buttons): forwarded from the API's `GET /v1/jobs/{id}/artifact` with the session's token,
 * which never reaches the page. The API's headers name the file and keep it from running.
 */
import type { NextRequest } from 'next/server';
import { FILE_TIMEOUT_MS, forwardDownload } from '../../../forward';
import { refusal } from '../../refusal';

export async function GET(
  _req: NextRequest,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  return forwardDownload(id, (job) => `/v1/jobs/${job}/artifact`, refusal, FILE_TIMEOUT_MS);
}
