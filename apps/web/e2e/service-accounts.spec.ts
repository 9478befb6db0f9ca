import { expect, test } from '@playwright/test';
import { E2E_API_URL } from './support/e2e-env';
import { ADMIN, signIn } from './support/users';

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
  await page.getByTestId('nav-service-accounts').click();
  await expect(page).toHaveURL('/service-accounts');
  await page.getByTestId('service-accounts-new').click();
  await page.getByTestId('service-account-code-input').fill(code);
  await page.getByTestId('service-account-name-input').fill(`E2E sync ${stamp}`);
  await page.getByTestId('role-option-viewer').check();
  await page.getByTestId('service-account-create-submit').click();
  await expect(page).toHaveURL(/\/service-accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('service-account-detail-code')).toHaveText(code);

  // The key: shown once, with a copy button and the warning.
  await page.getByTestId('api-key-name-input').fill(keyName);
  await page.getByTestId('api-key-create-submit').click();
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

  // The expiry: a past one is refused under the field, a future one is shown.
  const expiry = row.getByTestId(`api-key-expires-${prefix}-input`);
  await expiry.fill('2020-01-01T00:00');
  await row.getByTestId(`api-key-expiry-${prefix}-submit`).click();
  await expect(row.getByTestId(`api-key-expires-${prefix}-error`)).toBeVisible();
  await expiry.fill('2099-06-30T12:00');
  await row.getByTestId(`api-key-expiry-${prefix}-submit`).click();
  await expect(row.getByTestId(`api-key-expiry-${prefix}-success`)).toBeVisible();
  await expect(row).toContainText('2099-06-30 12:00 UTC');
  expect((await callWithKey()).status()).toBe(200);

  // Revoked in the console: the next request is refused.
  await row.getByTestId(`api-key-status-${prefix}-submit`).click();
  await expect(row.getByTestId('api-key-status')).toHaveText('revoked');
  const refused = await callWithKey();
  expect(refused.status()).toBe(401);

  // After a reload the raw key is gone for good.
  await page.reload();
  await expect(page.getByTestId('api-key-created')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(rawKey);

  // Deleting asks once more in place, then the key leaves the list.
  await row.getByTestId(`api-key-delete-${prefix}-button`).click();
  await row.getByTestId(`api-key-delete-${prefix}-button-confirm`).click();
  await expect(page.getByTestId(`api-key-row-${keyName}`)).toHaveCount(0);
  await expect(page.getByTestId('api-keys-empty')).toBeVisible();

  // And the service account itself.
  await page.getByTestId('service-account-delete-button').click();
  await page.getByTestId('service-account-delete-button-confirm').click();
  await expect(page).toHaveURL('/service-accounts');
  await expect(page.getByTestId(`service-account-row-${code}`)).toHaveCount(0);
});
