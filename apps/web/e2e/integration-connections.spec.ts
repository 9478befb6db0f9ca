import { expect, test } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { builtinConnectorId, e2eSftp, integrationApi } from './support/integration';
import { followLink, open } from './support/navigation';
import { ADMIN, EDITOR, signIn, submitConfirmed } from './support/users';

test('an administrator creates an SFTP connection, tests it, and sets, replaces and removes its credentials', async ({
  page,
  request,
}) => {
  const stamp = uniqueStamp();
  const code = `e2e-sftp-${stamp}`;
  const password = `pw-never-shown-${stamp}`;
  const sftp = e2eSftp();
  const call = await integrationApi(request);
  const sftpConnector = await builtinConnectorId(call, 'sftp');
  await signIn(page, ADMIN);

  await open(page, '/connections');
  await followLink(page, page.getByTestId('connections-new'), '/connections/new');
  await page.getByTestId('connection-connector-input').selectOption(sftpConnector);
  await page.getByTestId('connection-code-input').fill(code);
  await page.getByTestId('connection-name-input').fill(`Feed ${stamp}`);
  await page.getByTestId('connection-host-input').fill('ftp://not-a-host');
  await page.getByTestId('connection-port-input').fill(String(sftp.port));
  await page.getByTestId('connection-path-input').fill(sftp.root);
  await page.getByTestId('connection-channel-input').selectOption('ecommerce');
  await page.getByTestId('connection-schedule-input').fill('0 2 * * *');
  await expect(page.getByTestId('connection-schedule-hint')).toHaveText(
    'Runs every day at 02:00 UTC.',
  );
  await page.getByTestId('credentials-username-input').fill(sftp.username);
  await page.getByTestId('credentials-password-input').fill(password);
  await page.getByTestId('connection-create-submit').click();
  // The API's refusal lands under the host; what was typed stays.
  await expect(page.getByTestId('connection-host-error')).toBeVisible();
  await page.getByTestId('connection-host-input').fill(sftp.host);
  await page.getByTestId('connection-create-submit').click();
  await expect(page).toHaveURL(/\/connections\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Connection created.');
  await expect(page.getByTestId('connection-has-credentials')).toHaveText('Set (never shown)');
  await expect(page.getByTestId('connection-schedule')).toHaveText('every day at 02:00 UTC');
  await page.getByTestId('connection-tab-settings').click();
  await expect(page.getByTestId('credentials-state')).toContainText('Credentials are set.');
  expect(await page.content()).not.toContain(password);

  // sshd takes keys only: the test says where it failed.
  await page.getByTestId('connection-test-form-submit').click();
  await expect(page.getByTestId('connection-test-step-connect')).toHaveAttribute(
    'data-ok',
    'false',
  );

  // Replaced with the private key: every step passes.
  await page.getByTestId('credentials-replace').click();
  await page.getByTestId('credentials-method').getByText('Private key').click();
  await page.getByTestId('credentials-username-input').fill(sftp.username);
  await page.getByTestId('credentials-private-key-input').fill(sftp.privateKey);
  await page.getByTestId('connection-save').click();
  await expect(page.getByTestId('connection-save-success')).toHaveText(
    'Connection saved with the new credentials.',
  );
  await expect(page.getByTestId('credentials-state')).toContainText('Credentials are set.');
  const html = await page.content();
  expect(html).not.toContain(password);
  expect(html).not.toContain(sftp.privateKey.split('\n')[1]!);
  await page.getByTestId('connection-test-form-submit').click();
  await expect(page.getByTestId('connection-test-form-success')).toHaveText(
    'The connection works.',
  );
  for (const step of ['connect', 'list', 'write', 'delete']) {
    await expect(page.getByTestId(`connection-test-step-${step}`)).toHaveAttribute(
      'data-ok',
      'true',
    );
  }
  await expectNoSeriousAxeViolation(page);
  const url = page.url().replace(/\?.*$/, '');

  // An editor reads it, with no write control and no secret.
  await page.context().clearCookies();
  await signIn(page, EDITOR);
  await open(page, url);
  await expect(page.getByTestId('connection-code')).toHaveText(code);
  await expect(page.getByTestId('connection-form')).toHaveCount(0);
  await expect(page.getByTestId('credentials-state')).toHaveCount(0);
  await expect(page.getByTestId('connection-test-form')).toHaveCount(0);
  await expect(page.getByTestId('connection-delete')).toHaveCount(0);

  // Removed: the connection has none; then deleted after a confirmation.
  await page.context().clearCookies();
  await signIn(page, ADMIN);
  await open(page, `${url}?tab=settings`);
  await page.getByTestId('credentials-remove').click();
  await page.getByTestId('connection-save').click();
  await expect(page.getByTestId('connection-save-success')).toHaveText(
    'Connection saved; its credentials are removed.',
  );
  await expect(page.getByTestId('connection-has-credentials')).toHaveText('None');
  await expectFitsPhone(page, url, 'connection-code');
  await expectFitsPhone(page, '/connections/new', 'connection-create');
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, url);
  await submitConfirmed(page, 'connection-delete');
  await expect(page).toHaveURL(/\/connections$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Connection deleted.');
  await expect(page.getByTestId(`connection-row-${code}`)).toHaveCount(0);
});
