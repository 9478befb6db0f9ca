import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { followLink, open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { adminApi, createProducts } from './support/products';
import { ADMIN, EDITOR, signIn } from './support/users';

// Jobs in the console: the import wizard (dry run, then the import), bulk actions on the
// grid's chosen rows, and an export of the grid's filtered products. Each test makes its own
// products (unique codes) through the API and waits on what the page shows, never on time:
// the API started by the e2e setup works its jobs in process.

/** Jobs this small end in a second or two; the page asks every 1.5 s. */
const JOB_END = { timeout: 20_000 };

test('a products CSV with one bad row: the dry run shows the error, the import lists it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const prefix = `e2e-imp-${uniqueStamp()}`;
  const csv = [
    'code,family,categories',
    `${prefix}-01,tshirts,tshirts`,
    `${prefix}-02,no-such-family-${prefix},`,
    `${prefix}-03,tshirts,`,
  ].join('\n');
  await signIn(page, ADMIN);

  // From the jobs page to the wizard: products, CSV, create or update.
  await followLink(page, page.getByTestId('nav-jobs'), '/jobs');
  await followLink(page, page.getByTestId('jobs-import'), '/jobs/import');
  await page.getByTestId('import-entity').selectOption('products');
  await page.getByTestId('import-format').selectOption('csv');
  await page.getByTestId('import-mode').selectOption('upsert');
  await page.getByTestId('import-next').click();

  // The file is uploaded as soon as it is chosen.
  await expect(page.getByTestId('import-next')).toBeDisabled();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-file-choose').click();
  await (
    await chooser
  ).setFiles({
    name: `${prefix}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('import-file-name')).toHaveText(`${prefix}.csv`);
  await page.getByTestId('import-next').click();

  // The dry run: counts, and the bad row with the API's reason; nothing is written yet.
  await expect(page.getByTestId('import-start')).toBeDisabled();
  await page.getByTestId('import-dry-run').click();
  await expect(page.getByTestId('import-dry-run-summary')).toHaveText(
    '3 records: 2 would be written (2 new, 0 changed, 0 unchanged), 1 failed.',
    JOB_END,
  );
  const dryRow = page.getByTestId('import-dry-run-failed-row-2');
  await expect(dryRow).toContainText(`${prefix}-02`);
  await expect(dryRow).toContainText('family');
  await expect(dryRow).toContainText(`no-such-family-${prefix}`);
  await expect(page.getByTestId('import-dry-run-failed-count')).toHaveText('1 failed item');
  await expectNoSeriousAxeViolation(page);

  // The import itself: its page follows it to the end and lists the failed record.
  await page.getByTestId('import-start').click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('job-title')).toHaveText('Import of products');
  // It ran to its end with a failed record: it says so, not a plain "Completed".
  await expect(page.getByTestId('job-status')).toHaveText('Completed with errors', JOB_END);
  await expect(page.getByTestId('job-progress-processed')).toHaveText('3 / 3');
  await expect(page.getByTestId('job-progress-succeeded')).toHaveText('2 succeeded');
  await expect(page.getByTestId('job-progress-failed')).toHaveText('1 failed');
  await expect(page.getByTestId('job-result-created')).toHaveText('2');
  const row = page.getByTestId('job-failed-row-2');
  await expect(row).toContainText(`${prefix}-02`);
  await expect(row).toContainText(`no-such-family-${prefix}`);
  await expect(page.getByTestId('job-cancel-submit')).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);
  const jobPath = new URL(page.url()).pathname;

  // The job heads the list; the two good rows are products now, the bad one is not.
  await followLink(page, page.getByTestId('nav-jobs'), '/jobs');
  await page.getByTestId('jobs-filter-type').selectOption('import');
  const jobId = jobPath.split('/').pop()!;
  await expect(page.getByTestId(`job-status-${jobId}`)).toHaveText('Completed with errors');
  await expect(page.getByTestId(`job-subject-${jobId}`)).toHaveText(`${prefix}.csv`);
  await expect(page.getByTestId(`job-progress-${jobId}-failed`)).toHaveText('1 failed');
  await open(page, `/products?search=${prefix}`);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 2 items');
  await expect(page.getByTestId(`product-row-${prefix}-02`)).toHaveCount(0);
});

test('products chosen in the grid are approved in bulk', async ({ page, request }) => {
  test.setTimeout(90_000);
  const prefix = `e2e-bulk-${uniqueStamp()}`;
  const ids = await createProducts(request, prefix, 3, 0);
  // Approval is the move out of review (the workflow's table): the API puts them there.
  const call = await adminApi(request);
  for (const id of ids) await call('PATCH', `/products/${id}/status`, { status: 'in_review' });
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}`);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 3 items');

  // No bar without a choice; choose two rows, then the third.
  await expect(page.getByTestId('bulk-actions')).toHaveCount(0);
  await page.getByTestId(`product-select-${prefix}-01`).check();
  await page.getByTestId(`product-select-${prefix}-02`).check();
  await page.getByTestId(`product-select-${prefix}-03`).check();
  await expect(page.getByTestId('products-selected-count')).toHaveText('3 selected');
  await expectNoSeriousAxeViolation(page);

  // Approve asks first; the job starts.
  await page.getByTestId('bulk-approve').click();
  await page.getByTestId('bulk-confirm').click();
  await expect(page.getByTestId('bulk-job-title')).toHaveText('Approve 3 selected products');

  // The job shows over the grid until it ends; the grid reads its rows again: every one
  // approved, the choice cleared.
  await expect(page.getByTestId('bulk-job-outcome')).toHaveText(
    'Done: 3 products updated.',
    JOB_END,
  );
  await expect(page.getByTestId('products-selected-count')).toHaveText('0 selected');
  for (const n of ['01', '02', '03']) {
    await expect(page.getByTestId(`product-row-${prefix}-${n}`)).toContainText('Approved');
  }

  // It links to the job: a completed bulk update of products.
  await followLink(page, page.getByTestId('bulk-job-link'), /\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('job-title')).toHaveText('Bulk update of products');
  await expect(page.getByTestId('job-status')).toHaveText('Completed');
  await expect(page.getByTestId('job-progress-succeeded')).toHaveText('3 succeeded');
  await expect(page.getByTestId('job-failed-none')).toBeVisible();
});

test('the filtered grid is exported to CSV and downloaded', async ({ page, request }) => {
  test.setTimeout(90_000);
  const prefix = `e2e-exp-${uniqueStamp()}`;
  // Three products; only the first is in the seeded category `tshirts`.
  await createProducts(request, prefix, 3, 1);
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}`);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 3 items');

  // The grid's filters: the search and the category.
  await page.getByTestId('products-filter-category').click();
  await page.getByTestId('products-filter-category-option-toggle-clothing').click();
  await page.getByTestId('products-filter-category-option-tshirts').check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 1 item');

  // The dialog says what it exports, starts the job, follows it and offers the file.
  await page.getByTestId('products-export').click();
  await expect(page.getByTestId('export-selection')).toContainText(
    `The 1 product the grid shows: matching “${prefix}”, category`,
  );
  await page.getByTestId('export-format').selectOption('csv');
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('export-start').click();
  await expect(page.getByTestId('export-job-status')).toHaveText('Completed', JOB_END);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products-[0-9a-f-]{36}\.csv$/);
  const content = await readFile((await file.path())!, 'utf8');
  const [header, ...rows] = content
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header!.split(',').slice(0, 6)).toEqual([
    'code',
    'family',
    'variant_family',
    'product_type',
    'status',
    'categories',
  ]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(new RegExp(`^${prefix}-01,tshirts,`));
  expect(content).not.toContain(`${prefix}-02`);

  // The job's own page offers the same file.
  await followLink(page, page.getByTestId('export-job-link'), /\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('job-title')).toHaveText('Export of products');
  await expect(page.getByTestId('job-result-records-written')).toHaveText('1');
  await expect(page.getByTestId('job-download')).toBeVisible();
});

test('an editor gets the bulk actions and the export, but no approval', async ({
  page,
  request,
}) => {
  const prefix = `e2e-bulk-editor-${uniqueStamp()}`;
  await createProducts(request, prefix, 1, 0);
  await signIn(page, EDITOR);
  await open(page, `/products?search=${prefix}`);
  await page.getByTestId(`product-select-${prefix}-01`).check();
  await expect(page.getByTestId('bulk-actions')).toBeVisible();
  await expect(page.getByTestId('bulk-approve')).toHaveCount(0);
  await page.getByTestId('bulk-set-status').click();
  await expect(page.getByTestId('bulk-status-in_review')).toBeVisible();
  await expect(page.getByTestId('bulk-status-approved')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('products-export')).toBeVisible();
});

test('the jobs pages fit a phone', async ({ page }) => {
  await signIn(page, ADMIN);
  await expectFitsPhone(page, '/jobs', 'jobs-pagination-status');
  await expectFitsPhone(page, '/jobs/import', 'import-wizard');
});
