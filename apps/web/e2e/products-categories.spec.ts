import { expect, test } from '@playwright/test';
import { open, reload } from './support/navigation';
import { expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { createProducts } from './support/products';
import { ADMIN, signIn } from './support/users';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

test('the categories of a product are chosen in a tree with search and listed by their path', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prefix = `e2e-cats-${uniqueStamp()}`;
  const [id] = await createProducts(request, prefix, 1, 0);
  await signIn(page, ADMIN);
  await open(page, `/products/${id}?tab=categories`);
  const chosen = page.getByTestId('product-category-chosen');
  await expect(chosen).toHaveText('No category chosen yet.');

  // Closed, the tree shows its top level; a search shows the matches in place.
  await expect(page.getByTestId('product-category-clothing')).toBeVisible();
  await expect(page.getByTestId('product-category-tshirts')).toBeHidden();
  await page.getByTestId('product-category-search').fill('shirts t');
  await expect(page.getByTestId('product-category-tshirts')).toBeVisible();
  await expect(page.getByTestId('product-category-sweaters')).toHaveCount(0);
  await page.getByTestId('product-category-tshirts').check();
  await expect(chosen.getByRole('listitem')).toHaveText([/^Clothing \/ T-shirts/]);
  await expect(page.getByTestId('product-categories-state')).toHaveText('1 chosen · not saved yet');

  // By code too; nothing found says so.
  await page.getByTestId('product-category-search').fill('sweaters');
  await page.getByTestId('product-category-sweaters').check();
  await page.getByTestId('product-category-search').fill('no-such-category');
  await expect(page.getByTestId('product-category-no-match')).toHaveText(
    'No category matches “no-such-category”.',
  );
  await page.getByTestId('product-category-search').fill('');
  await expect(chosen.getByRole('listitem')).toHaveText([
    /^Clothing \/ Sweaters/,
    /^Clothing \/ T-shirts/,
  ]);
  await page.getByTestId('product-categories-submit').click();
  await expect(page.getByTestId('product-categories-success')).toHaveText(/saved/i);

  // Saved: the chosen ones with their paths, their tree opened; one removed from the list.
  await reload(page);
  await expect(chosen.getByRole('listitem')).toHaveText([
    /^Clothing \/ Sweaters/,
    /^Clothing \/ T-shirts/,
  ]);
  await expect(page.getByTestId('product-category-tshirts')).toBeChecked();
  await page.getByRole('button', { name: 'Remove Clothing / Sweaters' }).click();
  await expect(page.getByTestId('product-category-sweaters')).not.toBeChecked();
  await expect(chosen.getByRole('listitem')).toHaveText([/^Clothing \/ T-shirts/]);
  await page.getByTestId('product-categories-submit').click();
  await expect(page.getByTestId('product-categories-success')).toHaveText(/saved/i);
  await reload(page);
  await expect(chosen.getByRole('listitem')).toHaveText([/^Clothing \/ T-shirts/]);

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open(page, `/products/${id}?tab=categories`);
    await expect(chosen).toContainText('Clothing / T-shirts');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoSeriousAxeViolation(page);
  }
});
