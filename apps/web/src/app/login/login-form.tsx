'use client';

import { signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';
import { loginErrorMessage } from '@/lib/auth/login-errors';

interface LoginFormProps {
  callbackUrl: string;
  notice?: string;
  /** next-auth's `?error=` when it redirected here instead of answering the form. */
  initialError?: string;
}

export function LoginForm({ callbackUrl, notice, initialError }: LoginFormProps) {
  const [error, setError] = useState<string | null>(
    initialError ? loginErrorMessage(initialError) : null,
  );
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    try {
      const result = await signIn('credentials', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        redirect: false,
      });
      if (result?.ok && !result.error) {
        // A full navigation, so every server component renders with the new session cookie.
        window.location.assign(callbackUrl);
        return;
      }
      setError(loginErrorMessage(result?.error ?? 'unknown'));
    } catch {
      setError('The console server cannot be reached. Check your connection and try again.');
    }
    setPending(false);
  };

  return (
    <form className="form" onSubmit={onSubmit} aria-describedby={error ? 'login-error' : undefined}>
      {notice && !error ? (
        <p className="notice notice--info" role="status" data-testid="login-notice">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id="login-error" className="notice notice--error" role="alert" data-testid="login-error">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="email" className="field__label">
          Email
        </label>
        <input
          id="email"
          name="email"
          type="email"
          className="input"
          autoComplete="username"
          required
          autoFocus
          data-testid="login-email"
        />
      </div>
      <div className="field">
        <label htmlFor="password" className="field__label">
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          className="input"
          autoComplete="current-password"
          required
          data-testid="login-password"
        />
      </div>
      <div className="actions">
        <button
          type="submit"
          className="button button--block"
          disabled={pending}
          data-testid="login-submit"
        >
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </div>
    </form>
  );
}
