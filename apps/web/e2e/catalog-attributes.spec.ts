import { expect, test } from '@playwright/test';
import { followLink, open, reload } from './support/navigation';
import { addOption, createAttribute } from './support/attributes';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { ADMIN, signIn, submitConfirmed } from './support/users';

test('a select attribute gets two options, one with a French label, kept in their order', async ({
  page,
}) => {
  const stamp = uniqueStamp();
  const code = `e2e-color-${stamp}`;
  await signIn(page, ADMIN);
  await expect(page.getByTestId('active-tenant')).toHaveText('Demo EU');
  await createAttribute(page, { type: 'select', code, name: `Color ${stamp}` });
  await expect(page.getByTestId('attribute-type')).toHaveText('Simple select');

  await addOption(page, { code: 'red', name: 'Red', labels: { fr_FR: 'Rouge' } });
  await addOption(page, { code: 'blue', name: 'Blue' });
  const rows = page.getByTestId('options-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-testid', 'option-row-red');
  await expect(rows.nth(1)).toHaveAttribute('data-testid', 'option-row-blue');
  await expect(page.getByTestId('option-row-red').getByTestId('option-label-fr_FR')).toHaveText(
    'Rouge',
  );

  // Moving blue up swaps their sort orders; the order is the API's, after a reload too.
  await page.getByTestId('option-up-blue-submit').click();
  await expect(page.getByTestId('option-up-blue-success')).toHaveText('Option moved.');
  await reload(page);
  await expect(rows.nth(0)).toHaveAttribute('data-testid', 'option-row-blue');
  await expect(rows.nth(1)).toHaveAttribute('data-testid', 'option-row-red');
  await expect(page.getByTestId('option-up-blue-submit')).toBeDisabled();

  // An option's label per locale is removed in its dialog.
  await page.getByTestId('option-edit-red-open').click();
  await page.getByTestId('option-edit-red-labels-fr_FR-remove').click();
  await page.getByTestId('option-edit-red-submit').click();
  await expect(page.getByTestId('option-edit-red-success')).toHaveText('Option saved.');
  await expect(page.getByTestId('option-row-red').getByTestId('option-label-fr_FR')).toHaveCount(0);

  // Code, type and flags are shown as fixed; the axe finds nothing serious on the page.
  await expect(page.getByTestId('attribute-facts')).toContainText('cannot change after creation');
  await expectNoSeriousAxeViolation(page);

  // Deleting an option asks first.
  await submitConfirmed(page, 'option-delete-red');
  await expect(page.getByTestId('option-delete-red-success')).toHaveText('Option deleted.');
  await expect(page.getByTestId('option-row-red')).toHaveCount(0);
});

