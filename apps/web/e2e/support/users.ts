import { expect, type Page } from '@playwright/test';
import { arrivedAt, open } from './navigation';

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
  await open(page, '/login');
  await fillLogin(page, user.email, user.password);
  await arrivedAt(page, '/');
  await expect(page.getByTestId('user-name')).toHaveText(user.name);
}

/** Switches the active tenant through the header's menu: pick it, confirm. */
export async function switchTenant(page: Page, tenant: { name: string; code: string }) {
  await page.getByTestId('tenant-menu').click();
  await page.getByTestId(`tenant-option-${tenant.code}`).click();
  await page.getByTestId('tenant-switch-confirm').click();
  await expect(page.getByTestId('active-tenant')).toHaveText(tenant.name);
}

export const DEMO_EU = { name: 'Demo EU', code: 'demo-eu' } as const;
export const DEMO_US = { name: 'Demo US', code: 'demo-us' } as const;

/** Chooses a role in a role picker (a searchable multi-select) by searching its code. */
export async function pickRole(page: Page, pickerTestId: string, code: string) {
  const input = page.getByTestId(`${pickerTestId}-input`);
  await input.click();
  await input.fill(code);
  // A page may hold several pickers: the option of the open one is the visible one.
  await page.getByTestId(`role-option-${code}`).filter({ visible: true }).click();
  await input.press('Escape');
}

/** Submits a form whose action asks first, and confirms in the dialog. */
export async function submitConfirmed(page: Page, formTestId: string) {
  await page.getByTestId(`${formTestId}-submit`).click();
  await page.getByTestId(`${formTestId}-submit-confirm`).click();
}
