import { expect, type Page } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousAxeViolation } from './catalog';

// What every detail page (DetailForm) shares: its tabs, its one Save and what that Save
// says while it is off, its phone view.

/** The page's tabs, by their names, in order. */
export async function expectTabs(page: Page, form: string, names: (string | RegExp)[]) {
  await expect(page.getByTestId(`${form}-tabs`).getByRole('tab')).toHaveText(names);
}

/** Picks a locale to add in a Translations tab, by searching its code. */
export async function addTranslation(page: Page, testId: string, locale: string, name: string) {
  const input = page.getByTestId(`${testId}-locale-input`);
  await input.fill(locale);
  await input.press('ArrowDown');
  await input.press('Enter');
  await page.getByTestId(`${testId}-name-input`).fill(name);
}

/**
 * Exactly one button named Save on the page, the tabs not shown included: no part of the
 * page keeps a save of its own.
 */
export async function expectOneSave(page: Page) {
  await expect(page.getByRole('button', { name: /^Save\b/, includeHidden: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

/** Save is the page's only one, and says why it is off while nothing changed. */
export async function expectNothingToSave(page: Page, form: string) {
  await expect(page.getByTestId(`${form}-save`)).toBeDisabled();
  await expect(page.getByTestId(`${form}-save-state`)).toHaveText('No unsaved changes.');
}

/** The phone view: the tabs scroll in their row, the page does not, Save stays on screen. */
export async function expectPhoneFits(page: Page, path: string, form: string, field: string) {
  await expectFitsPhone(page, path, `${form}-tabs`);
  await page.getByTestId(field).fill('Edited on a phone');
  await expect(page.getByTestId(`${form}-save`)).toBeInViewport();
  await expect(page.getByTestId(`${form}-save`)).toBeEnabled();
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId(`${form}-discard`).click();
  await expectNothingToSave(page, form);
  await page.setViewportSize({ width: 1280, height: 800 });
}
