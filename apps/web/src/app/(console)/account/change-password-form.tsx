'use client';

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';
import { changePassword } from './actions';
import {
  INITIAL_CHANGE_PASSWORD_STATE,
  type ChangePasswordState,
  type PasswordField,
} from './change-password-state';

interface FieldProps {
  name: PasswordField;
  label: string;
  autoComplete: string;
  /** Test ids are `<testId>-input` and `<testId>-error`. */
  testId: string;
  state: ChangePasswordState;
}

function PasswordInput({ name, label, autoComplete, testId, state }: FieldProps) {
  const error = state.fieldErrors[name];
  const id = `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        className="input"
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`${testId}-input`}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ChangePasswordForm() {
  const [state, dispatch, pending] = useActionState(changePassword, INITIAL_CHANGE_PASSWORD_STATE);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (state.status === 'success') {
      form.reset();
      return;
    }
    // Take the user to the first field that needs attention.
    const firstInvalid = form.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    firstInvalid?.focus();
  }, [state]);

  // Submitting through onSubmit (not the form action prop) keeps what was typed when the
  // API rejects it; React resets action forms after every submission.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  };

  const hasFieldErrors = Object.keys(state.fieldErrors).length > 0;
  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} data-testid="change-password-form">
      <PasswordInput
        name="old_password"
        label="Current password"
        autoComplete="current-password"
        testId="old-password"
        state={state}
      />
      <PasswordInput
        name="new_password"
        label="New password"
        autoComplete="new-password"
        testId="new-password"
        state={state}
      />
      <PasswordInput
        name="confirm_password"
        label="Repeat the new password"
        autoComplete="new-password"
        testId="confirm-password"
        state={state}
      />
      <div aria-live="polite">
        {state.status === 'success' ? (
          <p className="notice notice--success" role="status" data-testid="change-password-success">
            {state.message}
          </p>
        ) : null}
        {state.status === 'error' && !hasFieldErrors ? (
          <p className="notice notice--error" role="alert" data-testid="change-password-error">
            {state.message}
          </p>
        ) : null}
      </div>
      <div className="actions">
        <button
          type="submit"
          className="button"
          disabled={pending}
          data-testid="change-password-submit"
        >
          {pending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
