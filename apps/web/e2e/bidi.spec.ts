import { expect, test, type Locator } from '@playwright/test';
import { open } from './support/navigation';
import { ADMIN, pickRole, signIn } from './support/users';

/** U+202E RIGHT-TO-LEFT OVERRIDE: "admin\u202Egnp.exe" reads "adminexe.png". */
const RLO = '\u202E';

/** The element shows its text as an isolate: a <bdi> (or <code>), `unicode-bidi: isolate`. */
async function expectIsolated(element: Locator, tag: 'BDI' | 'CODE' = 'BDI') {
  const shown = await element.evaluate((el) => ({
    tag: el.tagName,
    unicodeBidi: getComputedStyle(el).unicodeBidi,
  }));
  expect(shown).toEqual({ tag, unicodeBidi: 'isolate' });
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

  // Header: the user's name, the active tenant, the switcher's tenants.
  await expectIsolated(page.getByTestId('user-name'));
  await expectIsolated(page.getByTestId('active-tenant'));
  await page.getByTestId('tenant-menu').click();
  const usOption = page.getByTestId('tenant-option-demo-us');
  await expect(usOption.locator('bdi')).toHaveText('Demo US');
  await expectIsolated(usOption.locator('bdi'));
  await expectIsolated(usOption.locator('code'), 'CODE');
  await page.keyboard.press('Escape');

  // A role named with the override: its page title...
  await open(page, '/roles/new');
  await page.getByTestId('role-code-input').fill(roleCode);
  await page.getByTestId('role-name-input').fill(roleName);
  await page.getByTestId('role-create-submit').click();
  await expect(page).toHaveURL(/\/roles\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('role-title')).toHaveText(roleName);
  await expectIsolated(page.getByTestId('role-title').locator('bdi'));

  // ...its row in the list...
  await open(page, `/roles?search=${encodeURIComponent(roleCode)}`);
  const row = page.getByTestId(`role-row-${roleCode}`);
  await expect(row.locator('bdi')).toHaveText(roleName);
  await expectIsolated(row.locator('bdi'));

  // ...the role picker of the user form, where its code follows it on the same line: the
  // override must not pull the code to the left of the name.
  await open(page, '/users/new');
  await page.getByTestId('user-roles-input').click();
  await page.getByTestId('user-roles-input').fill(roleCode);
  const option = page.getByTestId(`role-option-${roleCode}`).filter({ visible: true });
  const [name, code] = [option.locator('bdi'), option.locator('code')];
  await expect(name).toHaveText(roleName);
  await expect(code).toHaveText(roleCode);
  await expectIsolated(name);
  await expectIsolated(code, 'CODE');
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
  await page.getByTestId('user-roles-input').press('Escape');
  await pickRole(page, 'user-roles', roleCode);
  await page.getByTestId('user-create-submit').click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expectIsolated(page.getByTestId('user-title').locator('bdi'));
  const held = page.getByTestId('user-detail-roles').locator('bdi');
  await expect(held).toHaveText(roleName);
  await expectIsolated(held);
});
