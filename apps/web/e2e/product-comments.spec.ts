import { expect, test } from '@playwright/test';
import { open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { createProducts } from './support/products';
import { ADMIN, EDITOR, signIn, submitConfirmed } from './support/users';

test('people discuss a product in its Comments tab: newest last, about an attribute, their own deleted', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const [productId] = await createProducts(request, `e2e-talk-${stamp}`, 1, 1);
  const path = `/products/${productId}?tab=comments`;

  await signIn(page, EDITOR);
  await open(page, path);
  await expect(page.getByTestId('product-tab-comments')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('comments-empty')).toHaveText(
    'No comment yet. Start the discussion below.',
  );
  await expectNoSeriousAxeViolation(page);

  // A comment about the description, with markup shown as the text it is.
  await page.getByTestId('comment-body-input').fill('The <b>description</b> is missing in German.');
  await page
    .getByTestId('comment-attribute-input')
    .selectOption({ label: 'Description (description)' });
  await page.getByTestId('comment-add-submit').click();
  await expect(page.getByTestId('comments-count')).toHaveText('1 comment, newest last');
  await expect(page.getByTestId('comment-1-author')).toHaveText(EDITOR.name);
  await expect(page.getByTestId('comment-1-body')).toHaveText(
    'The <b>description</b> is missing in German.',
  );
  await expect(page.getByTestId('comment-1').locator('b')).toHaveCount(0);
  await expect(page.getByTestId('comment-1-attribute')).toHaveText('Description');
  await expect(page.getByTestId('comment-body-input')).toHaveValue('');

  // Another person answers; their comment comes last, and only its author may delete it.
  const other = await browser.newPage();
  await signIn(other, ADMIN);
  await open(other, path);
  await expect(other.getByTestId('comment-1-body')).toContainText('is missing in German');
  await expect(other.getByTestId('comment-1-delete-submit')).toHaveCount(0);
  await other.getByTestId('comment-body-input').fill('Added it, please check.');
  await other.getByTestId('comment-add-submit').click();
  await expect(other.getByTestId('comments-count')).toHaveText('2 comments, newest last');
  await expect(other.getByTestId('comment-2-author')).toHaveText(ADMIN.name);
  await other.close();

  await open(page, path);
  await expect(page.getByTestId('comments-count')).toHaveText('2 comments, newest last');
  await expect(page.getByTestId('comment-2-body')).toHaveText('Added it, please check.');
  await expect(page.getByTestId('comment-2-delete-submit')).toHaveCount(0);
  await submitConfirmed(page, 'comment-1-delete');
  await expect(page.getByTestId('comments-count')).toHaveText('1 comment, newest last');
  await expect(page.getByTestId('comment-1-author')).toHaveText(ADMIN.name);

  // Comments are not product data: the history still holds only the creation.
  await page.getByTestId('product-tab-history').click();
  await expect(page.getByTestId('revision-summary-2')).toHaveCount(0);
  await expect(page.getByTestId('revision-summary-1')).toBeVisible();

  // On a phone the discussion fits.
  await expectFitsPhone(page, path, 'comment-1');
  await expect(page.getByTestId('comment-1-body')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});
