import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './support/catalog';
import { followLink, open } from './support/navigation';
import { ADMIN, signIn } from './support/users';

// The locales and the asset library on a phone: a card per row (the kit's CardList, as the
// product grid's), with what matters on it and its actions at hand, instead of a table
// scrolled sideways.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('on a phone each locale is a card with its code, name and the channels using it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await page.setViewportSize(PHONE);
  await open(page, '/locales');

  const cards = page.getByRole('list', { name: 'Locales used by the channels of Demo EU' });
  await expect(cards).toBeVisible();
  await expect(page.getByTestId('locales-table')).toHaveCount(0);
  const german = page.getByTestId('locale-row-de_DE');
  await expect(german).toContainText('de_DE');
  await expect(german).toContainText('German (Germany)');
  // Other specs add channels of their own to Demo EU: the seeded two are among them.
  await expect(page.getByTestId('locale-channels-de_DE').getByRole('link')).toContainText([
    'E-commerce',
    'Print catalog',
  ]);
  await expect(german).toContainText('Channels:');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolation(page);

  // Every known locale, as cards too; one no channel uses says so.
  await page.getByText('All locales').click();
  await page.getByTestId('locales-search').fill('japan');
  await expect(page.getByTestId('locales-count')).toHaveText('1 locale match “japan”');
  await expect(page.getByRole('list', { name: 'Every locale the service knows' })).toBeVisible();
  await expect(page.getByTestId('locale-row-ja_JP')).toContainText('Japanese (Japan)');
  await expect(page.getByTestId('locale-channels-ja_JP')).toHaveText('No channel');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolation(page);

  // A channel is one tap away from its locale's card.
  await page.getByTestId('locales-search').fill('de_DE');
  const link = page.getByTestId('locale-channels-de_DE').getByRole('link', { name: 'E-commerce' });
  await expect(link).toBeInViewport();
  await followLink(page, link, /\/channels\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('channel-code')).toHaveText('ecommerce');
});

test('on a phone each file is a card with its picture, name, type, size and uses, and its actions', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const picture = 'classic-crew-neck-black.webp';
  await signIn(page, ADMIN);

  // On a desktop the table says how much each file is used.
  await page.setViewportSize(DESKTOP);
  await open(page, '/assets');
  await page.getByTestId('assets-search').fill('crew-neck-black');
  await expect(page.getByTestId('assets-count')).toHaveText('1 file match');
  await expect(page.getByTestId('assets-table')).toBeVisible();
  await expect(page.getByTestId(`asset-used-${picture}`)).toHaveText('1 product');

  await page.setViewportSize(PHONE);
  await open(page, '/assets');
  await page.getByTestId('assets-search').fill('crew-neck-black');
  await expect(page.getByTestId('assets-count')).toHaveText('1 file match');
  await expect(page.getByRole('list', { name: 'Files of Demo EU' })).toBeVisible();
  await expect(page.getByTestId('assets-table')).toHaveCount(0);
  const card = page.getByTestId(`asset-row-${picture}`);
  await expect(card.getByRole('link', { name: picture })).toBeVisible();
  // The picture itself loads, through the console.
  await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 600);
  await expect(page.getByTestId(`asset-type-${picture}`)).toHaveText('WebP image600 × 600 px');
  await expect(page.getByTestId(`asset-size-${picture}`)).toHaveText(/^\d+\.\d KB$/);
  await expect(page.getByTestId(`asset-used-${picture}`)).toHaveText('1 product');
  await expect(page.getByTestId(`asset-uploader-${picture}`)).toHaveText('by Ada Admin');
  // Its actions are on the card, on the screen.
  await expect(page.getByTestId(`asset-where-used-${picture}`)).toBeInViewport();
  await expect(page.getByTestId(`asset-delete-${picture}-submit`)).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolation(page);

  await page.getByTestId(`asset-where-used-${picture}`).click();
  const usages = page.getByRole('dialog', { name: `Where ${picture} is used` });
  await expect(usages).toContainText('1 product');
  await expect(page.getByTestId('asset-usage-product-ts_001')).toContainText('Classic crew neck');
  await expectNoSeriousAxeViolation(page);
});
