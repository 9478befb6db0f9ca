import { expect, test, type Page } from '@playwright/test';
import { open } from './support/navigation';
import { expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { ADMIN, signIn } from './support/users';

// The import wizard's preview of a JSON file: the keys of its first records with what each
// sets (a value with its attribute, channel and locale), an unknown key in red with the
// reason, and the key field a record lacks; at 1280 × 800 and 390 × 844.

async function previewsJson(page: Page, prefix: string) {
  await signIn(page, ADMIN);
  await open(page, '/jobs/import');
  await page.getByTestId('import-entity').selectOption('products');
  await page.getByTestId('import-format').selectOption('json');
  await page.getByTestId('import-next').click();
  const records = [
    {
      code: `${prefix}-01`,
      family: 'tshirts',
      values: {
        description: [{ channel: 'ecommerce', locale: 'fr_FR', data: { value: 'Un t-shirt' } }],
      },
      colour: 'rouge',
    },
    { family: 'tshirts' },
  ];
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-file-choose').click();
  await (
    await chooser
  ).setFiles({
    name: `${prefix}.ndjson`,
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(records.map((record) => JSON.stringify(record)).join('\n')),
  });
  await expect(page.getByTestId('import-file-name')).toHaveText(`${prefix}.ndjson`);

  await expect(page.getByTestId('import-preview-summary')).toHaveText(
    '4 keys in the first records, 1 not recognised.',
  );
  const rows = page.getByTestId('import-preview').getByTestId('import-preview-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('code');
  await expect(rows.nth(0)).toContainText('The record’s code');
  await expect(rows.nth(2)).toContainText('values.description@ecommerce:fr_FR');
  await expect(rows.nth(2).getByTestId('import-preview-channel')).toHaveText('E-commerce');
  await expect(rows.nth(2).getByTestId('import-preview-locale')).toHaveText('fr_FR');
  await expect(rows.nth(3).getByTestId('import-preview-unknown')).toHaveText('Not recognised');
  await expect(rows.nth(3)).toContainText('not a field this import reads');
  await expect(page.getByTestId('import-preview-missing')).toHaveText(
    'A record has no “code” key, which every record needs: those records would fail.',
  );
  await expect(page.getByRole('columnheader', { name: 'Key' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
}

test('a JSON file’s keys are previewed with what each sets', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await previewsJson(page, `e2e-json-${uniqueStamp()}`);
});

test('on a phone, the JSON preview fits the screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await previewsJson(page, `e2e-json-${uniqueStamp()}`);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await page.getByTestId('import-preview').screenshot({ path: '/tmp/i20jobs-json-phone.png' });
});
