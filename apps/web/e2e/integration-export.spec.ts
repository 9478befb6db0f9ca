import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import {
  builtinConnectorId,
  createMappingCatalog,
  e2eSftp,
  integrationApi,
} from './support/integration';
import { followLink, open } from './support/navigation';
import { ADMIN, signIn, submitConfirmed } from './support/users';

/** Maps the category of `code` through the panel's form. */
async function mapCategory(page: Page, code: string, externalId: string, name: string) {
  await page.getByTestId(`mapping-select-${code}`).click();
  await page.getByTestId('mapping-id-input').fill(externalId);
  await page.getByTestId('mapping-name-input').fill(name);
  await page.getByTestId('mapping-form-submit').click();
  await expect(page.getByTestId('mapping-form-success')).toHaveText('Category mapped.');
  await expect(page.getByTestId(`mapping-external-${code}`)).toContainText(externalId);
}

test('an SFTP connection with three mapped categories exports from the console: the job completes and the file is on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = uniqueStamp();
  const sftp = e2eSftp();
  const call = await integrationApi(request);
  const { channelCode, productCode } = await createMappingCatalog(call, stamp);
  const dir = path.join(sftp.root, `export-${stamp}`);
  const connection = await call('POST', '/connections', {
    connector_id: await builtinConnectorId(call, 'sftp'),
    code: `e2e-export-${stamp}`,
    name: `Export ${stamp}`,
    config: { host: sftp.host, port: sftp.port, path: dir, channel_code: channelCode },
    credentials: { username: sftp.username, private_key: sftp.privateKey },
  });
  const c = (code: string) => `${code}-${stamp}`;
  await signIn(page, ADMIN);

  // The channel's tree beside the mappings: three mapped, one of them unmapped again.
  await open(page, `/connections/${connection.id}`);
  await followLink(page, page.getByTestId('connection-mappings-link'), /\/mappings\?channel_code=/);
  await expect(page.getByTestId('mappings-count')).toHaveText('0 of 5 categories mapped.');
  await mapCategory(page, c('b'), 'EXT-B', 'Shoes');
  await mapCategory(page, c('a1'), 'EXT-A1', 'Shirts');
  await mapCategory(page, c('a11'), 'EXT-A11', 'T-shirts');
  await expect(page.getByTestId('mappings-count')).toHaveText('3 of 5 categories mapped.');
  await page.getByTestId(`mapping-select-${c('a11')}`).click();
  await submitConfirmed(page, 'mapping-unmap');
  await expect(page.getByTestId(`mapping-external-${c('a11')}`)).toHaveText('unmapped');

  // Filters: unmapped only, then a search by external id.
  await page.getByTestId('mappings-unmapped-only').check();
  await expect(page.getByTestId(`mapping-row-${c('b')}`)).toHaveCount(0);
  await expect(page.getByTestId(`mapping-row-${c('a11')}`)).toBeVisible();
  await page.getByTestId('mappings-unmapped-only').uncheck();
  await page.getByTestId('mappings-search').fill('ext-a1');
  await expect(page.getByTestId('mappings-table').locator('tbody tr')).toHaveCount(1);
  await page.getByTestId('mappings-search').fill('');

  // The subtree of `a` (a, a1 with its mapping, a11, a2) gets one external category.
  await page.getByTestId(`mapping-select-${c('a')}`).click();
  await page.getByTestId('mapping-id-input').fill('EXT-A');
  await page.getByTestId('mapping-bulk').click();
  await expect(page.getByRole('dialog')).toContainText('1 of them already have a mapping');
  await page.getByTestId('mapping-bulk-confirm').click();
  await expect(page.getByTestId('mapping-bulk-count')).toHaveText('4 of 4 done.');
  for (const code of ['a', 'a1', 'a11', 'a2']) {
    await expect(page.getByTestId(`mapping-external-${c(code)}`)).toContainText('EXT-A');
  }
  await expect(page.getByTestId(`mapping-external-${c('b')}`)).toContainText('EXT-B');
  await expect(page.getByTestId('mappings-count')).toHaveText('5 of 5 categories mapped.');
  await expectNoSeriousAxeViolation(page);
  await expectFitsPhone(page, page.url(), `mapping-row-${c('a')}`);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Export now: the job's page follows it to the end and says where the file went.
  await open(page, `/connections/${connection.id}`);
  await page.getByTestId('connection-export-submit').click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Export started.');
  await expect(page.getByTestId('job-status')).toHaveText('Completed', { timeout: 30_000 });
  await expect(page.getByTestId('job-delivery-item').first()).toContainText(dir);
  await expectNoSeriousAxeViolation(page);
  await expectFitsPhone(page, page.url(), 'job-delivery');

  const files = await readdir(dir);
  expect(files.length).toBe(1);
  const content = await readFile(path.join(dir, files[0]!), 'utf8');
  expect(content).toContain(productCode);
  expect(content).toContain('EXT-A');
});
