/**
 * Where to go after signing in: only a path on this console, never another origin
 * (`//evil.example`, `/\evil.example` and absolute URLs are all refused).
 */
export function safeCallbackUrl(value: string | string[] | undefined): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (
    !candidate ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.startsWith('/\\')
  ) {
    return '/';
  }
  if (candidate.startsWith('/login')) return '/';
  return candidate;
}
