import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { open } from './support/navigation';
import { adminApi, createProducts } from './support/products';
import { ADMIN, signIn } from './support/users';

// The product editor's header shows the product's picture (the one the grid shows: the
// family's image attribute's value), named for a screen reader; a product without one shows
// no picture and no empty box.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function expectPicture(page: Page, mediaId: string) {
  const picture = page.getByRole('img', { name: 'Picture of Classic crew neck' });
  await expect(picture).toBeInViewport();
  await expect(picture).toHaveAttribute('src', new RegExp(`/api/assets/${mediaId}/content$`));
  // The bytes load, through the console.
  await expect(picture).not.toHaveJSProperty('naturalWidth', 0);
  await expect(page.getByTestId('product-title')).toHaveText('Classic crew neck');
}

test('the editor’s header shows the product’s picture at both sizes, and none when it has none', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const call = await adminApi(request);
  // The demo T-shirt, and the picture the grid shows for it.
  const listed = (await call('GET', '/products?search=ts_001')).items as {
    id: string;
    code: string;
    media_id: string | null;
  }[];
  const shirt = listed.find((p) => p.code === 'ts_001')!;
  expect(shirt.media_id).not.toBeNull();
  const [bare] = await createProducts(request, `e2e-no-picture-${uniqueStamp()}`, 1, 0);

  await signIn(page, ADMIN);
  await page.setViewportSize(DESKTOP);
  await open(page, `/products/${shirt.id}`);
  await expectPicture(page, shirt.media_id!);
  await expectNoSeriousAxeViolation(page);

  await open(page, `/products/${bare}`);
  await expect(page.getByTestId('product-title')).toBeVisible();
  await expect(page.getByTestId('product-picture')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Picture of/ })).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await open(page, `/products/${shirt.id}`);
  await expectPicture(page, shirt.media_id!);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await expectNoSeriousAxeViolation(page);
});
