'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { fieldErrorsOf, isUnauthenticated, toApiFailure } from '@/lib/api/errors';
import { SESSION_EXPIRED_PATH, getApiClient } from '@/lib/auth/session';
import type { ChangePasswordState, PasswordField } from './change-password-state';

const ZChangePasswordForm = z
  .object({
    old_password: z.string().min(1, 'Enter your current password.'),
    new_password: z.string().min(1, 'Enter a new password.'),
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: 'The two new passwords do not match.',
  });

const FIELDS: readonly PasswordField[] = ['old_password', 'new_password', 'confirm_password'];

function formValue(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

export async function changePassword(
  _previous: ChangePasswordState,
  formData: FormData,
): Promise<ChangePasswordState> {
  const parsed = ZChangePasswordForm.safeParse(
    Object.fromEntries(FIELDS.map((name) => [name, formValue(formData, name)])),
  );
  if (!parsed.success) {
    const fieldErrors: ChangePasswordState['fieldErrors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PasswordField;
      fieldErrors[field] ??= issue.message;
    }
    return { status: 'error', message: 'Check the highlighted fields.', fieldErrors };
  }

  const api = await getApiClient();
  try {
    await api.auth.changePassword.mutate({
      old_password: parsed.data.old_password,
      new_password: parsed.data.new_password,
    });
    return {
      status: 'success',
      message: 'Password changed. Your other sessions have been signed out.',
      fieldErrors: {},
    };
  } catch (err) {
    const failure = toApiFailure(err);
    if (failure.kind === 'unreachable') {
      return {
        status: 'error',
        message: 'The PIM API cannot be reached. Your password was not changed.',
        fieldErrors: {},
      };
    }
    // A wrong old password is a field error, not the end of the session.
    if (isUnauthenticated(failure) && failure.code !== 'invalid_credentials') {
      redirect(SESSION_EXPIRED_PATH);
    }
    const apiFieldErrors = fieldErrorsOf(failure);
    const fieldErrors: ChangePasswordState['fieldErrors'] = {};
    for (const field of FIELDS) {
      if (apiFieldErrors[field]) fieldErrors[field] = apiFieldErrors[field];
    }
    return { status: 'error', message: failure.message, fieldErrors };
  }
}
