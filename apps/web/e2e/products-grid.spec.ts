import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { followLink, open, reload } from './support/navigation';
import { expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { adminApi, createProducts } from './support/products';
import { ADMIN, signIn } from './support/users';

// The products grid as a merchandiser's daily tool: a channel and locale scope, completeness
// and attribute columns in it, filters on values, saved views, a link that reproduces the
// grid, and a card list on a phone. Each test makes its own three T-shirts (unique codes)
// with values set through the API, and narrows the grid to them with the search.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Made {
  prefix: string;
  /** Code to product name: 01 has a German description, 02 an English one only, 03 none. */
  names: Record<string, string>;
  ratio: (code: string, channel: string, locale: string) => number;
}

/** Three products of the seeded T-shirts family, with names, colors and descriptions. */
async function makeProducts(request: APIRequestContext): Promise<Made> {
  const stamp = uniqueStamp();
  const prefix = `e2e-grid-${stamp}`;
  const ids = await createProducts(request, prefix, 3, 0);
  const call = await adminApi(request);
  const attribute = async (code: string) => {
    const found = (await call('GET', `/attributes?search=${code}&page_size=100`)).items as {
      id: string;
      code: string;
    }[];
    return found.find((a) => a.code === code)!.id;
  };
  const [name, description, color] = await Promise.all(
    ['name', 'description', 'color'].map(attribute),
  );
  const plain = (value: unknown) => [{ channel: '$default', locale: '$default', data: { value } }];
  const text = (locale: string, value: string) => ({
    channel: 'ecommerce',
    locale,
    data: { value: `<p>${value}</p>` },
  });
  const made: [string, string, { channel: string; locale: string; data: unknown }[]][] = [
    ['Alpine shirt', 'black', [text('de_DE', 'Weiches Baumwollhemd'), text('en_US', 'Soft')]],
    ['Beach shirt', 'white', [text('en_US', 'Light cotton for the summer')]],
    ['City shirt', 'black', []],
  ];
  const names: Record<string, string> = {};
  for (const [index, [productName, colorCode, texts]] of made.entries()) {
    const values = [
      { attribute_id: name, values: plain(`${productName} ${stamp}`) },
      { attribute_id: color, values: plain(colorCode) },
      ...(texts.length ? [{ attribute_id: description, values: texts }] : []),
    ];
    await call('PATCH', `/products/${ids[index]}/attributes`, values);
    names[`${prefix}-0${index + 1}`] = `${productName} ${stamp}`;
  }
  // Each product's completeness per channel and locale, read now (the token is short-lived).
  const ratios = new Map<string, number>();
  for (const [index, id] of ids.entries()) {
    const completeness = (await call('GET', `/products/${id}/completeness`)).items as {
      channel_code: string;
      locale_code: string;
      ratio: number;
    }[];
    for (const c of completeness) {
      ratios.set(`${prefix}-0${index + 1}|${c.channel_code}|${c.locale_code}`, c.ratio);
    }
  }
  const ratio = (code: string, channel: string, locale: string) =>
    ratios.get(`${code}|${channel}|${locale}`)!;
  return { prefix, names, ratio };
}

const rows = (page: Page, prefix: string) =>
  page.locator(`[data-testid^="product-row-${prefix}-"]`);

test.use({ viewport: DESKTOP });

