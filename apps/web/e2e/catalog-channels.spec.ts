import { expect, test, type Page } from '@playwright/test';
import { followLink, open } from './support/navigation';
import {
  createTree,
  expectFitsPhone,
  expectNoSeriousAxeViolation,
  uniqueStamp,
} from './support/catalog';
import { ADMIN, signIn, submitConfirmed } from './support/users';

/** Picks a locale in the channel's locales picker by searching its code. */
async function pickLocale(page: Page, code: string) {
  const input = page.getByTestId('channel-locales-input');
  await input.click();
  await input.fill(code);
  await page.getByRole('option', { name: new RegExp(`· ${code}$`) }).click();
}

test('an administrator creates a channel on a new tree with two locales in order, then changes it', async ({
  page,
}) => {
  const stamp = uniqueStamp();
  const tree = `e2e-ch-tree-${stamp}`;
  const channel = `e2e-channel-${stamp}`;
  await signIn(page, ADMIN);
  await createTree(page, tree, `Channel tree ${stamp}`);

  // The channel, on the new tree, with fr_FR then de_DE.
  await open(page, '/channels');
  await followLink(page, page.getByTestId('channels-new'), '/channels/new');
  await page.getByTestId('channel-code-input').fill(channel);
  await page.getByTestId('channel-name-input').fill(`E2E channel ${stamp}`);
  await page
    .getByTestId('channel-tree-input')
    .selectOption({ label: `\u2068Channel tree ${stamp}\u2069 (${tree})` });
  await pickLocale(page, 'fr_FR');
  await pickLocale(page, 'de_DE');
  await page.getByTestId('channel-locales-input').press('Escape');
  await expect(page.getByTestId('channel-locales-order').locator('li')).toHaveText([
    'French (France) · fr_FR',
    'German (Germany) · de_DE',
  ]);
  await page.getByTestId('channel-create-submit').click();
  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Channel created.');
  await expect(page.getByTestId('channel-code')).toHaveText(channel);
  await expect(page.getByTestId('channel-tree-link')).toHaveText(`Channel tree ${stamp}`);
  await expect(page.getByTestId('channel-locale-code')).toHaveText(['fr_FR', 'de_DE']);
  await expectNoSeriousAxeViolation(page);
  const channelUrl = page.url();

  // Listed with its tree and two locales, found as the search is typed.
  await open(page, '/channels');
  await page.getByTestId('channels-filter-search').fill(channel);
  await expect(page).toHaveURL(`/channels?search=${channel}`);
  const listed = page.getByTestId(`channel-row-${channel}`);
  await expect(listed).toContainText(`Channel tree ${stamp}`);
  await expect(page.getByTestId(`channel-locale-count-${channel}`)).toHaveText('2');

  // The order changes, and the tree (after a confirmation) becomes master.
  await open(page, channelUrl);
  await page.getByTestId('channel-tab-placement').click();
  await page.getByRole('button', { name: 'Move German (Germany) · de_DE up' }).click();
  await page
    .getByTestId('channel-tree-input')
    .selectOption({ label: '\u2068Master\u2069 (master)' });
  await page.getByTestId('channel-save').click();
  await expect(page.getByRole('dialog')).toContainText('Change the category tree?');
  await page.getByTestId('channel-save-confirm').click();
  await expect(page.getByTestId('channel-save-success')).toHaveText('Channel saved.');
  await expect(page.getByTestId('channel-tree-link')).toHaveText('Master');
  await expect(page.getByTestId('channel-locale-code')).toHaveText(['de_DE', 'fr_FR']);

  // Deactivating asks first; so does deleting.
  await page.getByTestId('channel-tab-general').click();
  await page.getByTestId('channel-status-select-input').selectOption('inactive');
  await page.getByTestId('channel-save').click();
  await expect(page.getByRole('dialog')).toContainText('stop publishing');
  await page.getByTestId('channel-save-confirm').click();
  await expect(page.getByTestId('channel-save-success')).toHaveText('Channel saved.');
  await expect(page.getByTestId('channel-status')).toHaveText('inactive');
  await expectFitsPhone(page, channelUrl, 'channel-title');
  await expectFitsPhone(page, '/channels', 'channel-row-ecommerce');
  await expectFitsPhone(page, '/channels/new', 'channel-create');
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, channelUrl);
  await submitConfirmed(page, 'channel-delete');
  await expect(page).toHaveURL('/channels');
  await expect(page.getByTestId('flash-toast')).toHaveText('Channel deleted.');
});

test('a tree a channel uses cannot be deleted, and says why', async ({ page }) => {
  const stamp = uniqueStamp();
  const tree = `e2e-used-${stamp}`;
  await signIn(page, ADMIN);
  await createTree(page, tree, `Used tree ${stamp}`);
  const treeUrl = page.url();
  await open(page, '/channels/new');
  await page.getByTestId('channel-code-input').fill(`e2e-user-${stamp}`);
  await page.getByTestId('channel-name-input').fill(`Uses ${stamp}`);
  await page
    .getByTestId('channel-tree-input')
    .selectOption({ label: `\u2068Used tree ${stamp}\u2069 (${tree})` });
  await page.getByTestId('channel-create-submit').click();
  await expect(page.getByTestId('channel-locale-list')).toHaveText('None yet.');

  await open(page, treeUrl);
  await submitConfirmed(page, 'category-tree-delete');
  await expect(page.getByTestId('category-tree-delete-error')).toHaveText(
    'Channels use this tree: give each of them another category tree first.',
  );
});
