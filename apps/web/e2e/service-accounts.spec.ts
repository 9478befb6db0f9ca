import { expect, test } from '@playwright/test';
import { followLink, reload } from './support/navigation';
import { E2E_API_URL } from './support/e2e-env';
import { ADMIN, pickRole, signIn, submitConfirmed } from './support/users';

test('an API key created in the console works until it is revoked there', async ({
  page,
  context,
  request,
}) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const code = `e2e-sync-${stamp}`;
  const keyName = `e2e key ${stamp}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await signIn(page, ADMIN);
  const session = await page.evaluate(async () => {
    const res = await fetch('/api/auth/session');
    return (await res.json()) as { tenantId: string };
  });

  // A service account with the seeded viewer role (which reads roles).
  await followLink(page, page.getByTestId('nav-service-accounts'), '/service-accounts');
  await followLink(page, page.getByTestId('service-accounts-new'), '/service-accounts/new');
  await page.getByTestId('service-account-code-input').fill(code);
  await page.getByTestId('service-account-name-input').fill(`E2E sync ${stamp}`);
  await pickRole(page, 'service-account-roles', 'viewer');
  await page.getByTestId('service-account-create-submit').click();
  await expect(page).toHaveURL(/\/service-accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Service account created.');
  await expect(page.getByTestId('service-account-detail-code')).toHaveText(code);

  // The key: shown once, with a copy button and the warning.
  await page.getByTestId('api-key-name-input').fill(keyName);
  await page.getByTestId('api-key-create-submit').click();
  await expect(page.getByTestId('api-key-create-success')).toContainText(keyName);
  const created = page.getByTestId('api-key-created');
  await expect(created).toContainText('you will not see it again');
  const rawKey = (await page.getByTestId('api-key-raw').textContent())?.trim() ?? '';
  expect(rawKey.length).toBeGreaterThan(20);
  await page.getByTestId('api-key-copy').click();
  await expect(page.getByTestId('api-key-copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rawKey);
  const row = page.getByTestId(`api-key-row-${keyName}`);
  await expect(row.getByTestId('api-key-status')).toHaveText('active');
  // The list shows only the prefix, never the key.
  await expect(page.getByTestId('api-keys-table')).not.toContainText(rawKey);
  const prefix = (await row.getByTestId('api-key-prefix').textContent())?.trim() ?? '';
  expect(rawKey.startsWith(prefix)).toBe(true);

  const callWithKey = () =>
    request.get(`${E2E_API_URL}/v1/roles`, {
      headers: { authorization: `Bearer ${rawKey}`, 'x-tenant-id': session.tenantId },
    });
  const allowed = await callWithKey();
  expect(allowed.status()).toBe(200);

  // The expiry, in the browser's time zone (Europe/Berlin in these runs): a past one is
  // refused under the field, a future one is shown as entered and stored in UTC.
  await row.getByTestId(`api-key-expiry-${prefix}-open`).click();
  const expiry = page.getByTestId(`api-key-expires-${prefix}-input`);
  await expiry.fill('2020-01-01T00:00');
  await page.getByTestId(`api-key-expiry-${prefix}-submit`).click();
  await expect(page.getByTestId(`api-key-expires-${prefix}-error`)).toHaveText(
    'Choose a moment in the future, or leave it empty.',
  );
  await expiry.fill('2099-06-30T12:00');
  await page.getByTestId(`api-key-expiry-${prefix}-submit`).click();
  await expect(page.getByTestId(`api-key-expiry-${prefix}-success`)).toBeVisible();
  const shown = row.getByTestId('api-key-expires-at').locator('time');
  await expect(shown).toHaveAttribute('datetime', '2099-06-30T10:00:00.000Z');
  await expect(shown).toHaveText('30 Jun 2099, 12:00');
  expect((await callWithKey()).status()).toBe(200);

  // Revoked in the console, after a confirmation: the next request is refused.
  await row.getByTestId(`api-key-status-${prefix}-submit`).click();
  const confirmRevoke = page.getByTestId(`api-key-status-${prefix}-submit-confirm`);
  await expect(page.getByRole('dialog')).toContainText('Revoke the key');
  await confirmRevoke.click();
  await expect(page.getByTestId(`api-key-status-${prefix}-success`)).toBeVisible();
  await expect(row.getByTestId('api-key-status')).toHaveText('revoked');
  const refused = await callWithKey();
  expect(refused.status()).toBe(401);

  // After a reload the raw key is gone for good.
  await reload(page);
  await expect(page.getByTestId('api-key-created')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(rawKey);

  // Deleting asks first, then the key leaves the list.
  await submitConfirmed(page, `api-key-delete-${prefix}`);
  await expect(page.getByTestId(`api-key-delete-${prefix}-success`)).toHaveText('Key deleted.');
  await expect(page.getByTestId(`api-key-row-${keyName}`)).toHaveCount(0);
  await expect(page.getByTestId('api-keys-empty')).toBeVisible();

  // And the service account itself.
  await submitConfirmed(page, 'service-account-delete');
  await expect(page).toHaveURL('/service-accounts');
  await expect(page.getByTestId('flash-toast')).toHaveText('Service account deleted.');
  await expect(page.getByTestId(`service-account-row-${code}`)).toHaveCount(0);
});
