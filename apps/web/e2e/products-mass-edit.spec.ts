import { expect, test, type Page } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { followLink, open } from './support/navigation';
import { createProducts } from './support/products';
import { ADMIN, signIn } from './support/users';

// Mass edit from the grid's bulk bar: pick attributes, a channel and locale, enter values with
// the product editor's inputs, read what will happen to how many products, run it as a bulk
// update job followed in place.

const JOB_END = { timeout: 30_000 };

/** Picks an attribute in the dialog's picker by typing part of its name. */
async function pickAttribute(page: Page, typed: string, option: string) {
  await page.getByTestId('mass-edit-attributes').click();
  await page.getByTestId('mass-edit-attributes').fill(typed);
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

/** Replaces the rich text of a textarea value (the editor's own input). */
async function typeRichText(page: Page, code: string, text: string) {
  const editor = page.getByTestId(`value-${code}`);
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.pressSequentially(text);
}

test('the description of 3 products is mass edited for de_DE on E-commerce, and their completeness there rises', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const prefix = `e2e-mass-${uniqueStamp()}`;
  await createProducts(request, prefix, 3, 0);
  await signIn(page, ADMIN);
  // The grid's scope in the URL is the dialog's default channel and locale.
  await open(page, `/products?search=${prefix}&channel=ecommerce&locale=de_DE`);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 3 items');
  // Completeness in the grid's scope: nothing of the 7 values E-commerce requires is there.
  await expect(page.getByTestId('products-completeness-header')).toHaveText(
    'Complete in E-commerce · de_DE',
  );
  for (const n of ['01', '02', '03']) {
    await expect(page.getByTestId(`product-completeness-${prefix}-${n}`)).toHaveText('0 %');
    await page.getByTestId(`product-select-${prefix}-${n}`).check();
  }
  await expect(page.getByTestId('bulk-reach')).toHaveText('With the 3 selected products:');

  await page.getByTestId('bulk-edit-attributes').click();
  await expect(page.getByTestId('mass-edit-empty')).toHaveText('Pick the attributes to change.');
  await expect(page.getByTestId('mass-edit-start')).toBeDisabled();
  await pickAttribute(page, 'descr', 'Description · description');
  await expect(page.getByTestId('mass-edit-channel')).toHaveValue('ecommerce');
  await expect(page.getByTestId('mass-edit-locale')).toHaveValue('de_DE');
  // Nothing entered yet: the dialog says what it waits for.
  await expect(page.getByTestId('mass-edit-waiting')).toContainText(
    'Enter a value for Description',
  );
  await expect(page.getByTestId('mass-edit-start')).toBeDisabled();
  await typeRichText(page, 'description', 'Weiche Baumwolle');
  await expect(page.getByTestId('mass-edit-preview')).toHaveText(
    'Set Description (de_DE · E-commerce) on 3 selected products',
  );
  await expectNoSeriousAxeViolation(page);

  // The job runs and is followed in place: status, counts, a link to it.
  await page.getByTestId('mass-edit-start').click();
  await expect(page.getByTestId('mass-edit-dialog')).toHaveCount(0);
  await expect(page.getByTestId('bulk-job-title')).toHaveText(
    'Set Description (de_DE · E-commerce) on 3 selected products',
  );
  await expect(page.getByTestId('bulk-job-status')).toHaveText('Completed', JOB_END);
  await expect(page.getByTestId('bulk-job-outcome')).toHaveText('Done: 3 products updated.');
  await expect(page.getByTestId('bulk-job-progress-succeeded')).toHaveText('3 succeeded');
  await expect(page.getByTestId('bulk-job-progress-failed')).toHaveText('0 failed');
  // Every product succeeded: the choice is cleared.
  await expect(page.getByTestId('products-selected-count')).toHaveText('0 selected');

  // The grid read its rows again: in E-commerce · de_DE each product has 1 of its 7 values.
  for (const n of ['01', '02', '03']) {
    await expect(page.getByTestId(`product-completeness-${prefix}-${n}`)).toHaveText('14 %');
  }
  await expect(page.getByTestId('bulk-job-link')).toHaveAttribute(
    'href',
    /^\/jobs\/[0-9a-f-]{36}$/,
  );

  // The editor says the same for that scope; English still misses the description.
  await followLink(
    page,
    page.getByTestId(`product-link-${prefix}-02`),
    /\/products\/[0-9a-f-]{36}/,
  );
  await expect(page.getByTestId('completeness-ratio-ecommerce-de_DE')).toHaveText('14 %');
  await expect(page.getByTestId('completeness-ratio-ecommerce-en_US')).toHaveText('0 %');
  await expect(page.getByTestId('completeness-missing-ecommerce-de_DE-description')).toHaveCount(0);
  await expect(page.getByTestId('completeness-missing-ecommerce-en_US-description')).toHaveText(
    'Description',
  );
});

