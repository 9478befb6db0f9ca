import { expect, test, type Locator } from '@playwright/test';
import { ADMIN, signIn, tenantOption } from './support/users';

/** U+202E RIGHT-TO-LEFT OVERRIDE: "admin\u202Egnp.exe" reads "adminexe.png". */
const RLO = '\u202E';

/** The element shows its text as an isolate: a <bdi>, computed `unicode-bidi: isolate`. */
async function expectIsolated(element: Locator) {
  const shown = await element.evaluate((el) => ({
    tag: el.tagName,
    unicodeBidi: getComputedStyle(el).unicodeBidi,
  }));
  expect(shown).toEqual({ tag: 'BDI', unicodeBidi: 'isolate' });
}

test('names carrying bidi controls are isolated wherever the console shows them', async ({
  page,
}) => {
  // Short, so the role picker's label fits on one line (the layout check below).
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const roleCode = `bidi-${stamp}`;
  const roleName = `admin${RLO}gnp.exe`;
  const email = `e2e-bidi-${stamp}@pim.local`;

  await signIn(page, ADMIN);

  // Header: the user's name, the active tenant, the switcher's options.
  await expectIsolated(page.getByTestId('user-name'));
  await expectIsolated(page.getByTestId('active-tenant'));
  await expect(
    page.getByTestId('tenant-select').locator('option', { hasText: 'Demo US' }),
  ).toHaveText(tenantOption('Demo US', 'demo-us'));

  // A role named with the override: its page title...
  await page.goto('/roles/new');
  await page.getByTestId('role-code-input').fill(roleCode);
  await page.getByTestId('role-name-input').fill(roleName);
  await page.getByTestId('role-create-submit').click();
  await expect(page).toHaveURL(/\/roles\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('role-title')).toHaveText(roleName);
  await expectIsolated(page.getByTestId('role-title').locator('bdi'));

  // ...its row in the list...
  await page.goto(`/roles?search=${encodeURIComponent(roleCode)}`);
  const row = page.getByTestId(`role-row-${roleCode}`);
  await expect(row.locator('bdi')).toHaveText(roleName);
  await expectIsolated(row.locator('bdi'));

  // ...the role picker of the user form, where its code follows it on the same line: the
  // override must not pull the code to the left of the name.
  await page.goto('/users/new');
  const option = page
    .getByTestId('user-roles')
    .locator('label', { has: page.getByTestId(`role-option-${roleCode}`) });
  const [name, code] = [option.locator('bdi').first(), option.locator('bdi').last()];
  await expect(name).toHaveText(roleName);
  await expect(code).toHaveText(`(${roleCode})`);
  await expectIsolated(name);
  await expectIsolated(code);
  const codeStart = await code.evaluate((el) => el.getClientRects()[0]!.left);
  const nameEnd = await name.evaluate((el) => {
    const rects = el.getClientRects();
    return rects[rects.length - 1]!.right;
  });
  expect(codeStart).toBeGreaterThanOrEqual(nameEnd - 1);

  // ...and the roles of a user holding it.
  await page.getByTestId('user-email-input').fill(email);
  await page.getByTestId('user-name-input').fill(`E2E ${RLO}bidi ${stamp}`);
  await page.getByTestId('user-password-input').fill('e2e-bidi-pass-1');
  await page.getByTestId('user-roles').getByTestId(`role-option-${roleCode}`).check();
  await page.getByTestId('user-create-submit').click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expectIsolated(page.getByTestId('user-title').locator('bdi'));
  const held = page.getByTestId('user-detail-roles').locator('bdi');
  await expect(held).toHaveText(roleName);
  await expectIsolated(held);
});
