import { expect, test } from '@playwright/test';
import { followLink, open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { TINY_PNG } from './support/products';
import { ADMIN, signIn, submitConfirmed } from './support/users';

test('the assets library lists the demo pictures, uploads, tells where a file is used and refuses to delete it then', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await open(page, '/');
  await followLink(page, page.getByTestId('nav-assets'), '/assets');
  // Opened again: the link just clicked would still be hovered, in its hover colours.
  await open(page, '/assets');
  await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible();

  // The demo products' pictures, uploaded by the demo administrator at seed time.
  const picture = 'classic-crew-neck-black.webp';
  await page.getByTestId('assets-search').fill('crew-neck');
  await expect(page.getByTestId('assets-count')).toHaveText('2 files match');
  const row = page.getByTestId(`asset-row-${picture}`);
  // The picture itself loads, through the console.
  await expect(row.locator('img')).toHaveJSProperty('naturalWidth', 600);
  await expect(page.getByTestId(`asset-type-${picture}`)).toHaveText('WebP image600 × 600 px');
  await expect(page.getByTestId(`asset-size-${picture}`)).toHaveText(/^\d+\.\d KB$/);
  await expect(page.getByTestId(`asset-uploader-${picture}`)).toHaveText('by Ada Admin');
  await expectNoSeriousAxeViolation(page);

  // Where it is used: the product, by name, a link to it.
  await page.getByTestId(`asset-where-used-${picture}`).click();
  const usages = page.getByRole('dialog', { name: `Where ${picture} is used` });
  await expect(usages).toContainText('1 product');
  await expect(page.getByTestId('asset-usage-product-ts_001')).toContainText(
    'Classic crew neck ts_001 in picture',
  );
  await expectNoSeriousAxeViolation(page);
  await usages.getByRole('button', { name: 'Close' }).click();

  // Deleting it is refused, saying why.
  await submitConfirmed(page, `asset-delete-${picture}`);
  await expect(page.getByTestId(`asset-delete-${picture}-error`)).toContainText(
    'This file is still used: 1 product(s) hold it as a media value',
  );
  await expect(row).toBeVisible();

  // An upload appears first, unused; the type filter keeps images only; then it is deleted.
  const name = `e2e-swatch-${uniqueStamp()}.png`;
  await page.getByTestId('assets-search').fill('');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('assets-upload').click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText(`${name} uploaded.`)).toBeVisible();
  await page.getByTestId('assets-search').fill(name);
  await expect(page.getByTestId('assets-count')).toHaveText('1 file match');
  await expect(page.getByTestId(`asset-type-${name}`)).toHaveText('PNG image1 × 1 px');
  await page.getByTestId('assets-type').click();
  await page.getByRole('option', { name: 'PDF documents' }).click();
  await expect(page.getByTestId('assets-empty')).toHaveText('No file matches the search and type.');
  await page.getByTestId('assets-type').click();
  await page.getByRole('option', { name: 'Images' }).click();
  await expect(page.getByTestId(`asset-row-${name}`)).toBeVisible();
  await page.getByTestId(`asset-where-used-${name}`).click();
  await expect(page.getByTestId('asset-usages-none')).toHaveText(
    'No product, variant or category uses this file: it can be deleted.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await submitConfirmed(page, `asset-delete-${name}`);
  await expect(page.getByText('Asset deleted.')).toBeVisible();
  await expect(page.getByTestId('assets-empty')).toBeVisible();

  // On a phone the page fits, a card per file (phone-lists.spec.ts looks closer).
  await expectFitsPhone(page, '/assets', `asset-row-${picture}`);
  await expectNoSeriousAxeViolation(page);
});
