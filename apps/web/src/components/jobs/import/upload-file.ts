import { BROWSER_QUERY_HEADER } from '@/lib/api/browser-queries';
import { readableError } from '@/lib/api/messages';

/** What the API keeps of an uploaded import file (POST /v1/files). */
export interface UploadedFile {
  file_id: string;
  filename: string;
  size_bytes: number;
}

/** Sends a file to the API through the console (`POST /api/files`); the new file's id. */
export async function uploadImportFile(
  file: File,
): Promise<{ ok: true; file: UploadedFile } | { ok: false; message: string }> {
  let res: Response;
  try {
    res = await fetch(`/api/files?filename=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      body: file,
      headers: {
        [BROWSER_QUERY_HEADER]: '1',
        'content-type': file.type || 'application/octet-stream',
      },
    });
  } catch {
    return {
      ok: false,
      message: 'The file could not be sent. Check the connection and try again.',
    };
  }
  const body = (await res.json().catch(() => null)) as {
    data?: UploadedFile;
    errors?: { code: string; field: string; message: string }[];
  } | null;
  if (res.ok && body?.data?.file_id) return { ok: true, file: body.data };
  if (res.status === 413) return { ok: false, message: 'The file is too large.' };
  const first = body?.errors?.[0];
  return {
    ok: false,
    message: first ? readableError(first) : 'The file could not be uploaded. Try again.',
  };
}
