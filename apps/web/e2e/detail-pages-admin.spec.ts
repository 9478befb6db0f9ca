import { expect, test } from '@playwright/test';
import { open, reload } from './support/navigation';
import { expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { builtinConnectorId, integrationApi } from './support/integration';
import { ADMIN, signIn } from './support/users';
import { expectNothingToSave, expectPhoneFits, expectTabs } from './support/detail-pages';

// The detail pages outside the catalog (connectors, connections, roles, ...) built like the
// catalog's in detail-pages.spec.ts: tabs, one Save, a danger zone apart.

test('a connector: its schemas first, its name and status in General with one Save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);
  await open(page, '/connectors/new');
  await page.getByTestId('connector-code-input').fill(`e2e-dconn-${stamp}`);
  await page.getByTestId('connector-name-input').fill(`Detail connector ${stamp}`);
  await page.getByTestId('connector-type-input').selectOption('api');
  await page.getByTestId('connector-create-submit').click();
  await expect(page).toHaveURL(/\/connectors\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  await expectTabs(page, 'connector', ['Schemas', 'General']);
  // The schemas tab has its own create form; no Save shows until a field changes.
  await expect(page.getByTestId('schema-create-submit')).toBeVisible();
  await expect(page.getByTestId('connector-save')).toHaveCount(0);
  await page.getByTestId('connector-tab-general').click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
  await expectNothingToSave(page, 'connector');

  await page.getByTestId('connector-edit-name-input').fill('');
  await expect(page.getByTestId('connector-save-state')).toHaveText(
    '1 unsaved change · Fill in Name to save.',
  );
  await page.getByTestId('connector-edit-name-input').fill(`Renamed ${stamp}`);
  await page.getByTestId('connector-edit-description-input').fill(`Described ${stamp}`);
  await expect(page.getByTestId('connector-save-state')).toHaveText('2 unsaved changes');
  await page.getByTestId('connector-save').click();
  await expect(page.getByTestId('connector-save-success')).toHaveText('Connector saved.');
  await expectNothingToSave(page, 'connector');
  await reload(page);
  await expect(page.getByTestId('connector-title')).toHaveText(`Renamed ${stamp}`);
  await expect(page.getByTestId('connector-tab-general')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('connector-edit-description-input')).toHaveValue(
    `Described ${stamp}`,
  );

  // Leaving with a change asks first.
  await page.getByTestId('connector-edit-description-input').fill(`Edited ${stamp}`);
  await page.getByRole('link', { name: 'Connectors' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByTestId('unsaved-stay').click();
  await page.getByTestId('connector-discard').click();
  await expectNothingToSave(page, 'connector');
  await expectNoSeriousAxeViolation(page);
  await expectPhoneFits(
    page,
    `${path}?tab=general`,
    'connector',
    'connector-edit-description-input',
  );
});

test('a connection: its name in General, its target in Settings, saved once; its delete apart', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  const apiConnector = await builtinConnectorId(await integrationApi(request), 'api');
  await signIn(page, ADMIN);
  await open(page, '/connections/new');
  await page.getByTestId('connection-connector-input').selectOption(apiConnector);
  await page.getByTestId('connection-code-input').fill(`e2e-dcx-${stamp}`);
  await page.getByTestId('connection-name-input').fill(`Detail feed ${stamp}`);
  await page.getByTestId('connection-url-input').fill('https://feed.example.com/in');
  await page.getByTestId('connection-create-submit').click();
  await expect(page).toHaveURL(/\/connections\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  await expectTabs(page, 'connection', ['General', 'Settings']);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
  await expect(page.getByTestId('connection-delete-zone')).toContainText('Danger zone');
  await expect(page.getByTestId('connection-delete-submit')).toHaveText('Delete connection');
  await expectNothingToSave(page, 'connection');

  await page.getByTestId('connection-edit-description-input').fill(`Described ${stamp}`);
  await page.getByTestId('connection-tab-settings').click();
  await page.getByTestId('connection-batch-size-input').fill('25');
  await expect(page.getByTestId('connection-save-state')).toHaveText('2 unsaved changes');
  await page.getByTestId('connection-save').click();
  await expect(page.getByTestId('connection-save-success')).toHaveText('Connection saved.');
  await expectNothingToSave(page, 'connection');
  await reload(page);
  await expect(page.getByTestId('connection-tab-settings')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('connection-batch-size-input')).toHaveValue('25');
  await page.getByTestId('connection-tab-general').click();
  await expect(page.getByTestId('connection-edit-description-input')).toHaveValue(
    `Described ${stamp}`,
  );

  // Deactivating asks first.
  await page.getByTestId('connection-status-select-input').selectOption('inactive');
  await page.getByTestId('connection-save').click();
  await expect(page.getByRole('dialog')).toContainText('Deactivate the connection?');
  await page.getByTestId('connection-save-confirm').click();
  await expect(page.getByTestId('connection-status-badge')).toHaveText('inactive');

  // Leaving with a change asks first.
  await page.getByTestId('connection-edit-description-input').fill(`Edited ${stamp}`);
  await page.getByRole('link', { name: 'Connections' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByTestId('unsaved-stay').click();
  await page.getByTestId('connection-discard').click();
  await expectNoSeriousAxeViolation(page);
  await expectPhoneFits(page, path, 'connection', 'connection-edit-description-input');
});

test('a role: its name in General, its permissions in their tab, saved once; its delete apart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);
  await open(page, '/roles/new');
  await page.getByTestId('role-code-input').fill(`e2e-drole-${stamp}`);
  await page.getByTestId('role-name-input').fill(`Detail role ${stamp}`);
  await page.getByTestId('permission-catalog.products.read').check();
  await page.getByTestId('role-create-submit').click();
  await expect(page).toHaveURL(/\/roles\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  await expectTabs(page, 'role', ['General', 'Permissions (1)']);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
  await expect(page.getByTestId('role-delete-zone')).toContainText('Danger zone');
  await expect(page.getByTestId('role-delete-submit')).toHaveText('Delete role');
  await expectNothingToSave(page, 'role');

  await page.getByTestId('role-edit-description-input').fill(`Described ${stamp}`);
  await page.getByTestId('role-tab-permissions').click();
  await page.getByTestId('permission-catalog.assets.read').check();
  await expect(page.getByTestId('role-tab-general')).toContainText('unsaved changes');
  await expect(page.getByTestId('role-save-state')).toHaveText('2 unsaved changes');
  await page.getByTestId('role-save').click();
  await expect(page.getByTestId('role-save-success')).toHaveText(
    'Role saved. Permissions: 1 added, 0 removed.',
  );
  await expectNothingToSave(page, 'role');
  await reload(page);
  await expect(page.getByTestId('role-permission-count')).toHaveText('2');
  await expect(page.getByTestId('role-tab-permissions')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('permission-catalog.assets.read')).toBeChecked();
  await page.getByTestId('role-tab-general').click();
  await expect(page.getByTestId('role-edit-description-input')).toHaveValue(`Described ${stamp}`);

  // Leaving with a change asks first.
  await page.getByTestId('role-edit-description-input').fill(`Edited ${stamp}`);
  await page.getByRole('link', { name: 'Roles' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByTestId('unsaved-stay').click();
  await page.getByTestId('role-discard').click();
  await expectNoSeriousAxeViolation(page);
  await expectPhoneFits(page, path, 'role', 'role-edit-description-input');
});

test('a user: profile and status in General, the password reset in its own tab; removal apart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);
  await open(page, '/users/new');
  await page.getByTestId('user-email-input').fill(`e2e-duser-${stamp}@pim.local`);
  await page.getByTestId('user-name-input').fill(`Detail user ${stamp}`);
  await page.getByTestId('user-password-input').fill('e2e-detail-pass');
  await page.getByTestId('user-create-submit').click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  await expectTabs(page, 'user', ['General', 'Password']);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
  await expect(page.getByTestId('user-remove-zone')).toContainText('Danger zone');
  await expect(page.getByTestId('user-remove-submit')).toHaveText('Remove from tenant');
  await expectNothingToSave(page, 'user');

  await page.getByTestId('user-edit-name-input').fill(`Renamed ${stamp}`);
  await page.getByTestId('user-status-select-input').selectOption('suspended');
  await expect(page.getByTestId('user-save-state')).toHaveText('2 unsaved changes');
  await page.getByTestId('user-save').click();
  await expect(page.getByRole('dialog')).toContainText('Change the user’s access?');
  await page.getByTestId('user-save-confirm').click();
  await expect(page.getByTestId('user-save-success')).toHaveText('User saved.');
  await reload(page);
  await expect(page.getByTestId('user-title')).toHaveText(`Renamed ${stamp}`);
  await expect(page.getByTestId('user-status-select-input')).toHaveValue('suspended');

  // The password tab has its own button; the leave warning still guards General's changes.
  await page.getByTestId('user-edit-name-input').fill(`Edited ${stamp}`);
  await page.getByTestId('user-tab-password').click();
  await expect(page.getByTestId('user-reset-password-submit')).toHaveText('Reset password');
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByTestId('unsaved-stay').click();
  await page.getByTestId('user-discard').click();
  await expectNoSeriousAxeViolation(page);
  await expectPhoneFits(page, path, 'user', 'user-edit-name-input');
});

test('a service account: its API keys first, its details and status in General, saved once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);
  await open(page, '/service-accounts/new');
  await page.getByTestId('service-account-code-input').fill(`e2e-dsa-${stamp}`);
  await page.getByTestId('service-account-name-input').fill(`Detail sync ${stamp}`);
  await page.getByTestId('service-account-create-submit').click();
  await expect(page).toHaveURL(/\/service-accounts\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  await expectTabs(page, 'service-account', ['API keys', 'General']);
  await expect(page.getByTestId('api-key-create-submit')).toBeVisible();
  await expect(page.getByTestId('service-account-save')).toHaveCount(0);
  await expect(page.getByTestId('service-account-delete-zone')).toContainText('Danger zone');
  await expect(page.getByTestId('service-account-delete-submit')).toHaveText(
    'Delete service account',
  );
  await page.getByTestId('service-account-tab-general').click();
  await expectNothingToSave(page, 'service-account');

  await page.getByTestId('service-account-edit-description-input').fill(`Described ${stamp}`);
  await page.getByTestId('service-account-status-select-input').selectOption('inactive');
  await expect(page.getByTestId('service-account-save-state')).toHaveText('2 unsaved changes');
  await page.getByTestId('service-account-save').click();
  await expect(page.getByRole('dialog')).toContainText('Deactivate the service account?');
  await page.getByTestId('service-account-save-confirm').click();
  await expect(page.getByTestId('service-account-save-success')).toHaveText(
    'Service account saved.',
  );
  await reload(page);
  await expect(page.getByTestId('service-account-edit-description-input')).toHaveValue(
    `Described ${stamp}`,
  );
  await expect(page.getByTestId('service-account-status-select-input')).toHaveValue('inactive');

  await page.getByTestId('service-account-edit-name-input').fill(`Edited ${stamp}`);
  await page.getByRole('link', { name: 'Service accounts' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByTestId('unsaved-stay').click();
  await page.getByTestId('service-account-discard').click();
  await expectNoSeriousAxeViolation(page);
  await expectPhoneFits(
    page,
    `${path}?tab=general`,
    'service-account',
    'service-account-edit-description-input',
  );
});
