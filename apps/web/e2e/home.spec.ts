import { expect, test, type APIRequestContext } from '@playwright/test';
import { followLink, open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { adminApi, createProducts } from './support/products';
import { ADMIN, EDITOR, signIn } from './support/users';

/**
 * A list's total as the API counts it (what the home page's numbers must say), with a fresh
 * token: e2e access tokens live 5 seconds.
 */
async function totalOf(request: APIRequestContext, path: string): Promise<string> {
  const call = await adminApi(request);
  const page = await call('GET', `${path}${path.includes('?') ? '&' : '?'}page_size=1`);
  return (page.pagination.total_items as number).toLocaleString('en');
}

test('home is a work queue: what waits for approval, incomplete products per channel, my edits, jobs, counts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const prefix = `e2e-home-${uniqueStamp()}`;
  // Two products changed by the admin; the second is sent to review, so it is changed last.
  const [, second] = await createProducts(request, prefix, 2, 0);
  await (
    await adminApi(request)
  )('PATCH', `/products/${second}/status`, { status: 'in_review' });

  await signIn(page, ADMIN);
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByTestId('home-greeting')).toContainText(`Signed in as ${ADMIN.name}`);

  // Waiting for approval: the count of products in review, the newest first in the list.
  const review = page.getByTestId('home-review');
  await expect(review.getByRole('heading')).toHaveText('Waiting for your approval');
  await expect(page.getByTestId('home-review-count')).toHaveText(
    await totalOf(request, '/products?status=in_review'),
  );
  await expect(page.getByTestId(`home-review-product-${prefix}-02`)).toContainText('In review');
  await expect(page.getByTestId(`home-review-product-${prefix}-01`)).toHaveCount(0);

  // My recent edits, newest first, each with its family and status.
  const edits = page.getByTestId('home-edits').getByRole('listitem');
  await expect(edits.nth(0)).toHaveAttribute('data-testid', `home-edit-${prefix}-02`);
  await expect(edits.nth(1)).toHaveAttribute('data-testid', `home-edit-${prefix}-01`);
  await expect(edits.nth(1)).toContainText('T-shirts');
  await expect(edits.nth(1)).toContainText('Draft');

  // Incomplete products per channel and locale, by name; each count as the API counts it.
  const ecommerce = page.getByTestId('home-incomplete-ecommerce');
  await expect(ecommerce).toContainText('E-commerce');
  await expect(ecommerce).toContainText('German (Germany)');
  const cell = page.getByTestId('home-incomplete-ecommerce-de_DE');
  await expect(cell).toHaveText(
    await totalOf(request, '/products?channel=ecommerce&locale=de_DE&completeness=incomplete'),
  );
  await expect(page.getByTestId('home-incomplete-print-fr_FR')).toHaveText(
    await totalOf(request, '/products?channel=print&locale=fr_FR&completeness=incomplete'),
  );

  // Jobs and the catalog's counts.
  await expect(page.getByTestId('home-jobs-failed')).toHaveText(
    await totalOf(request, '/jobs?status=failed'),
  );
  await expect(page.getByTestId('home-jobs-running')).toHaveText(
    await totalOf(request, '/jobs?status=running'),
  );
  for (const [key, path] of [
    ['products', '/products'],
    ['families', '/product-families'],
    ['attributes', '/attributes'],
    ['categories', '/categories'],
  ] as const) {
    await expect(page.getByTestId(`home-count-${key}`)).toHaveText(await totalOf(request, path));
  }
  // Who may do what is still there, folded away: no ids.
  await expect(page.getByTestId('home-access')).not.toHaveAttribute('open');
  await expectNoSeriousAxeViolation(page);

  // Every number opens the list it counts.
  await followLink(
    page,
    cell,
    (url) =>
      url.pathname === '/products' &&
      url.searchParams.get('channel') === 'ecommerce' &&
      url.searchParams.get('locale') === 'de_DE' &&
      url.searchParams.get('completeness') === 'incomplete',
  );
  await open(page, '/');
  await followLink(page, page.getByTestId('home-review-count'), /\/products\?status=in_review$/);
  await open(page, '/');
  await followLink(page, page.getByTestId('home-count-families'), /\/families$/);

  // On a phone: one column, nothing wider than the screen.
  await expectFitsPhone(page, '/', 'home-review-count');
  await expect(page.getByTestId(`home-edit-${prefix}-02`)).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

test('an editor gets no approval queue, but their edits, the incomplete products and the jobs', async ({
  page,
}) => {
  await signIn(page, EDITOR);
  await open(page, '/');
  await expect(page.getByTestId('home-incomplete')).toBeVisible();
  await expect(page.getByTestId('home-edits')).toBeVisible();
  await expect(page.getByTestId('home-review')).toHaveCount(0);
  await expect(page.getByTestId('home-edits').getByRole('heading')).toHaveText('Your recent edits');
  await expectNoSeriousAxeViolation(page);
});
