import { expect, test, type Page } from '@playwright/test';
import { followLink, open, reload } from './support/navigation';
import { addOption, createAttribute } from './support/attributes';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import {
  addTranslation,
  expectNothingToSave,
  expectOneSave,
  expectPhoneFits,
  expectTabs,
} from './support/detail-pages';
import { ADMIN, signIn, submitConfirmed } from './support/users';

/** Chooses attributes in the family's "add attributes" picker by searching their codes. */
async function pickAttributes(page: Page, codes: string[]) {
  const input = page.getByTestId('family-attributes-add-input');
  for (const code of codes) {
    await input.click();
    await input.fill(code);
    await page.getByTestId(`attribute-option-${code}`).click();
  }
  await input.press('Escape');
}

test('a family gets attributes, a requirement on one channel only, and a variant family', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  const select = `e2e-fit-${stamp}`;
  const selectName = `Fit ${stamp}`;
  const family = `e2e-family-${stamp}`;
  await signIn(page, ADMIN);
  await expect(page.getByTestId('active-tenant')).toHaveText('Demo EU');
  await createAttribute(page, { type: 'select', code: select, name: selectName });
  await addOption(page, { code: 'slim', name: 'Slim' });

  // The family.
  await open(page, '/families');
  await followLink(page, page.getByTestId('families-new'), '/families/new');
  await page.getByTestId('family-code-input').fill(family);
  await page.getByTestId('family-name-input').fill(`Family ${stamp}`);
  await page.getByTestId('family-create-submit').click();
  await expect(page).toHaveURL(/\/families\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Family created.');
  await page.getByTestId('family-tab-attributes').click();
  await expect(page.getByTestId('family-attributes-empty')).toBeVisible();
  const familyPath = new URL(page.url()).pathname;

  // Its attributes: the new select, and the seeded sku and name, enabled for every channel.
  await pickAttributes(page, [select, 'sku', 'name']);
  await page.getByTestId('family-attributes-add-submit').click();
  await expect(page.getByTestId('family-attributes-add-success')).toHaveText('3 attributes added.');
  await expect(page.getByTestId('family-attribute-count')).toHaveText('3');
  for (const channel of ['ecommerce', 'print']) {
    await expect(page.getByTestId(`requirement-${select}-channel-${channel}`)).toBeChecked();
  }

  // The select becomes mandatory for the e-commerce channel only, saved by the page's Save.
  await page.getByRole('checkbox', { name: `${selectName}: enabled for Print catalog` }).uncheck();
  await page.getByRole('checkbox', { name: `${selectName}: mandatory` }).check();
  await expect(page.getByTestId('family-save-state')).toHaveText('2 unsaved changes');
  await page.getByTestId('family-save').click();
  await expect(page.getByTestId('family-save-success')).toHaveText('Family saved.');
  await reload(page);
  await expect(page.getByTestId('family-tab-attributes')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId(`requirement-${select}-channel-ecommerce`)).toBeChecked();
  await expect(page.getByTestId(`requirement-${select}-channel-print`)).not.toBeChecked();
  await expect(page.getByTestId(`requirement-${select}-mandatory`)).toBeChecked();
  await expect(page.getByTestId('requirement-sku-channel-print')).toBeChecked();
  await expect(page.getByTestId('requirement-sku-mandatory')).not.toBeChecked();

  // A variant family with the select as its one axis.
  await page.getByTestId('family-tab-variant-families').click();
  await page.getByTestId('variant-family-code-input').fill(`by-fit-${stamp}`);
  await page.getByTestId('variant-family-name-input').fill(`By fit ${stamp}`);
  await page.getByTestId('variant-family-axes-1-input').click();
  await page.getByRole('option', { name: new RegExp(`\\(${select}\\)$`) }).click();
  await page.getByTestId('variant-family-axes-1-input').press('Escape');
  await page.getByTestId('variant-family-create-submit').click();
  await expect(page.getByTestId('variant-family-create-success')).toHaveText(
    `Variant family by-fit-${stamp} created.`,
  );
  await expect(page.getByTestId(`variant-family-axes-by-fit-${stamp}`)).toHaveText(
    `Level 1: ${selectName}`,
  );

  // The axis cannot leave the family: the refusal names the variant family.
  await page.getByTestId('family-tab-attributes').click();
  await submitConfirmed(page, `family-attribute-remove-${select}`);
  await expect(page.getByTestId(`family-attribute-remove-${select}-error`)).toContainText(
    `is an axis of the variant family by-fit-${stamp}`,
  );
  await expectNoSeriousAxeViolation(page);

  // The variant family's page: a translation, then the delete, back to the family.
  await page.getByTestId('family-tab-variant-families').click();
  await followLink(
    page,
    page.getByTestId(`variant-family-link-by-fit-${stamp}`),
    /\/families\/[0-9a-f-]{36}\/variant-families\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId('variant-family-axes')).toHaveText(`Level 1: ${selectName}`);
  const variantPath = new URL(page.url()).pathname;
  await page.getByTestId('variant-family-tab-translations').click();
  await addTranslation(page, 'variant-family-translations', 'fr_FR', `Par coupe ${stamp}`);
  await page.getByTestId('variant-family-save').click();
  await expect(page.getByTestId('variant-family-save-success')).toHaveText('Variant family saved.');
  await reload(page);
  await expect(page.getByTestId('variant-family-translations-fr_FR-input')).toHaveValue(
    `Par coupe ${stamp}`,
  );

  for (const [path, ready] of [
    ['/families', 'families-pagination-status'],
    ['/families/new', 'family-create'],
    [`${familyPath}?tab=attributes`, 'requirements-table'],
    [variantPath, 'variant-family-title'],
  ] as const) {
    await expectFitsPhone(page, path, ready);
  }

  await open(page, variantPath);
  await submitConfirmed(page, 'variant-family-delete');
  await expect(page.getByTestId('flash-toast')).toHaveText('Variant family deleted.');
  await expect(page).toHaveURL(familyPath);
  await page.getByTestId('family-tab-variant-families').click();
  await expect(page.getByTestId('variant-families-empty')).toBeVisible();
});

