import { expect, type Page } from '@playwright/test';
import { open } from './navigation';

/**
 * Creates an attribute through /attributes/new (the type's card, code, name; the type's
 * settings as they come) and waits for its page.
 */
export async function createAttribute(
  page: Page,
  { type, code, name }: { type: string; code: string; name: string },
): Promise<void> {
  await open(page, '/attributes/new');
  await page.getByTestId(`attribute-type-${type}`).click();
  await page.getByTestId('attribute-code-input').fill(code);
  await page.getByTestId('attribute-name-input').fill(name);
  await page.getByTestId('attribute-create-submit').click();
  await expect(page).toHaveURL(/\/attributes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Attribute created.');
  await expect(page.getByTestId('attribute-code')).toHaveText(code);
}

/**
 * Adds an option on a select attribute's page (in its Options tab), with labels for the
 * locales given.
 */
export async function addOption(
  page: Page,
  { code, name, labels = {} }: { code: string; name: string; labels?: Record<string, string> },
): Promise<void> {
  await page.getByTestId('attribute-tab-options').click();
  await page.getByTestId('option-code-input').fill(code);
  await page.getByTestId('option-name-input').fill(name);
  for (const [locale, label] of Object.entries(labels)) {
    const picker = page.getByTestId('option-labels-add-locale-input');
    await picker.click();
    await picker.fill(locale);
    await page.getByRole('option', { name: new RegExp(`· ${locale}$`) }).click();
    await page.getByTestId('option-labels-add').click();
    await page.getByTestId(`option-labels-${locale}-input`).fill(label);
  }
  await page.getByTestId('option-create-submit').click();
  await expect(page.getByTestId('option-create-success')).toHaveText(`Option ${code} added.`);
  await expect(page.getByTestId(`option-row-${code}`)).toBeVisible();
}
