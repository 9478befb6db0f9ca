import { expect, test, type Page } from '@playwright/test';
import { followLink, open, reload } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { TINY_PNG, adminApi, createEnrichmentFamily, createProducts } from './support/products';
import { ADMIN, EDITOR, signIn } from './support/users';

/** Shows a channel and locale through the header's switcher. */
async function showScope(page: Page, channel: string, locale: string) {
  await page.getByTestId('scope-switcher').selectOption(`${channel}|${locale}`);
}

/** Replaces the rich text of a textarea value. */
async function typeRichText(page: Page, code: string, text: string) {
  const editor = page.getByTestId(`value-${code}`);
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.pressSequentially(text);
}

async function saveValues(page: Page) {
  await page.getByTestId('values-save').click();
  await expect(page.getByTestId('values-save-success')).toHaveText('Values saved.');
  await expect(page.getByTestId('values-changed-count')).toHaveText('No unsaved changes');
}

test('a product is enriched per channel and locale, gets variants, is approved and restored', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = uniqueStamp();
  const family = await createEnrichmentFamily(request, stamp);
  const code = `e2e-shirt-${stamp}`;
  const name = `Shirt ${stamp}`;
  await signIn(page, ADMIN);

  // Create: code, family, its variant family, a category.
  await open(page, '/products');
  await followLink(page, page.getByTestId('products-new'), '/products/new');
  await page.getByTestId('product-code-input').fill(code);
  await page
    .getByTestId('product-family-input')
    .selectOption({ label: `\u2068${family.name}\u2069` });
  await page
    .getByTestId('product-variant-family-input')
    .selectOption({ label: `\u2068${family.variantFamilyName}\u2069` });
  await page.getByTestId('product-category-toggle-clothing').click();
  await page.getByTestId('product-category-tshirts').check();
  await page.getByTestId('product-create-submit').click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Product created.');
  await expect(page.getByTestId('product-status')).toHaveText('Draft');
  const productPath = new URL(page.url()).pathname;

  // Values for two channels and two locales: shared ones once, the description per scope.
  await showScope(page, 'ecommerce', 'en_US');
  await page.getByTestId('value-sku').fill(`SKU-${stamp}`);
  await page.getByTestId('value-name').fill(name);
  await page.getByTestId('value-price-EUR').fill('19.90');
  await typeRichText(page, 'description', 'Soft cotton');
  await showScope(page, 'ecommerce', 'fr_FR');
  await typeRichText(page, 'description', 'Coton doux');
  await showScope(page, 'print', 'en_US');
  await typeRichText(page, 'description', 'Printed: soft cotton');
  await showScope(page, 'print', 'fr_FR');
  await typeRichText(page, 'description', 'Imprimé : coton doux');
  await expect(page.getByTestId('values-changed-count')).toHaveText('7 unsaved changes');

  // Leaving asks first; staying keeps the changes.
  await page.getByTestId('nav-products').click();
  await page.getByTestId('unsaved-stay').click();
  await expect(page).toHaveURL(new RegExp(productPath));
  await expect(page.getByTestId('values-changed-count')).toHaveText('7 unsaved changes');

  // The API's refusal shows under its field; nothing is saved until it is fixed.
  await showScope(page, 'ecommerce', 'en_US');
  await page.getByTestId('value-price-EUR').fill('19,90');
  await page.getByTestId('values-save').click();
  await expect(page.getByTestId('value-price-error')).toBeVisible();
  await page.getByTestId('value-price-EUR').fill('19.90');
  await saveValues(page);
  await expect(page.getByTestId('product-title')).toHaveText(name);

  // Print is complete in both locales; e-commerce still misses the picture.
  await expect(page.getByTestId('completeness-ratio-print-en_US')).toHaveText('100 %');
  await expect(page.getByTestId('completeness-ratio-print-fr_FR')).toHaveText('100 %');
  await expect(page.getByTestId('completeness-ratio-ecommerce-en_US')).not.toHaveText('100 %');

  // The missing picture's link shows its field; an upload completes e-commerce in English.
  await page.getByTestId('completeness-missing-ecommerce-en_US-picture').click();
  await expect(page.getByTestId('scope-switcher')).toHaveValue('ecommerce|en_US');
  await expect(page.getByTestId('value-picture-upload')).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('value-picture-upload').click();
  await (await chooser).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('value-picture-preview')).toBeVisible();
  await saveValues(page);
  await expect(page.getByTestId('completeness-ratio-ecommerce-en_US')).toHaveText('100 %');

  // Two variants by color; the first is the default.
  await page.getByTestId('product-tab-variants').click();
  for (const color of ['black', 'white']) {
    await page.getByTestId('variant-sku-input').fill(`SKU-${stamp}-${color}`);
    await page.getByTestId('variant-axis-color-input').selectOption(color);
    await page.getByTestId('variant-create-submit').click();
    await expect(page.getByTestId('variant-create-success')).toHaveText(
      `Variant SKU-${stamp}-${color} created.`,
    );
    await expect(page.getByTestId(`variant-row-SKU-${stamp}-${color}`)).toBeVisible();
  }
  await expect(page.getByTestId(`variant-default-SKU-${stamp}-black`)).toBeVisible();

  // The black variant overrides the description; the white one still inherits it.
  await followLink(
    page,
    page.getByTestId(`variant-link-SKU-${stamp}-black`),
    /\/products\/[0-9a-f-]{36}\/variants\/[0-9a-f-]{36}/,
  );
  await expect(page.getByTestId('variant-title')).toHaveText(`SKU-${stamp}-black`);
  await showScope(page, 'ecommerce', 'en_US');
  await expect(page.getByTestId('value-field-description')).toContainText('Inherited');
  await expect(page.getByTestId('value-name-text')).toHaveText(name);
  await typeRichText(page, 'description', 'Black soft cotton');
  await saveValues(page);
  await expect(page.getByTestId('value-field-description')).toContainText('Overridden');
  await expectNoSeriousAxeViolation(page);

  // Review, then approve: the variants follow.
  await open(page, productPath);
  await page.getByTestId('product-move-in_review-submit').click();
  await expect(page.getByTestId('product-status')).toHaveText('In review');
  await page.getByTestId('product-move-approved-submit').click();
  // Values are still missing in French and German: approving asks first.
  await expect(page.getByRole('dialog', { name: 'Approve an incomplete product?' })).toBeVisible();
  await page.getByTestId('product-move-approved-submit-confirm').click();
  await expect(page.getByTestId('product-status')).toHaveText('Approved');
  await page.getByTestId('product-tab-variants').click();
  for (const color of ['black', 'white']) {
    await expect(page.getByTestId(`variant-status-SKU-${stamp}-${color}`)).toHaveText('Approved');
  }

  // Change a value, then restore the revision before the change from the history.
  await page.getByTestId('product-tab-attributes').click();
  await page.getByTestId('value-name').fill(`${name} v2`);
  await saveValues(page);
  await expect(page.getByTestId('product-title')).toHaveText(`${name} v2`);
  await page.getByTestId('product-tab-history').click();
  const latest = page.getByTestId('history').locator('[data-testid^="revision-"]').first();
  const latestNumber = Number((await latest.getAttribute('data-testid'))!.replace('revision-', ''));
  await expect(page.getByTestId(`revision-summary-${latestNumber}`)).toContainText(`${name} v2`);
  const previous = latestNumber - 1;
  await page.getByTestId(`revision-compare-${previous}`).click();
  await expect(page.getByTestId(`revision-diff-${previous}`)).toContainText('Name');
  await page.getByTestId(`revision-restore-${previous}`).click();
  await page
    .getByTestId(`revision-restore-${previous}-comment-input`)
    .fill('Back to the approved name');
  await page.getByTestId(`revision-restore-${previous}-form-submit`).click();
  await expect(page.getByTestId(`revision-restore-${previous}-form-success`)).toHaveText(
    'Revision restored.',
  );
  await expect(page.getByTestId('product-title')).toHaveText(name);
  await expect(page.getByTestId(`revision-source-${latestNumber + 1}`)).toHaveText('Restore');
  await page.getByTestId('product-tab-attributes').click();
  await expect(page.getByTestId('value-name')).toHaveValue(name);
});