test('the family list finds a family as its name is typed', async ({ page }) => {
  await signIn(page, ADMIN);
  await open(page, '/families');
  await page.getByTestId('families-filter-search').fill('T-shirt');
  await expect(page.getByTestId('family-row-tshirts')).toBeVisible();
  await expect(page).toHaveURL('/families?search=T-shirt');
  await followLink(page, page.getByTestId('family-link-tshirts'), /\/families\/[0-9a-f-]{36}$/);
  // The seeded family: its display attributes and variant family with two levels.
  await expect(page.getByTestId('display-name-attribute-input')).toHaveValue(/.+/);
  await page.getByTestId('family-tab-variant-families').click();
  await expect(page.getByTestId('variant-family-axes-tshirts_color_size')).toHaveText(
    'Level 1: Color · Level 2: Size',
  );
});

test('the requirement matrix is saved by the family page’s one Save, and Discard puts it back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = uniqueStamp();
  const select = `e2e-dfit-${stamp}`;
  await signIn(page, ADMIN);
  await createAttribute(page, { type: 'select', code: select, name: `Detail fit ${stamp}` });
  await open(page, '/families/new');
  await page.getByTestId('family-code-input').fill(`e2e-dreq-${stamp}`);
  await page.getByTestId('family-name-input').fill(`Requirements ${stamp}`);
  await page.getByTestId('family-create-submit').click();
  await expect(page).toHaveURL(/\/families\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;
  await page.getByTestId('family-tab-attributes').click();
  await pickAttributes(page, [select, 'sku']);
  await page.getByTestId('family-attributes-add-submit').click();
  await expect(page.getByTestId('family-attributes-add-success')).toHaveText('2 attributes added.');
  await expect(page.getByTestId('family-tab-attributes')).toHaveText(
    'Attributes and requirements (2)',
  );
  await expectOneSave(page);
  await expectNothingToSave(page, 'family');

  // Two boxes changed: the tab and the bar say so; adding and removing wait for the Save.
  const skuPrint = page.getByTestId('requirement-sku-channel-print');
  const mandatory = page.getByTestId(`requirement-${select}-mandatory`);
  await skuPrint.uncheck();
  await mandatory.check();
  await expect(page.getByTestId('family-save-state')).toHaveText('2 unsaved changes');
  await expect(page.getByTestId('family-tab-attributes')).toContainText('unsaved changes');
  await expect(page.getByTestId('family-attributes-add-waiting')).toHaveText(
    'Save or discard your changes first: adding or removing attributes reloads the matrix.',
  );
  await expect(page.getByTestId(`family-attribute-remove-${select}-submit`)).toBeDisabled();
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('family-discard').click();
  await expect(skuPrint).toBeChecked();
  await expect(mandatory).not.toBeChecked();
  await expectNothingToSave(page, 'family');

  // The boxes and a description in General, one Save for both; a reload shows them saved.
  await skuPrint.uncheck();
  await mandatory.check();
  await page.getByTestId('family-tab-general').click();
  await page.getByTestId('family-edit-description-input').fill(`Described ${stamp}`);
  await expect(page.getByTestId('family-save-state')).toHaveText('3 unsaved changes');
  await page.getByTestId('family-save').click();
  await expect(page.getByTestId('family-save-success')).toHaveText('Family saved.');
  await expectNothingToSave(page, 'family');
  await reload(page);
  await expect(page.getByTestId('family-edit-description-input')).toHaveValue(`Described ${stamp}`);
  await page.getByTestId('family-tab-attributes').click();
  await expect(skuPrint).not.toBeChecked();
  await expect(page.getByTestId('requirement-sku-channel-ecommerce')).toBeChecked();
  await expect(mandatory).toBeChecked();
  await expect(page.getByTestId('family-attributes-add-input')).toBeVisible();

  // A row removed meanwhile from another tab: General is saved, Requirements says why not.
  await page.getByTestId('requirement-sku-overridable').check();
  await page.getByTestId('family-tab-general').click();
  await page.getByTestId('family-edit-description-input').fill(`Described again ${stamp}`);
  const other = await page.context().newPage();
  await open(other, `${path}?tab=attributes`);
  await submitConfirmed(other, 'family-attribute-remove-sku');
  await expect(other.getByTestId('family-attribute-remove-sku-success')).toHaveText(
    'Attribute removed from the family.',
  );
  await other.close();
  await page.getByTestId('family-save').click();
  await expect(page.getByTestId('family-save-error')).toHaveText(
    'Requirements was not saved: An attribute or a channel of the matrix is no longer there (removed meanwhile): reload the page to see the matrix as saved. General was saved and stays saved: each part is saved on its own, there is no saving them all or nothing. Your changes are still here: correct them and save again.',
  );
  await reload(page);
  await expect(page.getByTestId('family-edit-description-input')).toHaveValue(
    `Described again ${stamp}`,
  );
  await page.getByTestId('family-tab-attributes').click();
  await expect(page.getByTestId('requirement-row-sku')).toHaveCount(0);

  // Leaving with a box changed asks first; staying keeps it.
  await mandatory.uncheck();
  await page.getByRole('link', { name: 'Families' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByTestId('unsaved-stay').click();
  await expect(mandatory).not.toBeChecked();
  await page.getByTestId('family-discard').click();
  await expect(mandatory).toBeChecked();

  // On a phone: the matrix scrolls in its box, the Save stays on screen.
  await expectFitsPhone(page, `${path}?tab=attributes`, 'requirements-table');
  await page.getByTestId(`requirement-${select}-channel-print`).uncheck();
  await expect(page.getByTestId('family-save')).toBeInViewport();
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('family-save').click();
  await expect(page.getByTestId('family-save-success')).toHaveText('Family saved.');
  await expectNothingToSave(page, 'family');
});

test('a variant family page: Axes and Translations tabs, one Save, its delete apart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = uniqueStamp();
  const select = `e2e-vfit-${stamp}`;
  const selectName = `Variant fit ${stamp}`;
  await signIn(page, ADMIN);
  await createAttribute(page, { type: 'select', code: select, name: selectName });
  await open(page, '/families/new');
  await page.getByTestId('family-code-input').fill(`e2e-dvf-${stamp}`);
  await page.getByTestId('family-name-input').fill(`Variants ${stamp}`);
  await page.getByTestId('family-create-submit').click();
  await expect(page).toHaveURL(/\/families\/[0-9a-f-]{36}$/);
  await page.getByTestId('family-tab-attributes').click();
  await pickAttributes(page, [select]);
  await page.getByTestId('family-attributes-add-submit').click();
  await expect(page.getByTestId('family-attributes-add-success')).toHaveText('1 attribute added.');
  await page.getByTestId('family-tab-variant-families').click();
  await page.getByTestId('variant-family-code-input').fill(`by-vfit-${stamp}`);
  await page.getByTestId('variant-family-name-input').fill(`By fit ${stamp}`);
  await page.getByTestId('variant-family-axes-1-input').click();
  await page.getByRole('option', { name: new RegExp(`\\(${select}\\)$`) }).click();
  await page.getByTestId('variant-family-axes-1-input').press('Escape');
  await page.getByTestId('variant-family-create-submit').click();
  await expect(page.getByTestId(`variant-family-row-by-vfit-${stamp}`)).toBeVisible();
  await followLink(
    page,
    page.getByTestId(`variant-family-link-by-vfit-${stamp}`),
    /\/families\/[0-9a-f-]{36}\/variant-families\/[0-9a-f-]{36}$/,
  );
  const path = new URL(page.url()).pathname;

  await expectTabs(page, 'variant-family', ['Axes (1)', 'Translations (0)']);
  // Level 1, position 1: the attribute by its name, with its code.
  await expect(page.getByTestId(`variant-family-axis-${select}`).getByRole('cell')).toHaveText([
    '1',
    '1',
    `${selectName} ${select}`,
  ]);
  await expectOneSave(page);
  await expectNothingToSave(page, 'variant-family');
  await expect(page.getByTestId('variant-family-delete-zone')).toContainText(
    'Deletes the variant family, its axes and its translations',
  );
  await expect(page.getByTestId('variant-family-delete-submit')).toHaveText(
    'Delete variant family',
  );

  // A translation: the tab is marked, Discard drops it, then Save keeps it.
  await page.getByTestId('variant-family-tab-translations').click();
  await addTranslation(page, 'variant-family-translations', 'fr_FR', `Par coupe ${stamp}`);
  await expect(page.getByTestId('variant-family-tab-translations')).toContainText(
    'unsaved changes',
  );
  await expect(page.getByTestId('variant-family-save-state')).toHaveText('2 unsaved changes');
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('variant-family-discard').click();
  await expect(page.getByTestId('variant-family-translations-name-input')).toHaveValue('');
  await expectNothingToSave(page, 'variant-family');
  await addTranslation(page, 'variant-family-translations', 'fr_FR', `Par coupe ${stamp}`);
  await page.getByTestId('variant-family-save').click();
  await expect(page.getByTestId('variant-family-save-success')).toHaveText('Variant family saved.');
  await reload(page);
  // The open tab is in the URL.
  await expect(page).toHaveURL(new RegExp(`${path}\\?tab=translations$`));
  await expect(page.getByTestId('variant-family-tab-translations')).toHaveText('Translations (1)');
  await expect(page.getByTestId('variant-family-translations-fr_FR-input')).toHaveValue(
    `Par coupe ${stamp}`,
  );

  // Leaving with a change asks first.
  await page.getByTestId('variant-family-translations-fr_FR-input').fill(`Par coupe ${stamp} bis`);
  await page.getByTestId('variant-family-family').click();
  await expect(page.getByRole('dialog')).toContainText('Leave without saving?');
  await page.getByTestId('unsaved-stay').click();
  await page.getByTestId('variant-family-discard').click();

  await expectPhoneFits(
    page,
    `${path}?tab=translations`,
    'variant-family',
    'variant-family-translations-fr_FR-input',
  );
  await expectFitsPhone(page, path, 'variant-family-axes-table');
  await expectNoSeriousAxeViolation(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});
