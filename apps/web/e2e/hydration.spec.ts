import { expect, test, type Route } from '@playwright/test';
import { hydrated } from './support/navigation';
import { ADMIN, signIn } from './support/users';

/**
 * The mark the specs wait for (support/navigation.ts) comes with hydration, not with the
 * server's HTML: with the console's scripts held back, the page shows its content but is not
 * marked, and nothing on it responds; once they load, it is marked and it does.
 */
test('a page is marked hydrated only once its scripts have run', async ({ page }) => {
  await signIn(page, ADMIN);

  const held: Route[] = [];
  let holding = true;
  // Scripts only: held stylesheets would keep the page from being shown at all.
  const script = (url: URL) =>
    url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
  await page.route(script, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await page.goto('/account', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('tenant-menu')).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await hydrated(page);
  await page.getByTestId('tenant-menu').click();
  await expect(page.getByTestId('tenant-option-demo-us')).toBeVisible();
});
