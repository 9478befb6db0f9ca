/**
 * Uploads an import file: the browser posts the file's bytes here (`?filename=`), the console
 * streams them to the API's `POST /v1/files` and answers the API's JSON envelope (`file_id`,
 * size, sha256). The API refuses a file past its own limit.
 */
import type { NextRequest } from 'next/server';
import { forwardUpload } from '../forward';

export function POST(req: NextRequest): Promise<Response> {
  return forwardUpload(req, '/v1/files');
}
