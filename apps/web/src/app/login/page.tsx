import type { Metadata } from 'next';
import { safeCallbackUrl } from '@/lib/safe-callback-url';
import { LoginForm } from './login-form';

export const metadata: Metadata = { title: 'Sign in' };

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const notice =
    first(params.reason) === 'expired'
      ? 'Your session has ended. Sign in again to continue.'
      : undefined;
  return (
    <main id="main" className="centered-page">
      <section className="card card--narrow" aria-labelledby="login-title">
        <p className="brand brand--large">PIM Console</p>
        <h1 id="login-title" className="card__title card__title--large">
          Sign in
        </h1>
        <LoginForm
          callbackUrl={safeCallbackUrl(params.callbackUrl)}
          notice={notice}
          initialError={first(params.error)}
        />
      </section>
    </main>
  );
}
