import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { open } from './navigation';

/** A code no other run has used (codes are unique per tenant, and runs share a database). */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Creates a category tree through /category-trees/new and waits for its page. */
export async function createTree(page: Page, code: string, name: string): Promise<void> {
  await open(page, '/category-trees/new');
  await page.getByTestId('category-tree-code-input').fill(code);
  await page.getByTestId('category-tree-name-input').fill(name);
  await page.getByTestId('category-tree-create-submit').click();
  await expect(page).toHaveURL(/\/category-trees\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('flash-toast')).toHaveText('Category tree created.');
  await expect(page.getByTestId('category-tree-code')).toHaveText(code);
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The page, once `ready` shows, is no wider than a 390x844 phone screen. */
export async function expectFitsPhone(page: Page, path: string, ready: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} at 390 px`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Drags `source` onto `target` with the mouse, as a person does: press, move a little (the
 * drag starts after a few pixels), move over the target in steps, release.
 */
export async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  // A move still running refreshes the rows: start from a settled tree.
  await expect(page.getByTestId('category-tree')).not.toHaveAttribute('aria-busy', 'true');
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('the dragged element is not on screen');
  await page.mouse.move(from.x + from.width / 3, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 3 + 12, from.y + from.height / 2 + 4, { steps: 3 });
  const to = await target.boundingBox();
  if (!to) throw new Error('the drop target is not on screen');
  await page.mouse.move(to.x + to.width / 3, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}
