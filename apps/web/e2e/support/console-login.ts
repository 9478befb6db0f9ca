/**
 * Sign-ins posted to the console's own next-auth route from a chosen loopback address
 * (127.0.0.x), as browsers on other machines would: the console must tell the API whose
 * login it passes on. Plain HTTP, no page: next-auth's CSRF cookie and token, then the
 * credentials callback, answering `{ url }` (with `?error=<code>` when the login failed).
 */
import http from 'node:http';
import { E2E_CONSOLE_PORT } from './e2e-env';

interface Answer {
  status: number;
  cookies: string[];
  body: string;
}

function send(
  localAddress: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: E2E_CONSOLE_PORT,
        path,
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** A browser at `localAddress`: one CSRF token, then as many sign-ins as asked. */
export async function consoleSignInFrom(localAddress: string) {
  const csrf = await send(localAddress, '/api/auth/csrf');
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const cookie = csrf.cookies.join('; ');
  /** The error code the console reports, or null when the user is signed in. */
  return async function signIn(
    email: string,
    password: string,
    headers: Record<string, string> = {},
  ): Promise<string | null> {
    const answer = await send(localAddress, '/api/auth/callback/credentials', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ csrfToken, email, password, json: 'true' }).toString(),
    });
    const { url } = JSON.parse(answer.body) as { url: string };
    const error = new URL(url).searchParams.get('error');
    if (error === null && !answer.cookies.some((c) => c.includes('session-token='))) {
      throw new Error(`neither an error nor a session: ${answer.status} ${answer.body}`);
    }
    return error;
  };
}
