import { expect, test } from '@playwright/test';
import { followLink, open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation } from './support/catalog';
import { ADMIN, signIn } from './support/users';

test('the locales page shows the channels’ locales with their channels, and every known locale', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await open(page, '/');
  await followLink(page, page.getByTestId('nav-locales'), '/locales');
  // Opened again: the link just clicked would still be hovered, in its hover colours.
  await open(page, '/locales');
  await expect(page.getByRole('heading', { name: 'Locales', level: 1 })).toBeVisible();

  // Demo EU's two channels both use English, French and German.
  await expect(page.getByTestId('locales-scope')).toContainText('Used by channels (3)');
  await expect(page.getByTestId('locales-count')).toHaveText(
    '3 of 3 locales used by the channels of Demo EU',
  );
  const german = page.getByTestId('locale-row-de_DE');
  await expect(german).toContainText('German');
  await expect(german).toContainText('Germany');
  await expect(page.getByTestId('locale-channels-de_DE').getByRole('link')).toHaveText([
    'E-commerce',
    'Print catalog',
  ]);
  await expectNoSeriousAxeViolation(page);

  // Searched by language, words in any order.
  await page.getByTestId('locales-search').fill('france fre');
  await expect(page.getByTestId('locales-count')).toHaveText(
    '1 of 3 locales used by the channels of Demo EU',
  );
  await expect(page.getByTestId('locales-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('locale-row-fr_FR')).toBeVisible();
  await page.getByTestId('locales-search').fill('klingon');
  await expect(page.getByTestId('locales-empty')).toHaveText(
    'No locale used by a channel matches “klingon”.',
  );

  // Every locale the service knows, a channel-less one saying so.
  await page.getByTestId('locales-search').fill('');
  await page.getByText('All locales').click();
  await expect(page.getByTestId('locales-count')).toHaveText(/^\d{2,} locales known$/);
  await page.getByTestId('locales-search').fill('japan');
  await expect(page.getByTestId('locales-count')).toHaveText('1 locale match “japan”');
  await expect(page.getByTestId('locale-row-ja_JP')).toContainText('Japanese');
  await expect(page.getByTestId('locale-channels-ja_JP')).toHaveText('No channel');
  await expectNoSeriousAxeViolation(page);

  // A channel using a locale is one click away.
  await page.getByTestId('locales-search').fill('de_DE');
  await followLink(
    page,
    page.getByTestId('locale-channels-de_DE').getByRole('link', { name: 'E-commerce' }),
    /\/channels\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId('channel-code')).toHaveText('ecommerce');

  // On a phone the page fits, the table scrolling inside its frame.
  await expectFitsPhone(page, '/locales', 'locale-row-en_US');
  await expect(page.getByTestId('locale-channels-en_US')).toContainText('E-commerce');
  await expectNoSeriousAxeViolation(page);
});