test('the scope, attribute columns and a value filter, saved as a view and shared as a link', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { prefix, names, ratio } = await makeProducts(request);
  const [one, two, three] = Object.keys(names) as [string, string, string];
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}&channel=ecommerce&locale=en_US`);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 3 items');

  // Completeness says its scope and changes with it: the second product has an English
  // description and no German one.
  await expect(page.getByTestId('products-completeness-header')).toHaveText(
    'Complete in E-commerce · en_US',
  );
  const english = ratio(two, 'ecommerce', 'en_US');
  const german = ratio(two, 'ecommerce', 'de_DE');
  expect(english).toBeGreaterThan(german);
  await expect(page.getByTestId(`product-completeness-${two}`)).toHaveText(`${english} %`);
  await page.getByTestId('scope-switcher').selectOption('ecommerce|de_DE');
  await expect(page).toHaveURL(/locale=de_DE/);
  await expect(page.getByTestId('products-completeness-header')).toHaveText(
    'Complete in E-commerce · de_DE',
  );
  await expect(page.getByTestId(`product-completeness-${two}`)).toHaveText(`${german} %`);

  // Two attribute columns, read in the scope: the German description, the color's name.
  await page.getByTestId('products-columns').click();
  await page.getByTestId('products-column-search').fill('descr');
  await page.getByTestId('products-attribute-column-description').check();
  await page.getByTestId('products-column-search').fill('color');
  await page.getByTestId('products-attribute-column-color').check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/columns=description%2Ccolor|columns=description,color/);
  await expect(page.getByTestId('products-attribute-header-description')).toHaveText('Description');
  await expect(page.getByTestId(`product-value-${one}-description`)).toHaveText(
    'Weiches Baumwollhemd',
  );
  await expect(page.getByTestId(`product-value-${two}-description`)).toHaveText('—');
  await expect(page.getByTestId(`product-value-${one}-color`)).toHaveText('\u2068Black\u2069');
  await expect(page.getByTestId(`product-value-${two}-color`)).toHaveText('\u2068White\u2069');

  // "Description is empty in de_DE on E-commerce", from the English scope: its own locale.
  await page.getByTestId('scope-switcher').selectOption('ecommerce|en_US');
  await expect(page.getByTestId(`product-value-${two}-description`)).toHaveText(
    'Light cotton for the summer',
  );
  await page.getByTestId('value-filter-add').click();
  await page.getByTestId('value-filter-attribute').fill('Description');
  await page.getByRole('option', { name: /^Description \(description\)/ }).click();
  await page.getByTestId('value-filter-op').selectOption('empty');
  await page.getByTestId('value-filter-locale').selectOption('de_DE');
  await page.getByTestId('value-filter-submit').click();
  await expect(page.getByTestId('value-filter-chip')).toHaveText(
    'Description is empty in de_DE · E-commerce',
  );
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 2 items');
  await expect(rows(page, prefix)).toHaveCount(2);
  await expect(page.getByTestId(`product-row-${two}`)).toContainText(names[two]!);
  await expect(page.getByTestId(`product-row-${three}`)).toContainText(names[three]!);
  await expect(page.getByTestId(`product-row-${one}`)).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);

  // The link reproduces the grid: scope, columns, filter, the same two products.
  const link = page.url();
  const shared = await context.newPage();
  await shared.setViewportSize(DESKTOP);
  await open(shared, link);
  await expect(shared.getByTestId('scope-switcher')).toHaveValue('ecommerce|en_US');
  await expect(shared.getByTestId('value-filter-chip')).toHaveText(
    'Description is empty in de_DE · E-commerce',
  );
  await expect(shared.getByTestId('products-attribute-header-color')).toHaveText('Color');
  await expect(shared.getByTestId('products-pagination-status')).toHaveText(
    'Page 1 of 1 · 2 items',
  );
  await shared.close();

  // Saved as a view; after a reload of the unfiltered grid, applying it brings it all back.
  const view = `German gaps ${prefix}`;
  await page.getByTestId('products-views').click();
  await page.getByTestId('view-save').click();
  await page.getByTestId('view-name-input').fill(view);
  await page.getByTestId('view-save-submit').click();
  await expect(page.getByTestId('view-saved')).toHaveText('View saved.');
  await open(page, `/products?search=${prefix}&channel=print&locale=fr_FR`);
  await reload(page);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 3 items');
  await page.getByTestId('products-views').click();
  await followLink(page, page.getByRole('menuitem', { name: view }), /value_filters=/);
  await expect(page.getByTestId('scope-switcher')).toHaveValue('ecommerce|en_US');
  await expect(page.getByTestId('value-filter-chip')).toHaveText(
    'Description is empty in de_DE · E-commerce',
  );
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 2 items');

  // Renamed, then deleted.
  await page.getByTestId('products-views').click();
  await page.getByTestId('view-manage').click();
  const row = (name: string) => page.locator(`[data-testid="view-row"][data-view-name="${name}"]`);
  await row(view).getByTestId('view-rename-input').fill(`${view} (de)`);
  await row(view).getByTestId('view-rename-submit').click();
  await expect(page.getByTestId('view-renamed')).toHaveText('View saved.');
  const renamed = row(`${view} (de)`);
  await renamed.getByTestId('view-delete').click();
  await page.getByTestId('view-delete-confirm').click();
  await expect(page.getByTestId('view-deleted')).toHaveText('View deleted.');
  await expect(renamed).toHaveCount(0);
});

test('the editor opens in the grid’s scope, and the grid in the editor’s', async ({
  page,
  request,
}) => {
  const { prefix } = await makeProducts(request);
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}&channel=ecommerce&locale=de_DE`);
  await followLink(
    page,
    page.getByTestId(`product-link-${prefix}-01`),
    /\/products\/[0-9a-f-]{36}\?channel=ecommerce&locale=de_DE/,
  );
  await expect(page.getByTestId('scope-switcher')).toHaveValue('ecommerce|de_DE');
  await page.getByTestId('scope-switcher').selectOption('print|fr_FR');
  await followLink(page, page.getByTestId('nav-products'), /\/products\?/);
  await expect(page).toHaveURL(/channel=print&locale=fr_FR/);
  await expect(page.getByTestId('products-completeness-header')).toHaveText(
    'Complete in Print catalog · fr_FR',
  );
});

