import { expect, test, type Page } from '@playwright/test';
import { followLink, open, reload } from './support/navigation';
import { addOption, createAttribute } from './support/attributes';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
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

  // The select becomes mandatory for the e-commerce channel only: one PATCH for the row.
  await page.getByRole('checkbox', { name: `${selectName}: enabled for Print catalog` }).uncheck();
  await page.getByRole('checkbox', { name: `${selectName}: mandatory` }).check();
  await expect(page.getByTestId('requirements-changed')).toHaveText(
    '1 attribute changed, not saved yet.',
  );
  await page.getByTestId('requirements-submit').click();
  await expect(page.getByTestId('requirements-success')).toHaveText(
    'Requirements saved for 1 attribute.',
  );
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
  await page.getByTestId('variant-family-translations-locale-input').click();
  await page.getByTestId('variant-family-translations-locale-input').fill('fr_FR');
  await page.getByRole('option', { name: /· fr_FR$/ }).click();
  await page.getByTestId('variant-family-translations-name-input').fill(`Par coupe ${stamp}`);
  await page.getByTestId('variant-family-translations-form-submit').click();
  await expect(page.getByTestId('variant-family-translations-row-fr_FR')).toContainText(
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