test('the grid filters, pages, remembers its columns and keeps a selection across pages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prefix = `e2e-grid-${uniqueStamp()}`;
  await createProducts(request, prefix, 12, 2);
  await signIn(page, ADMIN);
  await open(page, '/products');

  // Search as you type, kept in the URL; ten per page by choice.
  await page.getByTestId('products-filter-search').fill(prefix);
  await page.getByTestId('products-page-size').selectOption('10');
  await expect(page).toHaveURL(
    new RegExp(`search=${prefix}.*page_size=10|page_size=10.*search=${prefix}`),
  );
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 2 · 12 items');

  // A selection survives paging (newest first: 12 to 03, then 02 and 01); the count says so.
  await page.getByTestId(`product-select-${prefix}-12`).check();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByTestId(`product-row-${prefix}-01`)).toBeVisible();
  await page.getByTestId(`product-select-${prefix}-01`).check();
  await expect(page.getByTestId('products-selected-count')).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(page.getByTestId(`product-select-${prefix}-12`)).toBeChecked();
  await page.getByTestId('products-selection-clear').click();
  await expect(page.getByTestId('products-selected-count')).toHaveText('0 selected');

  // Category (a tree picker), completeness and family filters.
  await page.getByTestId('products-filter-category').click();
  await page.getByTestId('products-filter-category-option-toggle-clothing').click();
  await page.getByTestId('products-filter-category-option-tshirts').check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 2 items');
  await expect(page).toHaveURL(/category_id=/);
  await page.getByTestId('products-filter-category-clear').click();
  await page.getByTestId('products-filter-completeness').selectOption('complete');
  await expect(page.getByTestId('products-empty')).toBeVisible();
  await page.getByTestId('products-filter-completeness').selectOption('incomplete');
  await page.getByTestId('products-filter-family').selectOption({ label: '\u2068T-shirts\u2069' });
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 2 · 12 items');
  await expect(page.getByTestId(`product-completeness-${prefix}-12`)).toHaveText('0 %');

  // Columns: the family column hidden, still hidden after a reload.
  await expect(page.getByRole('columnheader', { name: 'Family' })).toBeVisible();
  await page.getByTestId('products-columns').click();
  await page.getByTestId('products-column-family').uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Family' })).toHaveCount(0);
  await reload(page);
  await expect(page.getByTestId(`product-row-${prefix}-12`)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Family' })).toHaveCount(0);
  await expect(page.getByTestId('products-filter-search')).toHaveValue(prefix);
});

