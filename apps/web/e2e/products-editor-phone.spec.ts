import { expect, test } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { createProducts } from './support/products';
import { ADMIN, signIn } from './support/users';

// The product editor on a phone: no part of it runs off the screen, and the completeness
// card stacks each channel and locale with its missing fields below, so every missing field
// can be seen and followed without scrolling sideways.

test('the editor fits a phone: each scope’s missing fields show in full and open their field', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prefix = `e2e-editor-phone-${uniqueStamp()}`;
  const [id] = await createProducts(request, prefix, 1, 0);
  await signIn(page, ADMIN);
  await expectFitsPhone(page, `/products/${id}`, 'completeness-table');

  const pair = page.getByTestId('completeness-ecommerce-de_DE');
  await expect(pair).toContainText('E-commerce · de_DE');
  await expect(page.getByTestId('completeness-ratio-ecommerce-de_DE')).toHaveText('0 %');
  const missing = page.getByTestId('completeness-missing-ecommerce-de_DE-description');
  await expect(missing).toHaveText('Description');
  await missing.scrollIntoViewIfNeeded();
  const box = await missing.boundingBox();
  expect(box, 'the missing field’s link is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'the link ends inside the 390 px screen').toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolation(page);

  // Following it opens that scope, as on a desktop.
  await missing.click();
  await expect(page.getByTestId('scope-switcher')).toHaveValue('ecommerce|de_DE');
});
