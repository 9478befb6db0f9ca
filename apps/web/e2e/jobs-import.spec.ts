import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { ADMIN, signIn } from './support/users';

// Import help: the wizard says why "Start import" waits, items name the file's line, and an
// import with failed rows gives them back as a file to correct and import again.

const JOB_END = { timeout: 20_000 };

test('an import says why it waits, names lines, and gives its failed rows back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prefix = `e2e-fr-${uniqueStamp()}`;
  const csv = [
    'code,family,categories',
    `${prefix}-01,tshirts,tshirts`,
    `${prefix}-02,no-such-family-${prefix},`,
    `${prefix}-03,tshirts,`,
  ].join('\n');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  await open(page, '/jobs/import');
  await page.getByTestId('import-entity').selectOption('products');
  await page.getByTestId('import-format').selectOption('csv');
  await page.getByTestId('import-next').click();

  // Without a file the wizard says what it needs.
  await expect(page.getByTestId('import-next')).toBeDisabled();
  await expect(page.getByTestId('import-next-why')).toHaveText(
    'Choose a file to go on: it is uploaded as soon as it is chosen.',
  );
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-file-choose').click();
  await (
    await chooser
  ).setFiles({ name: `${prefix}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('import-file-name')).toHaveText(`${prefix}.csv`);
  await expect(page.getByTestId('import-next-why')).toHaveCount(0);
  await page.getByTestId('import-next').click();

  // Before the dry run, Start import says why it waits.
  await expect(page.getByTestId('import-start')).toBeDisabled();
  await expect(page.getByTestId('import-start-why')).toContainText(
    'Start import is available once the dry run has checked the file.',
  );
  await page.getByTestId('import-dry-run').click();
  await expect(page.getByTestId('import-dry-run-summary')).toContainText('1 failed', JOB_END);
  await expect(page.getByTestId('import-start')).toBeEnabled();
  await expect(page.getByTestId('import-start-why')).toHaveCount(0);
  await expect(page.getByTestId('import-start-warning')).toContainText(
    '1 record failed the dry run and will fail again',
  );
  // The bad record is the file's line 3 (the header is line 1), not "record 2".
  await expect(page.getByTestId('import-dry-run-failed-row-2')).toContainText('Line 3');
  await expectNoSeriousAxeViolation(page);

  await page.getByTestId('import-start').click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('job-status')).toHaveText('Completed with errors', JOB_END);
  const row = page.getByTestId('job-failed-row-2');
  await expect(row).toContainText('Line 3');
  await expect(row).toContainText(`${prefix}-02`);
  await expect(page.getByTestId('job-failed-rows')).toHaveText('Download failed rows');
  await expectNoSeriousAxeViolation(page);

  // The failed row, in the file's own columns, with what was wrong.
  const download = page.waitForEvent('download');
  await page.getByTestId('job-failed-rows').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${prefix}-failed.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('code,family,categories,Import errors');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${prefix}-02,no-such-family-${prefix},,`));
  expect(lines[1]).toContain('family');

  // On a phone the job page still fits, the button and the line shown.
  const jobPath = new URL(page.url()).pathname;
  await expectFitsPhone(page, jobPath, 'job-failed-rows');
  await expect(page.getByTestId('job-failed-row-2')).toContainText('Line 3');
  await expectNoSeriousAxeViolation(page);
});