test('product pages fit a phone', async ({ page, request }) => {
  const prefix = `e2e-phone-${uniqueStamp()}`;
  await createProducts(request, prefix, 1, 1);
  await signIn(page, ADMIN);
  await expectFitsPhone(page, `/products?search=${prefix}`, `product-row-${prefix}-01`);
  await followLink(
    page,
    page.getByTestId(`product-link-${prefix}-01`),
    /\/products\/[0-9a-f-]{36}/,
  );
  await expect(page.getByTestId('product-code')).toHaveText(`${prefix}-01`);
  const path = new URL(page.url()).pathname;
  for (const tab of ['attributes', 'variants', 'categories', 'history']) {
    await expectFitsPhone(page, `${path}?tab=${tab}`, 'product-code');
  }
  await expectFitsPhone(page, '/products/new', 'product-create');
});

test('the grid and the editor have no serious axe violation', async ({ page, request }) => {
  test.setTimeout(60_000);
  const prefix = `e2e-axe-${uniqueStamp()}`;
  await createProducts(request, prefix, 1, 1);
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}`);
  await expect(page.getByTestId(`product-row-${prefix}-01`)).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await followLink(
    page,
    page.getByTestId(`product-link-${prefix}-01`),
    /\/products\/[0-9a-f-]{36}/,
  );
  await expect(page.getByTestId('value-name')).toBeVisible();
  // Next streams a dynamic page's title after its body.
  await expect(page).toHaveTitle(/Product/);
  await expectNoSeriousAxeViolation(page);
  for (const tab of ['variants', 'categories', 'history']) {
    await page.getByTestId(`product-tab-${tab}`).click();
    await expectNoSeriousAxeViolation(page);
  }
});

test('an editor moves a product in review back or archives it, but cannot approve it', async ({
  page,
  request,
}) => {
  const prefix = `e2e-review-${uniqueStamp()}`;
  const [id] = await createProducts(request, prefix, 1, 0);
  const call = await adminApi(request);
  await call('PATCH', `/products/${id}/status`, { status: 'in_review' });
  await signIn(page, EDITOR);
  await open(page, `/products/${id}`);
  await expect(page.getByTestId('product-status')).toHaveText('In review');
  await expect(page.getByTestId('product-move-draft-submit')).toBeVisible();
  await expect(page.getByTestId('product-move-archived-submit')).toBeVisible();
  await expect(page.getByTestId('product-move-approved-submit')).toHaveCount(0);
  // Archiving asks first.
  await page.getByTestId('product-move-archived-submit').click();
  await page.getByTestId('product-move-archived-submit-confirm').click();
  await expect(page.getByTestId('product-status')).toHaveText('Archived');
});
