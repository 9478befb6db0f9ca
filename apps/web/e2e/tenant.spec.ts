import { expect, test } from '@playwright/test';
import { ADMIN, EDITOR, signIn, tenantOption } from './support/users';

test('the admin switches to Demo US and it stays active after a reload', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByTestId('active-tenant')).toHaveText('Demo EU');
  await expect(page.getByTestId('tenant-switch')).toBeDisabled();

  const select = page.getByTestId('tenant-select');
  const usTenantId = await select.locator('option', { hasText: 'Demo US' }).getAttribute('value');
  expect(usTenantId).toBeTruthy();
  await select.selectOption({ label: tenantOption('Demo US', 'demo-us') });
  await page.getByTestId('tenant-switch').click();

  await expect(page.getByTestId('active-tenant')).toHaveText('Demo US');
  await expect(page.getByTestId('dashboard-tenant')).toHaveText('Demo US');
  await expect(page.getByTestId('dashboard-tenant-code')).toHaveText('demo-us');

  await page.reload();
  await expect(page.getByTestId('active-tenant')).toHaveText('Demo US');
  await expect(page.getByTestId('dashboard-tenant')).toHaveText('Demo US');
  await expect(select).toHaveValue(usTenantId ?? '');

  // And back, which needs the refresh token the first switch issued.
  await select.selectOption({ label: tenantOption('Demo EU', 'demo-eu') });
  await page.getByTestId('tenant-switch').click();
  await expect(page.getByTestId('active-tenant')).toHaveText('Demo EU');
});

test('the editor, a member of one tenant, gets no switcher and editor rights', async ({ page }) => {
  await signIn(page, EDITOR);

  await expect(page.getByTestId('active-tenant')).toHaveText('Demo EU');
  await expect(page.getByTestId('tenant-select')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-roles')).toHaveText('editor');
  await expect(page.getByTestId('dashboard-permissions')).toContainText('catalog.products.write');
  await expect(page.getByTestId('dashboard-permissions')).not.toContainText('identity.users.write');
});
