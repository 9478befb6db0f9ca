/**
 * Messages for the error codes `authorize` passes back through next-auth to the login form.
 * Kept free of server imports: the login form (a client component) uses it.
 */
const LOGIN_ERROR_MESSAGES: Record<string, string> = {
  required: 'Enter your email address and password.',
  invalid_credentials: 'Wrong email or password.',
  CredentialsSignin: 'Wrong email or password.',
  invalid_format: 'Enter a valid email address.',
  rate_limited:
    'Too many failed sign-in attempts for this email. Sign-in is locked for 15 minutes; try again later.',
  address_rate_limited:
    'Too many sign-in requests from your network in the last minute. Try again in a minute.',
  api_unreachable:
    'The PIM API cannot be reached right now. Check that it is running and try again.',
  invalid_client: 'The console is not registered with the API (client id pim-console).',
  tenant_forbidden: 'This account has no active tenant it can sign in to.',
  invalid_token: 'This account cannot sign in at the moment. Contact an administrator.',
  internal_error: 'The PIM API failed to sign you in. Try again in a moment.',
};

export function loginErrorMessage(code: string): string {
  return LOGIN_ERROR_MESSAGES[code] ?? 'Sign-in failed. Try again.';
}
