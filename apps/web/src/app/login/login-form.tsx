'use client';

import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';
import { loginErrorMessage } from '@/lib/auth/login-errors';
import { useHydrated } from '@/lib/use-hydrated';

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
  // Until React runs, a click would submit the form natively (the password in the URL).
  const hydrated = useHydrated();

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
    <form onSubmit={onSubmit} aria-describedby={error ? 'login-error' : undefined}>
      <Stack gap="md">
        {notice && !error ? (
          <Alert
            color="blue"
            variant="light"
            role="status"
            icon={<IconInfoCircle size={18} />}
            data-testid="login-notice"
          >
            {notice}
          </Alert>
        ) : null}
        {error ? (
          <Alert
            id="login-error"
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={18} />}
            data-testid="login-error"
          >
            {error}
          </Alert>
        ) : null}
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          required
          autoFocus
          data-testid="login-email"
        />
        <PasswordInput
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          data-testid="login-password"
        />
        <Button
          type="submit"
          fullWidth
          loading={pending}
          disabled={!hydrated}
          data-testid="login-submit"
        >
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
