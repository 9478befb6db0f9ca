import { expect, test, type APIRequestContext } from '@playwright/test';
import { open } from './support/navigation';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { adminApi, createEnrichmentFamily } from './support/products';
import { ADMIN, signIn } from './support/users';

type Call = Awaited<ReturnType<typeof adminApi>>;

/** An attribute's id by its code (the seeded ones). */
async function attributeId(call: Call, code: string): Promise<string> {
  const found = (await call('GET', `/attributes?search=${code}&page_size=100`)).items as {
    id: string;
    code: string;
  }[];
  return found.find((a) => a.code === code)!.id;
}

/**
 * A product of a new family, in T-shirts, then named, described in French for e-commerce and
 * sent to review: revisions 1 (created), 2 (values) and 3 (status), all by the admin.
 */
async function productWithHistory(request: APIRequestContext, stamp: string) {
  const call = await adminApi(request);
  const family = await createEnrichmentFamily(request, stamp);
  const familyId = (
    (await call('GET', `/product-families?code=${family.code}`)).items as { id: string }[]
  )[0]!.id;
  const category = (
    (await call('GET', '/categories?search=tshirts')).items as { id: string; code: string }[]
  ).find((c) => c.code === 'tshirts')!;
  const code = `e2e-history-${stamp}`;
  const product = await call('POST', '/products', {
    code,
    product_family_id: familyId,
    category_ids: [category.id],
  });
  const [name, description] = await Promise.all([
    attributeId(call, 'name'),
    attributeId(call, 'description'),
  ]);
  // The body is the list of attributes itself.
  await call('PATCH', `/products/${product.id}/attributes`, [
    {
      attribute_id: name,
      values: [{ channel: '$default', locale: '$default', data: { value: `Shirt ${stamp}` } }],
    },
    {
      attribute_id: description,
      values: [{ channel: 'ecommerce', locale: 'fr_FR', data: { value: '<p>Coton doux</p>' } }],
    },
  ]);
  await call('PATCH', `/products/${product.id}/status`, { status: 'in_review' });
  return { id: product.id as string, familyId, familyName: family.name };
}

test('the history says what changed in the words of the catalog: names, channels, statuses, who', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const product = await productWithHistory(request, stamp);

  await signIn(page, ADMIN);
  await open(page, `/products/${product.id}?tab=history`);
  const history = page.getByTestId('history');
  await expect(page.getByTestId('revision-3')).toBeVisible();

  // Created: the family and the category by name (the category by its path), no ids.
  const created = page.getByTestId('revision-summary-1');
  await expect(created).toContainText(`Family${product.familyName}`);
  await expect(created).toContainText('CategoryClothing / T-shirts');
  await expect(created).toContainText('StatusDraft');
  await expect(created).not.toContainText(product.familyId);

  // The values: the attribute's label, the channel and locale by name, the text as text.
  const values = page.getByTestId('revision-summary-2');
  await expect(values.getByTestId('revision-summary-2-entry')).toHaveText([
    `AddedDescriptionE-commerceFrench (France)Coton doux`,
    `AddedName${`Shirt ${stamp}`}`,
  ]);

  // The workflow move in the console's words.
  await expect(page.getByTestId('revision-summary-3')).toHaveText('ChangedStatusDraft→In review');

  // Who, how and never an internal path.
  await expect(page.getByTestId('revision-source-3')).toHaveText('Console');
  await expect(page.getByTestId('revision-author-3')).toContainText(ADMIN.name);
  await expect(history).not.toContainText('$default');
  await expect(history).not.toContainText('in_review');
  await expect(history).not.toContainText('attributes.');

  // The comparison with now reads the same way.
  await page.getByTestId('revision-compare-1').click();
  const diff = page.getByTestId('revision-diff-1');
  await expect(diff.getByRole('row', { name: /Status/ })).toContainText('DraftIn review');
  await expect(diff.getByRole('row', { name: /Name/ })).toContainText(`Shirt ${stamp}`);

  // Restore asks first and can be cancelled: nothing is restored.
  await page.getByTestId('revision-restore-2').click();
  const dialog = page.getByRole('dialog', { name: 'Restore revision 2?' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('revision-restore-2-form-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('revision-4')).toHaveCount(0);

  await expectNoSeriousAxeViolation(page);
  await expectFitsPhone(page, `/products/${product.id}?tab=history`, 'revision-summary-3');
  await expect(page.getByTestId('revision-summary-3')).toHaveText('ChangedStatusDraft→In review');
  await expectNoSeriousAxeViolation(page);
});
