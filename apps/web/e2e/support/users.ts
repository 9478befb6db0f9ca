import { expect, type Page } from '@playwright/test';
import { isolateText } from '../../src/lib/bidi';

/** Seeded by the API on an empty database (packages/db seed). */
export const ADMIN = {
  email: 'admin@pim.local',
  password: 'admin-demo-pass',
  name: 'Ada Admin',
} as const;

export const EDITOR = {
  email: 'editor@pim.local',
  password: 'editor-demo-pass',
  name: 'Eddie Editor',
} as const;

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in from /login and waits for the dashboard. */
export async function signIn(page: Page, user: { email: string; password: string; name: string }) {
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-name')).toHaveText(user.name);
}

/** A tenant's label in the header's tenant switcher: its name isolated, then its code. */
export const tenantOption = (name: string, code: string) => `${isolateText(name)} (${code})`;