test('a measurement in Weight defaults to KILOGRAM; a text with a bad pattern is refused', async ({
  page,
}) => {
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);

  await open(page, '/attributes/new');
  await page.getByTestId('attribute-type-metric').click();
  await page.getByTestId('attribute-code-input').fill(`e2e-weight-${stamp}`);
  await page.getByTestId('attribute-name-input').fill(`Weight ${stamp}`);
  await page.getByTestId('attribute-config-unit-family-input').selectOption('Weight');
  await page.getByTestId('attribute-config-default-unit-input').selectOption('KILOGRAM');
  await page.getByTestId('attribute-create-submit').click();
  await expect(page).toHaveURL(/\/attributes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('attribute-type')).toHaveText('Measurement');
  await expect(page.getByTestId('attribute-config-unit-family-input')).toHaveValue('Weight');
  await expect(page.getByTestId('attribute-config-default-unit-input')).toHaveValue('KILOGRAM');

  // The pattern must compile: the error shows under it, and nothing is created.
  await open(page, '/attributes/new');
  await page.getByTestId('attribute-type-text').click();
  await page.getByTestId('attribute-code-input').fill(`e2e-ref-${stamp}`);
  await page.getByTestId('attribute-name-input').fill(`Reference ${stamp}`);
  await page.getByTestId('attribute-config-regex-input').fill('^[A-Z');
  await page.getByTestId('attribute-create-submit').click();
  await expect(page.getByTestId('attribute-config-regex-error')).toHaveText(
    'Enter a regular expression without backreferences or lookaround (RE2), such as ^[A-Z0-9-]+$.',
  );
  await expect(page).toHaveURL('/attributes/new');
  await page.getByTestId('attribute-config-regex-input').fill('^[A-Z]+$');
  await page.getByTestId('attribute-unique-input').check();
  await page.getByTestId('attribute-create-submit').click();
  await expect(page).toHaveURL(/\/attributes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('attribute-unique')).toHaveText('yes');
  await expect(page.getByTestId('attribute-config-regex-input')).toHaveValue('^[A-Z]+$');

  // The list filters by type as the search is typed, and keeps both in the URL.
  await open(page, '/attributes');
  await page.getByTestId('attributes-filter-search').fill(stamp);
  await expect(page).toHaveURL(`/attributes?search=${stamp}`);
  await expect(page.getByTestId('attributes-table').locator('tbody tr')).toHaveCount(2);
  await page.getByTestId('attributes-filter-type').selectOption('metric');
  await expect(page).toHaveURL(`/attributes?search=${stamp}&type=metric`);
  await expect(page.getByTestId('attributes-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId(`attribute-row-e2e-weight-${stamp}`)).toBeVisible();

  // The seeded color is held by the family tshirts: its delete is refused, naming the family.
  await open(page, '/attributes?search=color');
  await followLink(page, page.getByTestId('attribute-link-color'), /\/attributes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('attribute-code')).toHaveText('color');
  await submitConfirmed(page, 'attribute-delete');
  await expect(page.getByTestId('attribute-delete-error')).toContainText(
    'The attribute is still used: in product families tshirts',
  );
});

test('attribute groups: create, edit the order, refuse to delete one in use', async ({ page }) => {
  const stamp = uniqueStamp();
  const code = `e2e-group-${stamp}`;
  await signIn(page, ADMIN);

  await open(page, '/attribute-groups');
  await followLink(page, page.getByTestId('attribute-groups-new'), '/attribute-groups/new');
  await page.getByTestId('attribute-group-code-input').fill(code);
  await page.getByTestId('attribute-group-name-input').fill(`Group ${stamp}`);
  await page.getByTestId('attribute-group-sort-order-input').fill('7');
  await page.getByTestId('attribute-group-create-submit').click();
  await expect(page.getByTestId('flash-toast')).toHaveText('Attribute group created.');
  await expect(page.getByTestId('attribute-group-sort-order')).toHaveText('7');
  await page.getByTestId('attribute-group-edit-sort-order-input').fill('8');
  await page.getByTestId('attribute-group-save').click();
  await expect(page.getByTestId('attribute-group-save-success')).toHaveText(
    'Attribute group saved.',
  );
  await expect(page.getByTestId('attribute-group-sort-order')).toHaveText('8');

  // The seeded "marketing" group holds attributes: its delete is refused, saying why.
  await open(page, '/attribute-groups');
  await followLink(
    page,
    page.getByTestId('attribute-group-link-marketing'),
    /\/attribute-groups\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId('attribute-group-code')).toHaveText('marketing');
  await submitConfirmed(page, 'attribute-group-delete');
  await expect(page.getByTestId('attribute-group-delete-error')).toContainText(
    'are in this group: move them to another group or delete them first.',
  );

  // The new one is empty: deleted, back to the list.
  await open(page, '/attribute-groups');
  await page.getByTestId('attribute-groups-filter-search').fill(code);
  await expect(page).toHaveURL(`/attribute-groups?search=${code}`);
  await followLink(
    page,
    page.getByTestId(`attribute-group-link-${code}`),
    /\/attribute-groups\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId('attribute-group-code')).toHaveText(code);
  await submitConfirmed(page, 'attribute-group-delete');
  await expect(page.getByTestId('flash-toast')).toHaveText('Attribute group deleted.');
  await expect(page).toHaveURL('/attribute-groups');
});

test('the attribute pages fit a 390 px phone', async ({ page }) => {
  const stamp = uniqueStamp();
  await signIn(page, ADMIN);
  await createAttribute(page, {
    type: 'select',
    code: `e2e-phone-${stamp}`,
    name: `Phone ${stamp}`,
  });
  const attributePage = new URL(page.url()).pathname;
  await open(page, '/attribute-groups');
  await followLink(
    page,
    page.getByTestId('attribute-group-link-marketing'),
    /\/attribute-groups\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId('attribute-group-code')).toHaveText('marketing');
  const groupPage = new URL(page.url()).pathname;
  for (const [path, ready] of [
    ['/attributes', 'attributes-pagination-status'],
    ['/attributes/new', 'attribute-type-text'],
    [`${attributePage}?tab=options`, 'option-create'],
    ['/attribute-groups', 'attribute-group-row-marketing'],
    ['/attribute-groups/new', 'attribute-group-create'],
    [groupPage, 'attribute-group-title'],
  ] as const) {
    await expectFitsPhone(page, path, ready);
  }
});
