import { expect, test } from '@playwright/test';
import { arrivedAt, followLink, open, reload } from './support/navigation';
import { ADMIN, EDITOR, fillLogin, signIn } from './support/users';

test.describe('change password', () => {
  test('a wrong current password is reported on that field', async ({ page }) => {
    await signIn(page, ADMIN);
    await followLink(page, page.getByTestId('nav-account'), '/account');

    await page.getByTestId('old-password-input').fill('definitely-wrong');
    await page.getByTestId('new-password-input').fill('a-brand-new-password');
    await page.getByTestId('confirm-password-input').fill('a-brand-new-password');
    await page.getByTestId('change-password-submit').click();

    const error = page.getByTestId('old-password-error');
    await expect(error).toBeVisible();
    await expect(error).not.toBeEmpty();
    await expect(page.getByTestId('old-password-input')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('old-password-input')).toBeFocused();
    await expect(page.getByTestId('change-password-success')).toHaveCount(0);
    // Still signed in: a wrong old password does not end the session.
    await reload(page);
    await expect(page.getByTestId('user-name')).toHaveText(ADMIN.name);
  });

  test('a mismatched confirmation is reported before anything is sent', async ({ page }) => {
    await signIn(page, ADMIN);
    await open(page, '/account');

    await page.getByTestId('old-password-input').fill(ADMIN.password);
    await page.getByTestId('new-password-input').fill('a-brand-new-password');
    await page.getByTestId('confirm-password-input').fill('another-new-password');
    await page.getByTestId('change-password-submit').click();

    await expect(page.getByTestId('confirm-password-error')).toHaveText(
      'The two new passwords do not match.',
    );
  });

  test('a new password works and ends the other sessions', async ({ page, browser }) => {
    const newPassword = 'editor-new-pass-1';
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await signIn(otherPage, EDITOR);
      await signIn(page, EDITOR);
      await open(page, '/account');

      await page.getByTestId('old-password-input').fill(EDITOR.password);
      await page.getByTestId('new-password-input').fill(newPassword);
      await page.getByTestId('confirm-password-input').fill(newPassword);
      await page.getByTestId('change-password-submit').click();
      await expect(page.getByTestId('change-password-success')).toBeVisible();
      await expect(page.getByTestId('old-password-input')).toHaveValue('');

      // The other browser's session has ended: it is sent to sign in again.
      await reload(otherPage);
      await expect(otherPage).toHaveURL(/\/login/);
      await expect(otherPage.getByTestId('login-notice')).toBeVisible();

      // This session goes on; the old password no longer works, the new one does.
      await reload(page);
      await expect(page.getByTestId('user-name')).toHaveText(EDITOR.name);
      await fillLogin(otherPage, EDITOR.email, EDITOR.password);
      await expect(otherPage.getByTestId('login-error')).toHaveText('Wrong email or password.');
      await fillLogin(otherPage, EDITOR.email, newPassword);
      await arrivedAt(otherPage, '/');
    } finally {
      await other.close();
    }

    // Put the seeded password back for the other specs.
    await page.getByTestId('old-password-input').fill(newPassword);
    await page.getByTestId('new-password-input').fill(EDITOR.password);
    await page.getByTestId('confirm-password-input').fill(EDITOR.password);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('change-password-success')).toBeVisible();
  });
});
