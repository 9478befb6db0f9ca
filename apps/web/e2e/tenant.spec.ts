import { expect, test } from '@playwright/test';
import { reload } from './support/navigation';
import { ADMIN, DEMO_EU, DEMO_US, EDITOR, signIn, switchTenant } from './support/users';

test('the admin switches to Demo US and it stays active after a reload', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByTestId('active-tenant')).toHaveText('Demo EU');
  // The active tenant is listed but cannot be picked again.
  await page.getByTestId('tenant-menu').click();
  await expect(page.getByTestId('tenant-option-demo-eu')).toBeDisabled();
  await expect(page.getByTestId('tenant-option-demo-eu')).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');

  // Picking a tenant asks first; cancelling changes nothing.
  await page.getByTestId('tenant-menu').click();
  await page.getByTestId('tenant-option-demo-us').click();
  await expect(page.getByRole('dialog')).toContainText('Demo US');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('active-tenant')).toHaveText('Demo EU');

  await switchTenant(page, DEMO_US);
  await expect(page.getByTestId('dashboard-tenant')).toHaveText('Demo US');
  await expect(page.getByTestId('dashboard-tenant-code')).toHaveText('demo-us');

  await reload(page);
  await expect(page.getByTestId('active-tenant')).toHaveText('Demo US');
  await expect(page.getByTestId('dashboard-tenant')).toHaveText('Demo US');

  // And back, which needs the refresh token the first switch issued.
  await switchTenant(page, DEMO_EU);
});

test('the editor, a member of one tenant, gets no switcher and editor rights', async ({ page }) => {
  await signIn(page, EDITOR);

  await expect(page.getByTestId('active-tenant')).toHaveText('Demo EU');
  await expect(page.getByTestId('tenant-menu')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-roles')).toHaveText('editor');
  await expect(page.getByTestId('dashboard-permissions')).toContainText('catalog.products.write');
  await expect(page.getByTestId('dashboard-permissions')).not.toContainText('identity.users.write');
});
