import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { ADMIN, signIn } from './support/users';

// An Akeneo import's failed rows: the job page offers them as a file and says it is Akeneo's
// own CSV (its columns, `;`, an "Import errors" column), which the download is.

const JOB_END = { timeout: 30_000 };

test("an Akeneo import's failed rows download as Akeneo's CSV", async ({ page }) => {
  test.setTimeout(120_000);
  const prefix = `e2e-ak-${uniqueStamp()}`;
  const csv = [
    'sku;categories;enabled;family;groups;parent;name',
    `${prefix}-01;;1;tshirts;;;Akeneo shirt`,
    `${prefix}-02;;1;;;;No family`,
  ].join('\n');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  await open(page, '/jobs/import');
  await page.getByTestId('import-entity').selectOption('products');
  await page.getByTestId('import-format').selectOption('akeneo_csv');
  await page.getByTestId('import-next').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-file-choose').click();
  await (
    await chooser
  ).setFiles({ name: `${prefix}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('import-file-name')).toHaveText(`${prefix}.csv`);
  await page.getByTestId('import-next').click();
  await page.getByTestId('import-dry-run').click();
  await expect(page.getByTestId('import-dry-run-summary')).toContainText('1 failed', JOB_END);
  await page.getByTestId('import-start').click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('job-status')).toHaveText('Completed with errors', JOB_END);

  const button = page.getByTestId('job-failed-rows');
  await expect(button).toHaveText('Download failed rows');
  await expect(page.getByTestId('job-failed-items')).toContainText(
    'The failed rows with Akeneo’s columns and an “Import errors” column',
  );
  await expectNoSeriousAxeViolation(page);
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${prefix}-failed.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('sku;categories;enabled;family;groups;parent;name;Import errors');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${prefix}-02;;1;;;;No family;family: `));

  const jobPath = new URL(page.url()).pathname;
  await expectFitsPhone(page, jobPath, 'job-failed-rows');
  await expectNoSeriousAxeViolation(page);
});
