import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { adminApi } from './support/products';
import { ADMIN, signIn } from './support/users';

// Option labels where a select attribute has more options than one page of its list: the grid
// column, the phone card, the filter's chip and picker, and the product's history all show the
// labels of the options the page names (the 140th of 150 included), never their codes, and the
// history says "Deleted option (code)" for an option deleted since.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** FSI … PDI: a select's label is an isolate of its own in the page's text. */
const isolated = (text: string) => `\u2068${text}\u2069`;

type Call = Awaited<ReturnType<typeof adminApi>>;

async function attributeId(call: Call, code: string): Promise<string> {
  const found = (await call('GET', `/attributes?search=${code}&page_size=100`)).items as {
    id: string;
    code: string;
  }[];
  return found.find((a) => a.code === code)!.id;
}

/**
 * A select attribute "Shade" with 150 options (`s001`…`s150`, "Shade 001"…; `s140` labelled
 * "Ocean blue" in en_US), a family of name and shade, and a product of it whose shade was
 * `s001`, then `s140`; `s001` is deleted after (no product uses it any more).
 */
async function shadeProduct(request: APIRequestContext) {
  // A new session for each step: the e2e API's tokens live a few seconds.
  let call = await adminApi(request);
  const stamp = uniqueStamp();
  const attributeCode = `e2e_shade_${stamp.replaceAll('-', '_')}`;
  const attributeName = `Shade ${stamp}`;
  const attribute = await call('POST', '/attributes', {
    code: attributeCode,
    name: attributeName,
    type: 'select',
  });
  const optionIds = new Map<string, string>();
  const codes = Array.from({ length: 150 }, (_, i) => `s${String(i + 1).padStart(3, '0')}`);
  // Ten at a time: each takes the next sort order in turn.
  for (let start = 0; start < codes.length; start += 10) {
    call = await adminApi(request);
    await Promise.all(
      codes.slice(start, start + 10).map(async (code, index) => {
        const option = await call('POST', `/attributes/${attribute.id}/options`, {
          code,
          name: `Shade ${code.slice(1)}`,
          sort_order: start + index,
          ...(code === 's140' ? { labels: { en_US: 'Ocean blue' } } : {}),
        });
        optionIds.set(code, option.id as string);
      }),
    );
  }
  call = await adminApi(request);
  const name = await attributeId(call, 'name');
  const family = await call('POST', '/product-families', {
    code: `e2e-shades-${stamp}`,
    name: `Shades ${stamp}`,
  });
  await call('POST', `/product-families/${family.id}/attributes`, {
    attributes: [{ attribute_id: name }, { attribute_id: attribute.id }],
  });
  const code = `e2e-shade-${stamp}`;
  const product = await call('POST', '/products', { code, product_family_id: family.id });
  call = await adminApi(request);
  const plain = (value: unknown) => [{ channel: '$default', locale: '$default', data: { value } }];
  await call('PATCH', `/products/${product.id}/attributes`, [
    { attribute_id: name, values: plain(`Shaded shirt ${stamp}`) },
    { attribute_id: attribute.id, values: plain('s001') },
  ]);
  await call('PATCH', `/products/${product.id}/attributes`, [
    { attribute_id: attribute.id, values: plain('s140') },
  ]);
  await call('DELETE', `/attributes/${attribute.id}/options/${optionIds.get('s001')}`);
  return { id: product.id as string, code, attributeCode, attributeName };
}

async function addShadeFilter(page: Page, attributeName: string) {
  await page.getByTestId('value-filter-add').click();
  await page.getByTestId('value-filter-attribute').fill(attributeName);
  await page.getByRole('option', { name: new RegExp(`^${attributeName} \\(`) }).click();
  await page.getByTestId('value-filter-op').selectOption('in');
  const picker = page.getByTestId('value-filter-options');
  // The first 100 of the 149 options left are offered, and the picker says how to reach the others.
  await expect(page.getByText('49 more: type to find them')).toBeVisible();
  // Found by the API as the user types: by code, then by the label.
  await picker.fill('s145');
  await page.getByRole('option', { name: /Shade 145/ }).click();
  await picker.fill('ocean');
  await page.getByRole('option', { name: /Ocean blue/ }).click();
  await page.getByTestId('value-filter-submit').click();
}

test('a select with 150 options reads as labels in the grid, its filter and the history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await shadeProduct(request);
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);

  // The column shows the 140th option's label (in the grid's locale), not its code.
  await open(
    page,
    `/products?search=${product.code}&channel=ecommerce&locale=en_US&columns=${product.attributeCode}`,
  );
  const cell = page.getByTestId(`product-value-${product.code}-${product.attributeCode}`);
  await expect(cell).toHaveText(isolated('Ocean blue'));

  // A filter on it: options found past the first 100, the chip in words.
  await addShadeFilter(page, product.attributeName);
  await expect(page.getByTestId('value-filter-chip')).toHaveText(
    `${product.attributeName} is one of Shade 145, Ocean blue`,
  );
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 1 item');
  await expect(cell).toHaveText(isolated('Ocean blue'));
  await expectNoSeriousAxeViolation(page);

  // The same link on a phone: the card and the chip read the same.
  const link = page.url();
  await page.setViewportSize(PHONE);
  await open(page, link);
  await expect(cell).toHaveText(isolated('Ocean blue'));
  await expect(page.getByTestId('value-filter-chip')).toHaveText(
    `${product.attributeName} is one of Shade 145, Ocean blue`,
  );
  await expectNoSeriousAxeViolation(page);

  // The history: labels for the options its revisions name, and the deleted one said so.
  await page.setViewportSize(DESKTOP);
  await open(page, `/products/${product.id}?tab=history&channel=ecommerce&locale=en_US`);
  const change = page.getByTestId('revision-summary-3');
  await expect(change).toHaveText(
    `Changed${product.attributeName}Deleted option (s001)→Ocean blue`,
  );
  await expect(page.getByTestId('revision-summary-2')).toContainText(
    `Added${product.attributeName}Deleted option (s001)`,
  );
  // Compared with now, revision 2's value reads the same way.
  await page.getByTestId('revision-compare-2').click();
  await expect(
    page
      .getByTestId('revision-diff-2')
      .getByRole('row', { name: new RegExp(product.attributeName) }),
  ).toContainText('Deleted option (s001)Ocean blue');
  await expect(page.getByTestId('history')).not.toContainText('s140');
  // Axe reads the page at rest, not the button the pointer still hovers.
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolation(page);
  await expectFitsPhone(
    page,
    `/products/${product.id}?tab=history&channel=ecommerce&locale=en_US`,
    'revision-summary-3',
  );
  await expect(page.getByTestId('revision-summary-3')).toContainText('Ocean blue');
  await expectNoSeriousAxeViolation(page);
});
