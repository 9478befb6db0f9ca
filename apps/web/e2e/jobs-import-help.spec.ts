import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { open } from './support/navigation';
import { expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { ADMIN, signIn } from './support/users';

// Import help: a template of the chosen records' columns (for products, a family's attributes
// at their channels and locales), and, once a file is uploaded, its columns with what each
// sets, an unknown one in red, and the key columns it lacks.

/** Goes to the File step and uploads a CSV file of these lines. */
async function uploadCsv(page: Page, name: string, lines: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-file-choose').click();
  await (
    await chooser
  ).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await expect(page.getByTestId('import-file-name')).toHaveText(name);
}

async function previewsColumns(page: Page, prefix: string) {
  await uploadCsv(page, `${prefix}.csv`, [
    'code,family,description@ecommerce:fr_FR,colour,price',
    `${prefix}-01,tshirts,Un t-shirt,rouge,`,
  ]);
  const preview = page.getByTestId('import-preview');
  await expect(page.getByTestId('import-preview-summary')).toHaveText(
    '5 columns, 1 not recognised.',
  );
  const rows = preview.getByTestId('import-preview-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('The record’s code');
  await expect(rows.nth(1)).toContainText('The record’s family');
  // The value column by names: the attribute, its channel and its locale.
  await expect(rows.nth(2)).toContainText('Description');
  await expect(rows.nth(2).getByTestId('import-preview-channel')).toHaveText('E-commerce');
  await expect(rows.nth(2).getByTestId('import-preview-locale')).toHaveText('fr_FR');
  await expect(rows.nth(3).getByTestId('import-preview-unknown')).toHaveText('Not recognised');
  await expect(rows.nth(3)).toContainText('no attribute has the code colour');
  await expect(rows.nth(4)).toContainText('Price');
  await expect(page.getByTestId('import-preview-missing')).toHaveCount(0);
}

test('the import wizard gives a template and shows what the file’s columns set', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const prefix = `e2e-help-${uniqueStamp()}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  await open(page, '/jobs/import');
  await page.getByTestId('import-entity').selectOption('products');
  await page.getByTestId('import-format').selectOption('csv');

  // The template: the family picked by name, its columns at their channels and locales.
  const family = page.getByTestId('import-template-family');
  await family.selectOption({ label: 'T-shirts (tshirts)' });
  await expect(page.getByTestId('import-template')).toContainText(
    'The header row the import reads for T-shirts',
  );
  const download = page.waitForEvent('download');
  await page.getByTestId('import-template-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('products-tshirts-template.csv');
  const header = (await readFile((await file.path())!, 'utf8')).trim().split(',');
  expect(header.slice(0, 2)).toEqual(['code', 'family']);
  expect(header).toContain('description@ecommerce:fr_FR');
  expect(header).not.toContain('description@print:fr_FR');
  await expectNoSeriousAxeViolation(page);

  // Categories have no family to pick; their template is still offered.
  await page.getByTestId('import-entity').selectOption('categories');
  await expect(family).toHaveCount(0);
  await expect(page.getByTestId('import-template-download')).toHaveAttribute(
    'href',
    '/api/jobs/imports/template?entity=categories&format=csv',
  );
  await page.getByTestId('import-entity').selectOption('products');

  await page.getByTestId('import-next').click();
  await previewsColumns(page, prefix);
  await expectNoSeriousAxeViolation(page);

  // A file without the code column: every row would fail, the preview says so first.
  await uploadCsv(page, `${prefix}-nocode.csv`, ['family,price', 'tshirts,']);
  await expect(page.getByTestId('import-preview-missing')).toContainText(
    'The file has no “code” column, which every row needs',
  );
  await expect(page.getByTestId('import-preview-summary')).toHaveText('2 columns, all recognised.');
  await expectNoSeriousAxeViolation(page);
});

test('on a phone, the template and the column preview fit the screen', async ({ page }) => {
  test.setTimeout(90_000);
  const prefix = `e2e-help-${uniqueStamp()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await open(page, '/jobs/import');
  await expect(page.getByTestId('import-template-download')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('import-next').click();
  await previewsColumns(page, prefix);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await expectNoSeriousAxeViolation(page);
});
