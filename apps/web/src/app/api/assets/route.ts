/**
 * Uploads a file as an asset: the browser posts the file's bytes here (`?filename=`), the
 * console streams them to the API's `POST /v1/assets` and answers the API's JSON envelope.
 */
import type { NextRequest } from 'next/server';
import { forwardUpload } from '../forward';

export function POST(req: NextRequest): Promise<Response> {
  return forwardUpload(req, '/v1/assets');
}
