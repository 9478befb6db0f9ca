import { expect, test } from '@playwright/test';
import { open, reload } from './support/navigation';
import { createTree, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { createAttribute } from './support/attributes';
import { ADMIN, signIn } from './support/users';
import {
  addTranslation,
  expectNothingToSave,
  expectOneSave,
  expectPhoneFits,
  expectTabs,
} from './support/detail-pages';

test('a family: tabs, one Save for a rename and a translation, a warning before leaving', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);
  await open(page, '/families/new');
  await page.getByTestId('family-code-input').fill(`e2e-detail-${stamp}`);
  await page.getByTestId('family-name-input').fill(`Detail ${stamp}`);
  await page.getByTestId('family-create-submit').click();
  await expect(page).toHaveURL(/\/families\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  await expectTabs(page, 'family', [
    'General',
    'Attributes and requirements (0)',
    'Variant families (0)',
    'Translations (0)',
  ]);
  // The requirement matrix has no save of its own: the page's Save is the only one.
  await expectOneSave(page);
  await expectNothingToSave(page, 'family');

  // A required field emptied: Save stays off and says which.
  await page.getByTestId('family-edit-name-input').fill('');
  await expect(page.getByTestId('family-save-state')).toHaveText(
    '1 unsaved change · Fill in Name to save.',
  );
  await expect(page.getByTestId('family-save')).toBeDisabled();

  // A new name in General and a French name in Translations, saved together.
  await page.getByTestId('family-edit-name-input').fill(`Renamed ${stamp}`);
  await page.getByTestId('family-tab-translations').click();
  await addTranslation(page, 'family-translations', 'fr_FR', `Famille ${stamp}`);
  await expect(page.getByTestId('family-tab-general')).toContainText('unsaved changes');
  await expect(page.getByTestId('family-save-state')).toHaveText('3 unsaved changes');
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('family-save').click();
  await expect(page.getByTestId('family-save-success')).toHaveText('Family saved.');
  await expectNothingToSave(page, 'family');
  await reload(page);
  await expect(page.getByTestId('family-title')).toHaveText(`Renamed ${stamp}`);
  // The tab is in the URL: the reload opens Translations again.
  await expect(page.getByTestId('family-tab-translations')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('family-translations-fr_FR-input')).toHaveValue(`Famille ${stamp}`);

  // Leaving with a change asks first; staying keeps it, Discard drops it.
  await page.getByTestId('family-translations-fr_FR-input').fill(`Famille ${stamp} bis`);
  await page.getByRole('link', { name: 'Families' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByTestId('unsaved-stay').click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?tab=translations$`));
  await expect(page.getByTestId('family-translations-fr_FR-input')).toHaveValue(
    `Famille ${stamp} bis`,
  );
  await page.getByTestId('family-discard').click();
  await expect(page.getByTestId('family-translations-fr_FR-input')).toHaveValue(`Famille ${stamp}`);

  // Deactivating asks first.
  await page.getByTestId('family-tab-general').click();
  await page.getByTestId('family-status-select-input').selectOption('inactive');
  await page.getByTestId('family-save').click();
  await expect(page.getByRole('dialog')).toContainText('Deactivate the family?');
  await page.getByTestId('family-save-confirm').click();
  await expect(page.getByTestId('family-status')).toHaveText('inactive');

  await expectPhoneFits(page, path, 'family', 'family-edit-description-input');
});

test('a channel: its name and its locales in two tabs, saved once; its delete apart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);
  await createTree(page, `e2e-dt-${stamp}`, `Detail tree ${stamp}`);
  await open(page, '/channels/new');
  await page.getByTestId('channel-code-input').fill(`e2e-dc-${stamp}`);
  await page.getByTestId('channel-name-input').fill(`Detail channel ${stamp}`);
  await page
    .getByTestId('channel-tree-input')
    .selectOption({ label: `\u2068Detail tree ${stamp}\u2069 (e2e-dt-${stamp})` });
  await page.getByTestId('channel-create-submit').click();
  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  await expectTabs(page, 'channel', ['General', 'Tree and locales', 'Translations (0)']);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
  await expect(page.getByTestId('channel-delete-zone')).toContainText('Danger zone');
  await expect(page.getByTestId('channel-delete-submit')).toHaveText('Delete channel');
  await expectNothingToSave(page, 'channel');

  await page.getByTestId('channel-edit-description-input').fill(`Described ${stamp}`);
  await page.getByTestId('channel-tab-placement').click();
  const locales = page.getByTestId('channel-locales-input');
  await locales.click();
  await locales.fill('de_DE');
  await page.getByRole('option', { name: /· de_DE$/ }).click();
  await locales.press('Escape');
  await expect(page.getByTestId('channel-save-state')).toHaveText('2 unsaved changes');
  await page.getByTestId('channel-save').click();
  await expect(page.getByTestId('channel-save-success')).toHaveText('Channel saved.');
  await reload(page);
  await expect(page.getByTestId('channel-locale-code')).toHaveText(['de_DE']);
  await page.getByTestId('channel-tab-general').click();
  await expect(page.getByTestId('channel-edit-description-input')).toHaveValue(
    `Described ${stamp}`,
  );
  await expectNoSeriousAxeViolation(page);
  await expectPhoneFits(page, path, 'channel', 'channel-edit-description-input');
});

test('a category tree: its own settings and Save, apart from the selected category', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  const category = `e2e-dcat-${stamp}`;
  await signIn(page, ADMIN);
  await createTree(page, `e2e-dtree-${stamp}`, `Tree ${stamp}`);
  const path = new URL(page.url()).pathname;
  await expectTabs(page, 'category-tree', ['Categories', 'Tree settings', 'Translations (0)']);
  // The tree's Save shows with its settings (or while they hold changes), not over its categories.
  await expect(page.getByRole('button', { name: 'Save tree' })).toHaveCount(0);
  await page.getByTestId('category-tree-tab-settings').click();
  await expect(page.getByRole('button', { name: 'Save tree' })).toHaveCount(1);
  await page.getByTestId('category-tree-tab-categories').click();
  await expect(page.getByTestId('category-tree-delete-zone')).toContainText('Danger zone');
  await expect(page.getByTestId('category-tree-delete-submit')).toHaveText('Delete category tree');

  // A category selected: its panel has its own Save and Delete, named as the category's.
  await page.getByTestId('category-create-toggle').click();
  await page.getByTestId('category-code-input').fill(category);
  await page.getByTestId('category-name-input').fill(`Category ${stamp}`);
  await page.getByTestId('category-create-submit').click();
  await page.getByTestId(`category-node-${category}`).click();
  const panel = page.getByTestId('category-panel');
  await expect(panel).toBeVisible();
  await expectTabs(page, 'category', ['Category', 'Translations (0)']);
  await expect(panel.getByRole('button', { name: 'Save category' })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Delete category', exact: true })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: /tree/i })).toHaveCount(0);
  await expect(panel.getByTestId('category-tree-delete-zone')).toHaveCount(0);

  // The tree's description and a translation in two tabs, one Save.
  await page.getByTestId('category-tree-tab-settings').click();
  await page.getByTestId('category-tree-edit-description-input').fill(`Described ${stamp}`);
  await page.getByTestId('category-tree-tab-translations').click();
  await addTranslation(page, 'category-tree-translations', 'it_IT', `Albero ${stamp}`);
  await page.getByTestId('category-tree-save').click();
  await expect(page.getByTestId('category-tree-save-success')).toHaveText('Category tree saved.');
  await reload(page);
  await expect(page.getByTestId('category-tree-translations-it_IT-input')).toHaveValue(
    `Albero ${stamp}`,
  );
  await page.getByTestId('category-tree-tab-settings').click();
  await expect(page.getByTestId('category-tree-edit-description-input')).toHaveValue(
    `Described ${stamp}`,
  );
  await expectNoSeriousAxeViolation(page);
  await expectPhoneFits(
    page,
    `${path}?tab=settings`,
    'category-tree',
    'category-tree-edit-description-input',
  );
});

test('an attribute: its name and its settings in two tabs, saved once', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);
  await createAttribute(page, { type: 'text', code: `e2e-dattr-${stamp}`, name: `Ref ${stamp}` });
  const path = new URL(page.url()).pathname;
  await expectTabs(page, 'attribute', ['General', 'Settings', 'Translations (0)']);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
  await expect(page.getByTestId('attribute-delete-submit')).toHaveText('Delete attribute');
  await expectNothingToSave(page, 'attribute');

  await page.getByTestId('attribute-edit-name-input').fill(`Reference ${stamp}`);
  await page.getByTestId('attribute-tab-settings').click();
  await page.getByTestId('attribute-config-max-length-input').fill('40');
  await expect(page.getByTestId('attribute-save-state')).toHaveText('2 unsaved changes');
  await page.getByTestId('attribute-save').click();
  await expect(page.getByTestId('attribute-save-success')).toHaveText('Attribute saved.');
  await reload(page);
  await expect(page.getByTestId('attribute-title')).toHaveText(`Reference ${stamp}`);
  await expect(page.getByTestId('attribute-tab-settings')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('attribute-config-max-length-input')).toHaveValue('40');
  await expectNoSeriousAxeViolation(page);
  await expectPhoneFits(page, path, 'attribute', 'attribute-edit-description-input');
});

test('an attribute group: its name and order saved once; its delete apart', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);
  await open(page, '/attribute-groups/new');
  await page.getByTestId('attribute-group-code-input').fill(`e2e-dgroup-${stamp}`);
  await page.getByTestId('attribute-group-name-input').fill(`Group ${stamp}`);
  await page.getByTestId('attribute-group-create-submit').click();
  await expect(page).toHaveURL(/\/attribute-groups\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;

  await expectTabs(page, 'attribute-group', ['General']);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
  await expect(page.getByTestId('attribute-group-delete-zone')).toContainText('Danger zone');
  await expect(page.getByTestId('attribute-group-delete-submit')).toHaveText(
    'Delete attribute group',
  );
  await expectNothingToSave(page, 'attribute-group');

  // A required field emptied: Save stays off and says which.
  await page.getByTestId('attribute-group-edit-name-input').fill('');
  await expect(page.getByTestId('attribute-group-save-state')).toHaveText(
    '1 unsaved change · Fill in Name to save.',
  );
  await expect(page.getByTestId('attribute-group-save')).toBeDisabled();

  await page.getByTestId('attribute-group-edit-name-input').fill(`Renamed ${stamp}`);
  await page.getByTestId('attribute-group-edit-sort-order-input').fill('12');
  await expect(page.getByTestId('attribute-group-save-state')).toHaveText('2 unsaved changes');
  await page.getByTestId('attribute-group-save').click();
  await expect(page.getByTestId('attribute-group-save-success')).toHaveText(
    'Attribute group saved.',
  );
  await expectNothingToSave(page, 'attribute-group');
  await reload(page);
  await expect(page.getByTestId('attribute-group-title')).toHaveText(`Renamed ${stamp}`);
  await expect(page.getByTestId('attribute-group-sort-order')).toHaveText('12');

  // Leaving with a change asks first; staying keeps it.
  await page.getByTestId('attribute-group-edit-description-input').fill(`Described ${stamp}`);
  await page.getByRole('link', { name: 'Attribute groups' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByTestId('unsaved-stay').click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId('attribute-group-edit-description-input')).toHaveValue(
    `Described ${stamp}`,
  );
  await page.getByTestId('attribute-group-discard').click();
  await expectNoSeriousAxeViolation(page);
  await expectPhoneFits(page, path, 'attribute-group', 'attribute-group-edit-description-input');
});
