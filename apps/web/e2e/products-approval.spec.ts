import { expect, test } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { followLink, open } from './support/navigation';
import { adminApi, createProducts } from './support/products';
import { ADMIN, signIn } from './support/users';

// Approval safeguards: approving an incomplete product asks first, saying what is missing
// where; bulk status moves offer only what the chosen products allow and say how many are
// skipped; the choice is kept after a failure. Sequential edit through the chosen products.

const JOB_END = { timeout: 30_000 };

test('approving an incomplete product asks first, listing what is missing per channel and locale', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prefix = `e2e-approve-${uniqueStamp()}`;
  const [id] = await createProducts(request, prefix, 1, 0);
  const call = await adminApi(request);
  await call('PATCH', `/products/${id}/status`, { status: 'in_review' });
  await signIn(page, ADMIN);
  await open(page, `/products/${id}`);
  await expect(page.getByTestId('product-status')).toHaveText('In review');

  await page.getByTestId('product-move-approved-submit').click();
  await expect(page.getByRole('dialog', { name: 'Approve an incomplete product?' })).toBeVisible();
  await expect(page.getByTestId('approve-missing')).toContainText('It is 0 % complete.');
  // Attribute names, not codes, per channel (by name) and locale.
  const ecommerce = page.getByTestId('approve-missing-ecommerce-de_DE');
  await expect(ecommerce).toContainText('E-commerce · de_DE: ');
  for (const name of ['SKU', 'Name', 'Description', 'Price', 'Color', 'Size', 'Picture']) {
    await expect(ecommerce).toContainText(name);
  }
  // Print requires no description nor picture.
  const print = page.getByTestId('approve-missing-print-en_US');
  await expect(print).toContainText('Print catalog · en_US: ');
  await expect(print).toContainText('Price');
  await expect(print).not.toContainText('Description');
  await expectNoSeriousAxeViolation(page);

  // Cancel leaves it in review; Approve anyway approves it.
  await page.getByTestId('product-move-approved-submit-cancel').click();
  await expect(page.getByTestId('product-status')).toHaveText('In review');
  await page.getByTestId('product-move-approved-submit').click();
  await expect(page.getByTestId('product-move-approved-submit-confirm')).toHaveText(
    'Approve anyway',
  );
  await page.getByTestId('product-move-approved-submit-confirm').click();
  await expect(page.getByTestId('product-status')).toHaveText('Approved');
});

