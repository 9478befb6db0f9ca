import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { createProducts } from './support/products';
import { ADMIN, signIn } from './support/users';

// Exports of the grid: the ticked products ("Selected (n)") rather than every match, only the
// chosen attributes' columns, saved as a profile that the Export profiles page runs again,
// renames and deletes.

const JOB_END = { timeout: 20_000 };

test('the ticked products are exported with chosen attributes, saved and run again as a profile', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const prefix = `e2e-xp-${uniqueStamp()}`;
  await createProducts(request, prefix, 3, 0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  await open(page, `/products?search=${prefix}`);
  await expect(page.getByTestId('products-pagination-status')).toHaveText('Page 1 of 1 · 3 items');
  await page.getByTestId(`product-select-${prefix}-01`).check();
  await page.getByTestId(`product-select-${prefix}-03`).check();

  // The dialog offers the two ticked products or the three matching, the ticked first.
  await page.getByTestId('products-export').click();
  await expect(page.getByTestId('export-scope-selected')).toBeChecked();
  await expect(page.getByLabel('Selected (2)')).toBeChecked();
  await expect(page.getByLabel('All matching (3)')).not.toBeChecked();
  await page.getByTestId('export-format').selectOption('csv');
  await page.getByTestId('export-attributes').click();
  await page.getByTestId('export-attributes').fill('name');
  await page.getByRole('option', { name: /\(name\)$/ }).click();
  await page.keyboard.press('Escape');
  await expectNoSeriousAxeViolation(page);

  // Saved as a profile, then started.
  const profile = `Ticked ${prefix}`;
  await page.getByTestId('export-profile-name').fill(profile);
  await page.getByTestId('export-profile-submit').click();
  await expect(page.getByTestId('export-profile-saved')).toContainText(`Saved as ${profile}.`);
  await page.getByTestId('export-start').click();
  await expect(page.getByTestId('export-job-status')).toHaveText('Completed', JOB_END);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-download').click();
  const content = await readFile((await (await download).path())!, 'utf8');
  const [header, ...rows] = content.trim().split(/\r?\n/);
  const columns = header!.split(',');
  expect(columns.slice(0, 6)).toEqual([
    'code',
    'family',
    'variant_family',
    'product_type',
    'status',
    'categories',
  ]);
  // Only the chosen attribute's columns follow (one per scope it may have).
  expect(columns.slice(6).length).toBeGreaterThan(0);
  expect(columns.slice(6).every((c) => /^name([@:]|$)/.test(c))).toBe(true);
  expect(rows.map((r) => r.split(',')[0]).sort()).toEqual([`${prefix}-01`, `${prefix}-03`]);

  // The profile, under Jobs: what it exports in words; run it again.
  await page.getByTestId('export-close').click();
  await expect(page.getByTestId('nav-export-profiles')).toHaveAttribute('href', '/export-profiles');
  await open(page, '/export-profiles');
  const card = page.getByTestId('export-profile').filter({ hasText: profile });
  await expect(card.getByTestId('export-profile-words')).toHaveText(
    '2 chosen products · every channel · every locale · 1 attribute: name',
  );
  await expectNoSeriousAxeViolation(page);
  await card.getByTestId('export-profile-run').click();
  await expect(card.getByTestId('export-profile-job-status')).toHaveText('Completed', JOB_END);

  // Renamed, then deleted.
  await card.getByTestId('export-profile-rename').click();
  await card.getByTestId('export-profile-new-name-input').fill(`${profile} (weekly)`);
  await card.getByTestId('export-profile-rename-form-submit').click();
  const renamed = page.getByTestId('export-profile').filter({ hasText: `${profile} (weekly)` });
  await expect(renamed.getByTestId('export-profile-name')).toHaveText(`${profile} (weekly)`);

  // On a phone the page fits.
  await expectFitsPhone(page, '/export-profiles', 'export-profile');
  await expectNoSeriousAxeViolation(page);

  await renamed.getByTestId('export-profile-delete-submit').click();
  await page.getByTestId('export-profile-delete-submit-confirm').click();
  await expect(page.getByTestId('export-profile').filter({ hasText: profile })).toHaveCount(0);
});
