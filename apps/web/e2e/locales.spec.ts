import { expect, test } from '@playwright/test';
import { followLink, open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation } from './support/catalog';
import { adminApi } from './support/products';
import { ADMIN, signIn } from './support/users';

test('the locales page shows the channels’ locales with their channels, and every known locale', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Demo EU's two channels use English, French and German; other specs may add channels, so
  // what the page should count is read from the API.
  const call = await adminApi(request);
  const channels = (await call('GET', '/channels?page_size=100')).items as {
    locales: { locale_code: string }[];
  }[];
  const used = new Set(channels.flatMap((c) => c.locales.map((l) => l.locale_code))).size;
  await signIn(page, ADMIN);
  await open(page, '/');
  await followLink(page, page.getByTestId('nav-locales'), '/locales');
  // Opened again: the link just clicked would still be hovered, in its hover colours.
  await open(page, '/locales');
  await expect(page.getByRole('heading', { name: 'Locales', level: 1 })).toBeVisible();

  await expect(page.getByTestId('locales-scope')).toContainText(`Used by channels (${used})`);
  await expect(page.getByTestId('locales-count')).toHaveText(
    `${used} of ${used} locales used by the channels of Demo EU`,
  );
  const german = page.getByTestId('locale-row-de_DE');
  await expect(german).toContainText('German');
  await expect(german).toContainText('Germany');
  await expect(page.getByTestId('locale-channels-de_DE').getByRole('link')).toContainText([
    'E-commerce',
    'Print catalog',
  ]);
  await expectNoSeriousAxeViolation(page);

  // Searched by language, words in any order.
  await page.getByTestId('locales-search').fill('france fre');
  await expect(page.getByTestId('locales-count')).toHaveText(
    `1 of ${used} locales used by the channels of Demo EU`,
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

  // On a phone the page fits, a card per locale (phone-lists.spec.ts looks closer).
  await expectFitsPhone(page, '/locales', 'locale-row-en_US');
  await expect(page.getByTestId('locale-channels-en_US')).toContainText('E-commerce');
  await expectNoSeriousAxeViolation(page);
});
