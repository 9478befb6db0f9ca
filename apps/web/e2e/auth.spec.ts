import { expect, test } from '@playwright/test';
import { arrivedAt, followLink, open, reload } from './support/navigation';
import { E2E_ACCESS_TOKEN_TTL_SECONDS, UNREACHABLE_CONSOLE_URL } from './support/e2e-env';
import { ADMIN, fillLogin, signIn } from './support/users';

test.describe('signing in', () => {
  test('the admin signs in and sees their name, tenant, roles and permissions', async ({
    page,
  }) => {
    await signIn(page, ADMIN);

    await expect(page.getByTestId('active-tenant')).toHaveText('Demo EU');
    await expect(page.getByTestId('dashboard-user-name')).toHaveText(ADMIN.name);
    await expect(page.getByTestId('dashboard-tenant')).toHaveText('Demo EU');
    await expect(page.getByTestId('dashboard-tenant-code')).toHaveText('demo-eu');
    await expect(page.getByTestId('dashboard-organization')).toHaveText('Demo Organization');
    await expect(page.getByTestId('dashboard-roles')).toContainText('admin');
    await expect(page.getByTestId('dashboard-permissions')).toContainText('identity.users.write');
    await expect(page.getByTestId('dashboard-permissions')).toContainText(
      'catalog.products.approve',
    );
  });

  test('a wrong password shows an error and keeps the user on /login', async ({ page }) => {
    await open(page, '/login');
    await fillLogin(page, ADMIN.email, 'not-the-password');

    await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password.');
    await expect(page).toHaveURL(/\/login/);
    // What was typed stays, so the user only corrects the password.
    await expect(page.getByTestId('login-email')).toHaveValue(ADMIN.email);
  });

  test('five failed attempts lock the email and say so', async ({ page }) => {
    const email = `lockout-${Date.now()}@pim.local`;
    await open(page, '/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillLogin(page, email, `wrong-password-${attempt}`);
      await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password.');
    }
    await fillLogin(page, email, 'wrong-password-6');
    await expect(page.getByTestId('login-error')).toContainText('locked for 15 minutes');
  });

  test('an API that cannot be reached is named as the problem', async ({ page }) => {
    await open(page, `${UNREACHABLE_CONSOLE_URL}/login`);
    await fillLogin(page, ADMIN.email, ADMIN.password);

    await expect(page.getByTestId('login-error')).toHaveText(
      'The PIM API cannot be reached right now. Check that it is running and try again.',
    );
    await expect(page).toHaveURL(`${UNREACHABLE_CONSOLE_URL}/login`);
  });

  test('a protected page sends a visitor to /login and back after signing in', async ({ page }) => {
    await open(page, '/account');
    await expect(page).toHaveURL('/login?callbackUrl=%2Faccount');

    await fillLogin(page, ADMIN.email, ADMIN.password);
    await arrivedAt(page, '/account');
    await expect(page.getByTestId('account-email')).toHaveText(ADMIN.email);
  });

  test('the browser never receives the API tokens', async ({ page, context }) => {
    await signIn(page, ADMIN);

    const session = await page.evaluate(async () => {
      const res = await fetch('/api/auth/session');
      return (await res.json()) as Record<string, unknown>;
    });
    expect(session).toMatchObject({ user: { name: ADMIN.name, email: ADMIN.email } });
    expect(Object.keys(session).sort()).toEqual(['expires', 'tenantId', 'user']);
    // Access tokens are JWTs: three base64url segments.
    expect(JSON.stringify(session)).not.toMatch(/ey[\w-]+\.[\w-]+\.[\w-]+/);

    const cookies = await context.cookies();
    const sessionCookie = cookies.find((c) => c.name === 'next-auth.session-token');
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('session-token');
  });

  test('the session outlives its access token by refreshing it', async ({ page }) => {
    await signIn(page, ADMIN);
    // Past the lifetime of the token the login issued: only a refreshed one still works.
    await page.waitForTimeout((E2E_ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);

    await reload(page);
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('dashboard-user-name')).toHaveText(ADMIN.name);
    await followLink(page, page.getByTestId('nav-account'), '/account');
    await expect(page.getByTestId('account-name')).toHaveText(ADMIN.name);
  });
});

test.describe('signing out', () => {
  test('sign-out lands on /login and protected pages then redirect there', async ({ page }) => {
    await signIn(page, ADMIN);

    await page.getByTestId('sign-out').click();
    await arrivedAt(page, '/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();

    for (const path of ['/', '/account']) {
      await open(page, path);
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(page.getByTestId('login-email')).toBeVisible();
    }
  });
});
