/**
 * A job file the API refused (not ready yet, expired, nothing to give, not found), for the
 * browser: the API's own words as text, never its envelope.
 */
export async function refusal(res: Response): Promise<Response> {
  const body = (await res.json().catch(() => null)) as {
    errors?: { message?: string }[];
  } | null;
  return new Response(body?.errors?.[0]?.message ?? 'The file cannot be downloaded.', {
    status: res.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
