import { expect, test, type Page } from '@playwright/test';
import { followLink, open } from './support/navigation';
import { expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { adminApi, createProducts } from './support/products';
import { ADMIN, signIn } from './support/users';

// A grid link or a saved view naming an attribute deleted since (as a column or in a value
// filter): the API refuses such a list, so the console leaves those out, shows the products,
// and says what it removed in a notice the user can dismiss.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const notice = (page: Page) => page.getByTestId('products-dropped-attributes');

test('a link or a saved view naming a deleted attribute shows the list and says what was removed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const prefix = `e2e-stale-${stamp}`;
  await createProducts(request, prefix, 2, 0);
  const call = await adminApi(request);
  const gone = `e2e_gone_${stamp.replaceAll('-', '_')}`;
  const attribute = await call('POST', '/attributes', { code: gone, name: 'Gone', type: 'text' });
  await call('DELETE', `/attributes/${attribute.id}`);
  // A saved view holding it (made now: the API's token is short-lived).
  const view = `Stale ${prefix}`;
  await call('POST', '/product-views', {
    name: view,
    query: `search=${prefix}&channel=ecommerce&locale=en_US&page_size=50&value_filters=${encodeURIComponent(
      JSON.stringify([{ attribute: gone, op: 'empty' }]),
    )}`,
  });

  const filters = encodeURIComponent(
    JSON.stringify([
      { attribute: gone, op: 'not_empty' },
      { attribute: 'description', op: 'empty', locale: 'de_DE' },
    ]),
  );
  const link = `/products?search=${prefix}&channel=ecommerce&locale=en_US&columns=description,${gone}&value_filters=${filters}`;

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await open(page, link);
  // The list, with what still holds: the description column and its filter.
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 2 items');
  await expect(page.getByTestId('products-attribute-header-description')).toHaveText('Description');
  await expect(page.getByTestId('value-filter-chip')).toHaveText(
    'Description is empty in de_DE · E-commerce',
  );
  await expect(notice(page).getByTestId('products-dropped-attribute')).toHaveText([
    `The column of attribute ${gone} was removed: the attribute no longer exists.`,
    `The filter on attribute ${gone} was removed: the attribute no longer exists.`,
  ]);
  // The address no longer names it, so a copied link is a good one.
  await expect(page).not.toHaveURL(new RegExp(gone));
  await expect(page).toHaveURL(/columns=description(&|$)/);
  await expectNoSeriousAxeViolation(page);
  await notice(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice(page)).toHaveCount(0);

  // A saved view holding the deleted attribute behaves the same.
  // The saved view holding it behaves the same.
  await open(page, `/products?search=${prefix}&channel=ecommerce&locale=en_US`);
  await page.getByTestId('products-views').click();
  await followLink(page, page.getByRole('menuitem', { name: view }), /page_size=50/);
  await expect(notice(page).getByTestId('products-dropped-attribute')).toHaveText([
    `The filter on attribute ${gone} was removed: the attribute no longer exists.`,
  ]);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 2 items');
  await expect(page.getByTestId('value-filter-chip')).toHaveCount(0);

  // On a phone: the notice above the cards.
  await page.setViewportSize(PHONE);
  await open(page, link);
  await expect(notice(page)).toBeVisible();
  await expect(page.getByTestId(`product-link-${prefix}-01`)).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await expectNoSeriousAxeViolation(page);
});
