'use server';

import { ZChangePasswordInput } from '@pim/core/schemas';
import { redirect } from 'next/navigation';
import { isUnauthenticated, toApiFailure } from '@/lib/api/errors';
import { SESSION_EXPIRED_PATH, getApiClient } from '@/lib/auth/session';
import { failureState, fieldError, formSecret, parseForm, succeeded } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

export async function changePassword(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZChangePasswordInput, {
    old_password: formSecret(formData, 'old_password'),
    new_password: formSecret(formData, 'new_password'),
  });
  if (!parsed.ok) return parsed.state;
  if (formSecret(formData, 'confirm_password') !== parsed.data.new_password) {
    return fieldError('confirm_password', 'The two new passwords do not match.');
  }

  const api = await getApiClient();
  try {
    await api.auth.changePassword.mutate(parsed.data);
    return succeeded('Password changed. Your other sessions have been signed out.');
  } catch (err) {
    const failure = toApiFailure(err);
    // A wrong old password is a field error, not the end of the session.
    if (isUnauthenticated(failure) && failure.code !== 'invalid_credentials') {
      redirect(SESSION_EXPIRED_PATH);
    }
    return failureState(failure);
  }
}
