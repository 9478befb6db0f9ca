/**
 * Waiting for what a person waits for before acting on a page. The console's pages arrive as
 * server-rendered HTML first: until React has hydrated them, a click on a link makes a full
 * page load (or nothing, during hydration) and a button's handler does not run. The app marks
 * `<html data-hydrated>` once hydrated (src/components/hydration-mark.tsx); these helpers
 * wait for it after every page load, and for the URL after a click that navigates, instead of
 * racing the page. Under load that is what keeps a spec from clicking into the void.
 */
import { expect, type Locator, type Page } from '@playwright/test';

type Url = string | RegExp | ((url: URL) => boolean);

/** The page's document is hydrated (a client-side navigation keeps the mark). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Opens a console page and waits until it is hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Reloads the page and waits until the new document is hydrated. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

/**
 * Clicks something that navigates (a link, a row, a tab that changes the URL) once the page
 * is hydrated, and waits until the URL is `url` and the page there is hydrated.
 */
export async function followLink(page: Page, target: Locator, url: Url): Promise<void> {
  await hydrated(page);
  await Promise.all([page.waitForURL(url), target.click()]);
  await hydrated(page);
}

/**
 * After something that ends in a full page load (signing in, signing out): the URL, then
 * the new document hydrated.
 */
export async function arrivedAt(page: Page, url: Url): Promise<void> {
  if (typeof url === 'function') await page.waitForURL(url);
  else await expect(page).toHaveURL(url);
  await hydrated(page);
}