test('values are cleared in bulk, and a value the API refuses fails only its products', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const prefix = `e2e-mass-clear-${uniqueStamp()}`;
  await createProducts(request, prefix, 2, 0);
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}`);
  await page.getByTestId(`product-select-${prefix}-01`).check();
  await page.getByTestId(`product-select-${prefix}-02`).check();

  // The SKU is unique: one SKU on two products saves on the first and fails on the second.
  await page.getByTestId('bulk-edit-attributes').click();
  await pickAttribute(page, 'sku', 'SKU · sku');
  await expect(page.getByTestId('mass-edit-channel')).toHaveCount(0);
  await page.getByTestId('value-sku').fill(`SKU-${prefix}`);
  await expect(page.getByTestId('mass-edit-preview')).toHaveText('Set SKU on 2 selected products');
  await page.getByTestId('mass-edit-start').click();
  await expect(page.getByTestId('bulk-job-status')).toHaveText('Completed with errors', JOB_END);
  await expect(page.getByTestId('bulk-job-outcome')).toHaveText('1 product updated, 1 failed.');
  await expect(page.getByTestId('bulk-job-failed-count')).toHaveText('1 failed item');
  await expect(page.getByTestId('bulk-job-link')).toHaveText('Open the job and its failed items');
  // A failure keeps the choice, to fix and run again.
  await expect(page.getByTestId('products-selected-count')).toHaveText('2 selected');

  // Clearing the SKU on both: no value entered, the preview says so.
  await page.getByTestId('bulk-job-dismiss').click();
  await page.getByTestId('bulk-edit-attributes').click();
  await pickAttribute(page, 'sku', 'SKU · sku');
  await page.getByTestId('mass-edit-mode-sku').getByText('Clear value').click();
  await expect(page.getByTestId('mass-edit-clear-sku')).toContainText(
    'the value is removed from each product',
  );
  await expect(page.getByTestId('mass-edit-preview')).toHaveText(
    'Clear SKU on 2 selected products',
  );
  await page.getByTestId('mass-edit-start').click();
  await expect(page.getByTestId('bulk-job-outcome')).toHaveText(
    'Done: 2 products updated.',
    JOB_END,
  );
  await expect(page.getByTestId('products-selected-count')).toHaveText('0 selected');
});

test('mass edit fits a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const prefix = `e2e-mass-phone-${uniqueStamp()}`;
  await createProducts(request, prefix, 1, 0);
  await signIn(page, ADMIN);
  await expectFitsPhone(page, `/products?search=${prefix}`, `product-row-${prefix}-01`);
  await page.getByTestId(`product-select-${prefix}-01`).check();
  await expect(page.getByTestId('bulk-reach')).toHaveText('With the 1 selected product:');
  await page.getByTestId('bulk-edit-attributes').click();
  await pickAttribute(page, 'descr', 'Description · description');
  await typeRichText(page, 'description', 'Soft');
  await expect(page.getByTestId('mass-edit-preview')).toContainText('on 1 selected product');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await expectNoSeriousAxeViolation(page);
});