test('bulk moves offer only what the chosen products allow, and say how many are skipped', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const prefix = `e2e-bulk-moves-${uniqueStamp()}`;
  const ids = await createProducts(request, prefix, 3, 0);
  const call = await adminApi(request);
  // 01 and 02 in review, 03 a draft.
  for (const id of ids.slice(0, 2)) {
    await call('PATCH', `/products/${id}/status`, { status: 'in_review' });
  }
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}`);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 3 items');

  // The draft alone: it cannot be approved, nor moved to draft.
  await page.getByTestId(`product-select-${prefix}-03`).check();
  await expect(page.getByTestId('bulk-approve')).toHaveCount(0);
  await page.getByTestId('bulk-set-status').click();
  await expect(page.getByTestId('bulk-status-approved')).toBeDisabled();
  await expect(page.getByTestId('bulk-status-approved')).toContainText(
    'none of them can move here',
  );
  await expect(page.getByTestId('bulk-status-in_review')).toBeEnabled();
  await page.keyboard.press('Escape');

  // All 3 matching products, counted by status through the list: approving skips the draft.
  await page.getByTestId('bulk-select-all-matching').click();
  await expect(page.getByTestId('bulk-reach')).toHaveText('With all 3 matching products:');
  await page.getByTestId('bulk-set-status').click();
  await expect(page.getByTestId('bulk-status-approved')).toContainText('1 skipped');
  await expect(page.getByTestId('bulk-status-draft')).toContainText('1 skipped');
  await page.keyboard.press('Escape');
  await page.getByTestId('bulk-select-chosen-only').click();
  await expect(page.getByTestId('bulk-reach')).toHaveText('With the 1 selected product:');

  // With the two in review: approving takes 2 of the 3 and skips the draft.
  await page.getByTestId(`product-select-${prefix}-01`).check();
  await page.getByTestId(`product-select-${prefix}-02`).check();
  await expect(page.getByTestId('bulk-reach')).toHaveText('With the 3 selected products:');
  await page.getByTestId('bulk-set-status').click();
  await expect(page.getByTestId('bulk-status-approved')).toContainText('1 skipped');
  await page.keyboard.press('Escape');
  await page.getByTestId('bulk-approve').click();
  await expect(
    page.getByRole('dialog', { name: 'Approve 2 of the 3 selected products?' }),
  ).toContainText('1 product is skipped');
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('bulk-confirm').click();
  await expect(page.getByTestId('bulk-job-title')).toHaveText(
    'Approve 2 of the 3 selected products',
  );
  await expect(page.getByTestId('bulk-job-outcome')).toHaveText(
    'Done: 2 products updated.',
    JOB_END,
  );
  await expect(page.getByTestId(`product-row-${prefix}-01`)).toContainText('Approved');
  await expect(page.getByTestId(`product-row-${prefix}-02`)).toContainText('Approved');
  await expect(page.getByTestId(`product-row-${prefix}-03`)).toContainText('Draft');
  await expect(page.getByTestId('products-selected-count')).toHaveText('0 selected');
});

test('the editor steps through the chosen products, keeping the scope and the tab', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prefix = `e2e-sequential-${uniqueStamp()}`;
  await createProducts(request, prefix, 3, 0);
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}`);
  // Chosen in this order: 01, 02, 03.
  for (const n of ['01', '02', '03']) {
    await page.getByTestId(`product-select-${prefix}-${n}`).check();
  }
  await followLink(
    page,
    page.getByTestId(`product-link-${prefix}-02`),
    /\/products\/[0-9a-f-]{36}/,
  );
  await expect(page.getByTestId('selection-position')).toHaveText('2 of 3');
  await page.getByTestId('scope-switcher').selectOption('print|de_DE');
  await page.getByTestId('product-tab-categories').click();

  await expect(page).toHaveURL(/channel=print&locale=de_DE&tab=categories/);
  await page.getByTestId('selection-next').click();
  await expect(page.getByTestId('product-code')).toHaveText(`${prefix}-03`);
  await expect(page.getByTestId('selection-position')).toHaveText('3 of 3');
  await expect(page.getByTestId('selection-next')).toBeDisabled();
  await expect(page.getByTestId('scope-switcher')).toHaveValue('print|de_DE');
  await expect(page.getByTestId('product-tab-categories')).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousAxeViolation(page);

  await page.getByTestId('selection-previous').click();
  await expect(page.getByTestId('product-code')).toHaveText(`${prefix}-02`);
  await page.getByTestId('selection-previous').click();
  await expect(page.getByTestId('product-code')).toHaveText(`${prefix}-01`);
  await expect(page.getByTestId('selection-position')).toHaveText('1 of 3');
  await expect(page.getByTestId('selection-previous')).toBeDisabled();
});

test('the approval question and the step-through fit a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const prefix = `e2e-approve-phone-${uniqueStamp()}`;
  const ids = await createProducts(request, prefix, 2, 0);
  const call = await adminApi(request);
  await call('PATCH', `/products/${ids[0]}/status`, { status: 'in_review' });
  await signIn(page, ADMIN);
  await expectFitsPhone(page, `/products?search=${prefix}`, `product-row-${prefix}-01`);
  await page.getByTestId(`product-select-${prefix}-01`).check();
  await page.getByTestId(`product-select-${prefix}-02`).check();
  await followLink(
    page,
    page.getByTestId(`product-link-${prefix}-01`),
    /\/products\/[0-9a-f-]{36}/,
  );
  await expect(page.getByTestId('selection-position')).toHaveText('1 of 2');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await page.getByTestId('product-move-approved-submit').click();
  await expect(page.getByTestId('approve-missing-ecommerce-en_US')).toContainText('Description');
  await expectNoSeriousAxeViolation(page);
});
