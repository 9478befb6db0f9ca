import { expect, test, type Page } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { followLink, open, reload } from './support/navigation';
import { ADMIN, EDITOR, signIn } from './support/users';

/** Fills the attribute row at `index` (code, name, type). */
async function fillRow(page: Page, index: number, code: string, name: string, type = 'string') {
  await page.getByTestId(`attribute-code-${index}-input`).fill(code);
  await page.getByTestId(`attribute-name-${index}-input`).fill(name);
  await page.getByTestId(`attribute-type-${index}-input`).selectOption(type);
}

test('an administrator creates a connector and a schema, edits its attributes and activates it', async ({
  page,
}) => {
  const stamp = uniqueStamp();
  const code = `e2e-conn-${stamp}`;
  await signIn(page, ADMIN);

  // The built-ins are listed with their badge; the type filter keeps to SFTP.
  await open(page, '/connectors');
  await expect(page.getByTestId('connector-builtin-sftp')).toBeVisible();
  await page.getByTestId('connectors-filter-type').selectOption('sftp');
  await expect(page).toHaveURL(/connector_type=sftp/);
  await expect(page.getByTestId('connector-row-api')).toHaveCount(0);
  await expect(page.getByTestId('connector-row-sftp')).toBeVisible();

  await followLink(page, page.getByTestId('connectors-new'), '/connectors/new');
  await page.getByTestId('connector-code-input').fill(code);
  await page.getByTestId('connector-name-input').fill(`Shop feed ${stamp}`);
  await page.getByTestId('connector-type-input').selectOption('api');
  await page.getByTestId('connector-create-submit').click();
  await expect(page).toHaveURL(/\/connectors\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Connector created.');
  await expect(page.getByTestId('connector-type')).toHaveText('HTTP API');
  await expect(page.getByTestId('schemas-empty')).toBeVisible();

  // A schema: version 1 by default, a draft.
  await page.getByTestId('schema-name-input').fill('Product feed');
  await page.getByTestId('schema-create-submit').click();
  await expect(page).toHaveURL(/\/schemas\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Schema version 1 created as a draft.');
  await expect(page.getByTestId('schema-status')).toHaveText('draft');

  // Three rows: an enum, a sourced one; a repeated code is refused on its own row.
  await page.getByTestId('schema-attributes-add').click();
  await fillRow(page, 0, 'sku', 'SKU');
  await page.getByTestId('attribute-required-0-input').check();
  await page.getByTestId('schema-attributes-add').click();
  await fillRow(page, 1, 'state', 'State', 'enum');
  const values = page.getByTestId('attribute-enum_values-1-input');
  await values.fill('new');
  await values.press('Enter');
  await values.fill('used');
  await values.press('Enter');
  await page.getByTestId('schema-attributes-add').click();
  await fillRow(page, 2, 'sku', 'Title');
  const source = page.getByTestId('attribute-source-2-input');
  await source.click();
  await source.fill('name');
  await page.getByTestId('source-option-name').filter({ visible: true }).click();
  await page.getByTestId('schema-attributes-submit').click();
  await expect(page.getByTestId('attribute-code-2-error')).toHaveText(
    'Another attribute of the set already has this code.',
  );
  await expect(page.getByTestId('attribute-code-0-error')).toHaveCount(0);

  // Fixed, then moved up to the second place; saved as one set.
  await page.getByTestId('attribute-code-2-input').fill('title');
  await page.getByTestId('attribute-up-2').click();
  await expect(page.getByTestId('attribute-code-1-input')).toHaveValue('title');
  await page.getByTestId('schema-attributes-submit').click();
  await expect(page.getByTestId('schema-attributes-success')).toHaveText('3 attributes saved.');
  await expect(page.getByTestId('schema-attribute-count')).toHaveText('3');
  await reload(page);
  await expect(page.getByTestId('attribute-code-0-input')).toHaveValue('sku');
  await expect(page.getByTestId('attribute-code-1-input')).toHaveValue('title');
  await expect(page.getByTestId('attribute-source-1-input')).toHaveValue(/· name$/);
  await expect(page.getByTestId('attribute-code-2-input')).toHaveValue('state');
  await expect(page.getByTestId('attribute-required-0-input')).toBeChecked();
  await expectNoSeriousAxeViolation(page);

  // Only the allowed moves are offered: draft → active, then active → deprecated.
  await expect(page.getByTestId('schema-status-deprecated')).toHaveCount(0);
  await page.getByTestId('schema-status-active-submit').click();
  await expect(page.getByTestId('schema-status')).toHaveText('active');
  await expect(page.getByTestId('schema-is-default')).toBeVisible();
  await expect(page.getByTestId('schema-status-active')).toHaveCount(0);
  const schemaUrl = page.url();

  // The connector names it as its default; its list marks it.
  await followLink(
    page,
    page.getByRole('link', { name: `Shop feed ${stamp}` }).first(),
    /\/connectors\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId('schema-row-1').getByTestId('schema-default')).toBeVisible();
  await expect(page.getByTestId('schema-attribute-count-1')).toHaveText('3');
  await page.getByTestId('connector-tab-general').click();
  await page.getByTestId('connector-status-select-input').selectOption('inactive');
  await page.getByTestId('connector-save').click();
  await expect(page.getByRole('dialog')).toContainText('Deactivate the connector?');
  await page.getByTestId('connector-save-confirm').click();
  await expect(page.getByTestId('connector-status-badge')).toHaveText('inactive');
  await expectFitsPhone(page, schemaUrl, 'attribute-row-0');

  // An editor reads the schema but has no write control.
  await page.context().clearCookies();
  await signIn(page, EDITOR);
  await open(page, schemaUrl);
  await expect(page.getByTestId('schema-attributes-table')).toContainText('title');
  await expect(page.getByTestId('schema-attributes-submit')).toHaveCount(0);
  await expect(page.getByTestId('schema-status-deprecated')).toHaveCount(0);
  await expect(page.getByTestId('schema-delete')).toHaveCount(0);
});
