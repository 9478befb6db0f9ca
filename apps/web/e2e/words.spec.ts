import { expect, test, type Page } from '@playwright/test';
import { followLink, hydrated, open } from './support/navigation';
import { expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { adminApi } from './support/products';
import { ADMIN, signIn } from './support/users';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The requirement matrix of a family page: on its "Attributes and requirements" tab. */
async function showRequirements(page: Page) {
  await page.getByRole('tab', { name: /Attributes and requirements/ }).click();
}

test('a product without a family is asked for one, in words', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open(page, '/products/new');
    await page.getByTestId('product-code-input').fill(`e2e-nofamily-${uniqueStamp()}`);
    await page.getByTestId('product-create-submit').click();
    await expect(page.getByTestId('product-family-error')).toHaveText('Choose a family.');
    await expect(page.getByTestId('product-create')).not.toContainText('The format is not valid');
    await expectNoSeriousAxeViolation(page);
  }
});

test('the 404 page has a title and ways back: home, and the page before', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open(page, '/families');
    await page.goto('/no-such-page');
    await hydrated(page);
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expectNoSeriousAxeViolation(page);
    await page.getByTestId('not-found-back').click();
    await expect(page).toHaveURL(/\/families$/);
  }
  await page.goto('/no-such-page');
  await hydrated(page);
  await followLink(page, page.getByTestId('not-found-home'), (url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
});

test('an empty list says there is nothing yet, without pages; a search says what it is doing', async ({
  page,
  request,
}) => {
  const stamp = uniqueStamp();
  const call = await adminApi(request);
  const account = await call('POST', '/service-accounts', {
    code: `e2e-words-${stamp}`,
    name: `Words ${stamp}`,
  });
  await signIn(page, ADMIN);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open(page, `/service-accounts/${account.id}`);
    await expect(page.getByTestId('api-keys-empty')).toHaveText('No API keys yet.');
    await expect(page.getByTestId('api-keys-pagination-status')).toHaveText('No items');
    await expect(page.getByTestId('api-keys-pagination')).not.toContainText('Page 0');
    await expectNoSeriousAxeViolation(page);
  }

  // A search shows a spinner in its box until the list has answered, then what matched.
  await open(page, '/roles');
  await page.getByTestId('roles-filter-search').fill(`nothing-${stamp}`);
  await expect(page.getByTestId('roles-filter-searching')).toBeVisible();
  await expect(page.getByTestId('roles-empty')).toContainText('No roles match.');
  await expect(page.getByTestId('roles-filter-searching')).toHaveCount(0);
  await expect(page.getByTestId('roles-pagination-status')).toHaveText('No items');
});

test('the requirement matrix tells apart two channels of the same name by their codes', async ({
  page,
  request,
}) => {
  const stamp = uniqueStamp();
  const call = await adminApi(request);
  const tree = ((await call('GET', '/category-trees?page_size=1')).items as { id: string }[])[0]!;
  for (const suffix of ['a', 'b']) {
    await call('POST', '/channels', {
      category_tree_id: tree.id,
      code: `e2e-web-${suffix}-${stamp}`,
      name: `Web ${stamp}`,
      locales: [{ locale_code: 'en_US' }],
    });
  }
  const family = await call('POST', '/product-families', {
    code: `e2e-twins-${stamp}`,
    name: `Twins ${stamp}`,
  });
  const sku = (
    (await call('GET', '/attributes?search=sku&page_size=100')).items as {
      id: string;
      code: string;
    }[]
  ).find((a) => a.code === 'sku')!;
  await call('POST', `/product-families/${family.id}/attributes`, {
    attributes: [{ attribute_id: sku.id }],
  });
  await signIn(page, ADMIN);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open(page, `/families/${family.id}`);
    await showRequirements(page);
    for (const suffix of ['a', 'b']) {
      const code = `e2e-web-${suffix}-${stamp}`;
      await expect(page.getByTestId(`requirements-channel-${code}`)).toHaveText(
        `Web ${stamp} (${code})`,
      );
    }
    await expect(page.getByTestId('requirements-channel-ecommerce')).toHaveText('E-commerce');
    await expectNoSeriousAxeViolation(page);
  }
});
