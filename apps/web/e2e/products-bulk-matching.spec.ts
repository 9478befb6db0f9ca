import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { open } from './support/navigation';
import { adminApi, createProducts } from './support/products';
import { ADMIN, signIn } from './support/users';

// "All matching" for any filter of the grid: a value filter (and the scope it is read in)
// goes into the bulk update's filter as it is, so a mass edit of "all matching" reaches
// exactly the products the grid lists, run as one job followed in place.

const JOB_END = { timeout: 30_000 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Three products; the first has a German description on E-commerce, the others none. */
async function makeProducts(page: Page, request: Parameters<typeof adminApi>[0]) {
  const prefix = `e2e-matching-${uniqueStamp()}`;
  const ids = await createProducts(request, prefix, 3, 0);
  const call = await adminApi(request);
  const found = (await call('GET', '/attributes?search=description&page_size=100')).items as {
    id: string;
    code: string;
  }[];
  const description = found.find((a) => a.code === 'description')!.id;
  await call('PATCH', `/products/${ids[0]}/attributes`, [
    {
      attribute_id: description,
      values: [{ channel: 'ecommerce', locale: 'de_DE', data: { value: '<p>Schon da</p>' } }],
    },
  ]);
  await signIn(page, ADMIN);
  return prefix;
}

const rows = (page: Page, prefix: string) =>
  page.locator(`[data-testid^="product-row-${prefix}-"]`);

test('a value filter chooses all matching products for a mass edit, and the job edits just those', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const prefix = await makeProducts(page, request);
  await open(page, `/products?search=${prefix}&channel=ecommerce&locale=de_DE`);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 3 items');

  // "Description is empty" in the grid's scope: the two without a German description.
  await page.getByTestId('value-filter-add').click();
  await page.getByTestId('value-filter-attribute').fill('Description');
  await page.getByRole('option', { name: /^Description \(description\)/ }).click();
  await page.getByTestId('value-filter-op').selectOption('empty');
  await page.getByTestId('value-filter-submit').click();
  await expect(page.getByTestId('value-filter-chip')).toHaveText(
    'Description is empty in de_DE · E-commerce',
  );
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 2 items');
  await expect(page.getByTestId(`product-row-${prefix}-01`)).toHaveCount(0);

  // One ticked, then every product the filter matches: the value filter is one the job takes.
  await page.getByTestId(`product-select-${prefix}-02`).check();
  await expect(page.getByTestId('bulk-select-all-matching')).toHaveText(
    'Choose all 2 products matching',
  );
  await page.getByTestId('bulk-select-all-matching').click();
  await expect(page.getByTestId('bulk-reach')).toHaveText('With all 2 matching products:');

  await page.getByTestId('bulk-edit-attributes').click();
  await page.getByTestId('mass-edit-attributes').click();
  await page.getByTestId('mass-edit-attributes').fill('descr');
  await page.getByRole('option', { name: 'Description · description' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mass-edit-locale')).toHaveValue('de_DE');
  const editor = page.getByTestId('value-description');
  await editor.click();
  await editor.pressSequentially('Weiche Baumwolle');
  await expect(page.getByTestId('mass-edit-preview')).toHaveText(
    'Set Description (de_DE · E-commerce) on all 2 matching products',
  );
  await expectNoSeriousAxeViolation(page);

  // One job over the 2 the grid listed (not the third, whose description stays its own).
  await page.getByTestId('mass-edit-start').click();
  await expect(page.getByTestId('bulk-job-title')).toHaveText(
    'Set Description (de_DE · E-commerce) on all 2 matching products',
  );
  await expect(page.getByTestId('bulk-job-status')).toHaveText('Completed', JOB_END);
  await expect(page.getByTestId('bulk-job-outcome')).toHaveText('Done: 2 products updated.');
  await expect(page.getByTestId('bulk-job-progress-succeeded')).toHaveText('2 succeeded');

  // The grid reads its rows again: no product of the three has an empty German description.
  await expect(rows(page, prefix)).toHaveCount(0);
  await page.getByTestId('bulk-job-link').click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('job-progress-succeeded')).toContainText('2');
  await open(page, `/products?search=${prefix}&channel=ecommerce&locale=de_DE&columns=description`);
  await expect(page.getByTestId(`product-value-${prefix}-01-description`)).toHaveText('Schon da');
  await expect(page.getByTestId(`product-value-${prefix}-02-description`)).toHaveText(
    'Weiche Baumwolle',
  );
  await expect(page.getByTestId(`product-value-${prefix}-03-description`)).toHaveText(
    'Weiche Baumwolle',
  );
});

test('on a phone, all matching is offered for a value filter from the sticky bulk bar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const prefix = await makeProducts(page, request);
  const filters = encodeURIComponent(JSON.stringify([{ attribute: 'description', op: 'empty' }]));
  await open(
    page,
    `/products?search=${prefix}&channel=ecommerce&locale=de_DE&value_filters=${filters}`,
  );
  await expect(rows(page, prefix)).toHaveCount(2);
  await page.getByTestId(`product-select-${prefix}-03`).check();
  await expect(page.getByTestId('bulk-actions')).toBeInViewport();
  await page.getByTestId('bulk-select-all-matching').click();
  await expect(page.getByTestId('bulk-reach')).toHaveText('With all 2 matching products:');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await expectNoSeriousAxeViolation(page);
});