test('a search shows that it is under way, and empty grids say why', async ({ page, request }) => {
  const { prefix, names } = await makeProducts(request);
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}&channel=ecommerce&locale=en_US`);
  await expect(rows(page, prefix)).toHaveCount(3);

  // The answer is held back until the test lets it through: the old rows are not shown as it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trpc/products.list**', async (route) => {
    await held;
    await route.continue();
  });
  const first = Object.keys(names)[0]!;
  await page
    .getByTestId('products-filter-search')
    .fill(`${names[first]}`.split(' ').reverse().join(' '));
  await expect(page.getByTestId('products-loading')).toHaveText('Searching…');
  await expect(rows(page, prefix)).toHaveCount(0);
  release();
  // Words in any order: "<stamp> Alpine shirt" finds "Alpine shirt <stamp>".
  await expect(rows(page, prefix)).toHaveCount(1);
  await expect(page.getByTestId(`product-row-${first}`)).toBeVisible();
  await expect(page.getByTestId('products-loading')).toHaveText('');
  await page.unroute('**/api/trpc/products.list**');

  // Nothing matches: said so, with a way out; never "Page 0 of 0".
  await page.getByTestId('products-filter-search').fill(`${prefix}-nothing`);
  await expect(page.getByTestId('products-empty')).toContainText(
    'No product matches these filters',
  );
  await expect(page.getByTestId('products-pagination-status')).toHaveCount(0);
  await expect(page.getByText('Page 0 of 0')).toHaveCount(0);
  await page.getByTestId('products-clear-filters').click();
  await expect(page.getByTestId('products-filter-search')).toHaveValue('');
  await expect(page.getByTestId('products-empty')).toHaveCount(0);
  await expect(page.getByTestId('products-pagination-status')).toBeVisible();
});

test('on a phone the grid is a card list with its filters behind a button', async ({
  page,
  request,
}) => {
  const { prefix, names, ratio } = await makeProducts(request);
  const [one, two] = Object.keys(names) as [string, string];
  await signIn(page, ADMIN);
  await page.setViewportSize(PHONE);
  await open(page, `/products?search=${prefix}&channel=ecommerce&locale=de_DE`);

  // Code, name, status and completeness in the scope, on the first screen.
  const card = page.getByTestId(`product-row-${one}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(names[one]!);
  await expect(card).toContainText('Draft');
  const german = ratio(one, 'ecommerce', 'de_DE');
  await expect(page.getByTestId(`product-completeness-${one}`)).toHaveText(`${german} %`);
  await expect(page.getByTestId(`product-completeness-${one}`)).toBeInViewport();
  await expect(page.getByTestId('products-table')).toHaveCount(0);

  // Filters behind "Filters (n)"; the value filter's chip stays on the page.
  await expect(page.getByTestId('products-filters-open')).toHaveText('Filters (0)');
  await page.getByTestId('products-filters-open').click();
  await page.getByTestId('value-filter-add').click();
  await page.getByTestId('value-filter-attribute').fill('Description');
  await page.getByRole('option', { name: /^Description \(description\)/ }).click();
  await page.getByTestId('value-filter-op').selectOption('not_empty');
  await page.getByTestId('value-filter-submit').click();
  await page.getByTestId('products-filters-done').click();
  await expect(page.getByTestId('products-filters-open')).toHaveText('Filters (1)');
  await expect(page.getByTestId('value-filter-chip')).toHaveText(
    'Description is not empty in de_DE · E-commerce',
  );
  await expect(rows(page, prefix)).toHaveCount(1);
  await expect(page.getByTestId(`product-row-${two}`)).toHaveCount(0);

  // A chosen product brings the bulk bar, kept at the bottom of the screen.
  await page.getByTestId(`product-select-${one}`).check();
  await expect(page.getByTestId('bulk-actions')).toBeInViewport();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('products-selection-clear').click();
});
