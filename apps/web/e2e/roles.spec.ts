import { expect, test } from '@playwright/test';
import { followLink, open } from './support/navigation';
import { ADMIN, EDITOR, pickRole, signIn, submitConfirmed } from './support/users';

/** Two catalog permissions an administrator grants through a new role. */
const GRANTED = ['catalog.categories.read', 'catalog.products.read'] as const;

test('an administrator creates a role and a user with it; the user sees only what it allows', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const roleCode = `e2e-reader-${stamp}`;
  const roleName = `E2E reader ${stamp}`;
  const user = {
    email: `e2e-user-${stamp}@pim.local`,
    name: `E2E User ${stamp}`,
    password: 'e2e-user-pass-1',
  };

  await signIn(page, ADMIN);

  // The role, with exactly two permissions from the matrix.
  await followLink(page, page.getByTestId('nav-roles'), '/roles');
  await followLink(page, page.getByTestId('roles-new'), '/roles/new');
  await page.getByTestId('role-code-input').fill(roleCode);
  await page.getByTestId('role-name-input').fill(roleName);
  for (const code of GRANTED) await page.getByTestId(`permission-${code}`).check();
  await page.getByTestId('role-create-submit').click();
  await expect(page).toHaveURL(/\/roles\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Role created.');
  await expect(page.getByTestId('role-code')).toHaveText(roleCode);
  await expect(page.getByTestId('role-permission-count')).toHaveText('2');
  for (const code of GRANTED) await expect(page.getByTestId(`permission-${code}`)).toBeChecked();

  // The list finds it as the search is typed, and keeps the search in the URL.
  await open(page, '/roles');
  await page.getByTestId('roles-filter-search').fill(roleCode);
  await expect(page.getByTestId(`role-row-${roleCode}`)).toBeVisible();
  await expect(page.getByTestId('roles-table').locator('tbody tr')).toHaveCount(1);
  await expect(page).toHaveURL(`/roles?search=${roleCode}`);
  await expect(page.getByTestId('roles-pagination-status')).toContainText('1 item');

  // A duplicate code is reported under the code field.
  await open(page, '/roles/new');
  await page.getByTestId('role-code-input').fill(roleCode);
  await page.getByTestId('role-name-input').fill(roleName);
  await page.getByTestId('role-create-submit').click();
  await expect(page.getByTestId('role-code-error')).toBeVisible();
  await expect(page).toHaveURL('/roles/new');

  // The user, holding that role only.
  await followLink(page, page.getByTestId('nav-users'), '/users');
  await followLink(page, page.getByTestId('users-new'), '/users/new');
  await page.getByTestId('user-email-input').fill(user.email);
  await page.getByTestId('user-name-input').fill(user.name);
  await page.getByTestId('user-password-input').fill(user.password);
  await pickRole(page, 'user-roles', roleCode);
  await page.getByTestId('user-create-submit').click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('user-detail-email')).toHaveText(user.email);
  await expect(page.getByTestId('user-detail-roles')).toHaveText(roleName);

  // The new user signs in and gets exactly the two permissions, and no administration pages.
  const context = await browser.newContext();
  try {
    const userPage = await context.newPage();
    await signIn(userPage, user);
    const permissions = userPage.getByTestId('dashboard-permissions').locator('code');
    await expect(permissions).toHaveText([...GRANTED]);
    await expect(userPage.getByTestId('dashboard-roles')).toHaveText(roleCode);
    for (const nav of ['nav-roles', 'nav-users', 'nav-service-accounts']) {
      await expect(userPage.getByTestId(nav)).toHaveCount(0);
    }
    await expect(userPage.getByTestId('nav-account')).toBeVisible();
    for (const path of ['/roles', '/users', '/service-accounts']) {
      await open(userPage, path);
      await expect(userPage.getByTestId('forbidden')).toBeVisible();
    }

    // Suspended by the administrator, the user loses access at once.
    await page.getByTestId('user-status-select-input').selectOption('suspended');
    await page.getByTestId('user-save').click();
    await page.getByTestId('user-save-confirm').click();
    await expect(page.getByTestId('user-save-success')).toHaveText('User saved.');
    await open(userPage, '/');
    await expect(userPage).toHaveURL(/\/login/);
  } finally {
    await context.close();
  }
});

