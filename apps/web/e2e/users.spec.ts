import { expect, test } from '@playwright/test';
import { open } from './support/navigation';
import {
  ADMIN,
  DEMO_EU,
  DEMO_US,
  fillLogin,
  pickRole,
  signIn,
  switchTenant,
} from './support/users';

test('user forms show the API field errors under their fields', async ({ page }) => {
  await signIn(page, ADMIN);
  await open(page, '/users/new');
  await page.getByTestId('user-email-input').fill(`short-pass-${Date.now()}@pim.local`);
  await page.getByTestId('user-name-input').fill('Short Password');
  await page.getByTestId('user-password-input').fill('abc');
  await page.getByTestId('user-create-submit').click();

  await expect(page.getByTestId('user-password-error')).toBeVisible();
  await expect(page.getByTestId('user-password-input')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/users/new');
  // What was typed stays for the correction.
  await expect(page.getByTestId('user-name-input')).toHaveValue('Short Password');
});

test('an administrator finds a user of the organization and adds it to another tenant', async ({
  page,
}) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `e2e-assign-${stamp}@pim.local`;
  await signIn(page, ADMIN);

  // A user of Demo EU...
  await open(page, '/users/new');
  await page.getByTestId('user-email-input').fill(email);
  await page.getByTestId('user-name-input').fill(`E2E Assign ${stamp}`);
  await page.getByTestId('user-password-input').fill('e2e-assign-pass');
  await page.getByTestId('user-create-submit').click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('User created.');
  const userId = (await page.getByTestId('user-detail-id').textContent())?.trim() ?? '';

  // ...added by id to Demo US with its viewer role.
  await switchTenant(page, DEMO_US);
  await open(page, '/users/new');
  // Found by email among the organization's users as it is typed, picked into the form.
  await page.getByTestId('user-find-search').fill(email);
  await page.getByTestId(`user-find-pick-${email}`).click();
  await expect(page.getByTestId('user-assign-id-input')).toHaveValue(userId);
  await pickRole(page, 'user-assign-roles', 'viewer');
  await page.getByTestId('user-assign-submit').click();
  await expect(page).toHaveURL(`/users/${userId}`);
  await expect(page.getByTestId('flash-toast')).toHaveText('User added to this tenant.');
  await expect(page.getByTestId('user-detail-email')).toHaveText(email);
  await expect(page.getByTestId('user-detail-roles')).toHaveText('Viewer');

  await open(page, `/users?search=${encodeURIComponent(email)}`);
  await expect(page.getByTestId(`user-row-${email}`)).toBeVisible();

  // Assigning again is refused: the API's already_exists on user_id, said once, under it.
  await open(page, '/users/new');
  await page.getByTestId('user-assign-id-input').fill(userId);
  await page.getByTestId('user-assign-submit').click();
  await expect(page.getByTestId('user-assign-id-error')).toHaveText(
    'This user already belongs to this tenant.',
  );
  await expect(page.getByTestId('user-assign-error')).toHaveCount(0);

  await switchTenant(page, DEMO_EU);
});

test('an administrator resets a password: the old one stops working, the new one works', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const user = {
    email: `e2e-reset-${stamp}@pim.local`,
    name: `E2E Reset ${stamp}`,
    password: 'e2e-first-pass',
  };
  await signIn(page, ADMIN);
  await open(page, '/users/new');
  await page.getByTestId('user-email-input').fill(user.email);
  await page.getByTestId('user-name-input').fill(user.name);
  await page.getByTestId('user-password-input').fill(user.password);
  await pickRole(page, 'user-roles', 'viewer');
  await page.getByTestId('user-create-submit').click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);

  // Too short for a reset (8 characters at least): the API's error under the field.
  await page.getByTestId('user-tab-password').click();
  await page.getByTestId('user-new-password-input').fill('short');
  await page.getByTestId('user-reset-password-submit').click();
  await expect(page.getByTestId('user-new-password-error')).toBeVisible();

  await page.getByTestId('user-new-password-input').fill('e2e-second-pass');
  await page.getByTestId('user-reset-password-submit').click();
  await expect(page.getByTestId('user-reset-password-success')).toBeVisible();
  await expect(page.getByTestId('user-new-password-input')).toHaveValue('');

  const context = await browser.newContext();
  try {
    const userPage = await context.newPage();
    await open(userPage, '/login');
    await fillLogin(userPage, user.email, user.password);
    await expect(userPage.getByTestId('login-error')).toHaveText('Wrong email or password.');
    await signIn(userPage, { ...user, password: 'e2e-second-pass' });
  } finally {
    await context.close();
  }
});
