/**
 * The import wizard's "Download template": forwarded from the API's
 * `GET /v1/jobs/imports/template` with the session's token, which never reaches the page. Only
 * the query's own keys go on (entity, format, product_family_id); the API checks their values.
 */
import type { NextRequest } from 'next/server';
import { forwardFile } from '../../../forward';
import { refusal } from '../../refusal';

const KEYS = ['entity', 'format', 'product_family_id'] as const;

export async function GET(req: NextRequest): Promise<Response> {
  const query = new URLSearchParams();
  for (const key of KEYS) {
    const value = req.nextUrl.searchParams.get(key);
    if (value !== null) query.set(key, value);
  }
  return forwardFile(`/v1/jobs/imports/template?${query.toString()}`, refusal);
}