test('an administrator edits a role: name, permissions and status', async ({ page }) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const roleCode = `e2e-edit-${stamp}`;
  await signIn(page, ADMIN);
  await open(page, '/roles/new');
  await page.getByTestId('role-code-input').fill(roleCode);
  await page.getByTestId('role-name-input').fill('Before');
  await page.getByTestId('permission-catalog.products.read').check();
  await page.getByTestId('role-create-submit').click();
  await expect(page).toHaveURL(/\/roles\/[0-9a-f-]{36}$/);

  await page.getByTestId('role-edit-name-input').fill('After');
  await page.getByTestId('role-save').click();
  await expect(page.getByTestId('role-save-success')).toHaveText('Role saved.');
  await expect(page.getByTestId('role-title')).toHaveText('After');

  await page.getByTestId('role-tab-permissions').click();
  await page.getByTestId('permission-catalog.products.read').uncheck();
  await page.getByTestId('permission-catalog.assets.read').check();
  await page.getByTestId('permission-catalog.assets.write').check();
  await page.getByTestId('role-save').click();
  await expect(page.getByTestId('role-save-success')).toHaveText(
    'Role saved. Permissions: 2 added, 1 removed.',
  );
  await expect(page.getByTestId('role-permission-count')).toHaveText('2');

  await page.getByTestId('role-tab-general').click();
  await page.getByTestId('role-status-select-input').selectOption('inactive');
  await page.getByTestId('role-save').click();
  await expect(page.getByRole('dialog')).toContainText('Deactivate the role?');
  await page.getByTestId('role-save-confirm').click();
  await expect(page.getByTestId('role-save-success')).toHaveText('Role saved.');

  await open(page, '/roles?status=inactive&search=' + roleCode);
  const row = page.getByTestId(`role-row-${roleCode}`);
  await expect(row).toContainText('inactive');
  await expect(row).toContainText('After');

  // Held by nobody, it can be deleted.
  await followLink(page, row.getByTestId(`role-link-${roleCode}`), /\/roles\/[0-9a-f-]{36}$/);
  await submitConfirmed(page, 'role-delete');
  await expect(page).toHaveURL('/roles');
  await expect(page.getByTestId('flash-toast')).toHaveText('Role deleted.');
  await open(page, `/roles?search=${roleCode}`);
  await expect(page.getByTestId('roles-empty')).toBeVisible();
});

test('a reader without write permissions sees the lists but no forms', async ({ page }) => {
  await signIn(page, EDITOR);
  await followLink(page, page.getByTestId('nav-roles'), '/roles');
  await expect(page.getByTestId('role-row-admin')).toBeVisible();
  await expect(page.getByTestId('roles-new')).toHaveCount(0);
  await followLink(page, page.getByTestId('role-link-admin'), /\/roles\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('role-code')).toHaveText('admin');
  await expect(page.getByTestId('role-save')).toHaveCount(0);
  await expect(page.getByTestId('role-edit-name-input')).toHaveCount(0);
  await expect(page.getByTestId('role-delete')).toHaveCount(0);
  await expect(page.getByTestId('role-permission-list')).toContainText('identity.users.write');
  await open(page, '/roles/new');
  await expect(page.getByTestId('forbidden')).toContainText('identity.roles.write');

  await followLink(page, page.getByTestId('nav-users'), '/users');
  await expect(page.getByTestId(`user-row-${EDITOR.email}`)).toBeVisible();
  await expect(page.getByTestId('users-new')).toHaveCount(0);
});
