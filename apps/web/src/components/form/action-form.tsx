'use client';

import {
  createContext,
  startTransition,
  useActionState,
  useContext,
  useEffect,
  useRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { IDLE_FORM_STATE, type FormState } from '@/lib/forms/form-state';

export type FormAction = (state: FormState, formData: FormData) => Promise<FormState>;

const FormStateContext = createContext<FormState>(IDLE_FORM_STATE);

/** The state of the enclosing ActionForm (fields read their errors from it). */
export function useFormState(): FormState {
  return useContext(FormStateContext);
}

interface ActionFormProps {
  action: FormAction;
  /** Test ids: the form itself, `<testId>-submit`, `<testId>-success`, `<testId>-error`. */
  testId: string;
  /** Without a label the children bring their own submit button. */
  submitLabel?: string;
  pendingLabel?: string;
  submitVariant?: 'primary' | 'secondary' | 'ghost';
  /** Clears the fields after a success (create forms that stay on the page). */
  resetOnSuccess?: boolean;
  className?: string;
  /** Shown after the notices, e.g. what a successful create handed back. */
  renderResult?: (state: FormState) => ReactNode;
  children: ReactNode;
}

const VARIANT_CLASS = {
  primary: 'button',
  secondary: 'button button--secondary',
  ghost: 'button button--ghost',
};

/**
 * A form posting to a server action. Submitting through onSubmit (not the form's action
 * prop) keeps what was typed when the API rejects it; React resets action forms after every
 * submission. The API's field errors appear under their fields (see fields.tsx).
 */
export function ActionForm({
  action,
  testId,
  submitLabel,
  pendingLabel,
  submitVariant = 'primary',
  resetOnSuccess = false,
  className = 'form',
  renderResult,
  children,
}: ActionFormProps) {
  const [state, dispatch, pending] = useActionState(action, IDLE_FORM_STATE);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (state.status === 'success') {
      if (resetOnSuccess) form.reset();
      return;
    }
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state, resetOnSuccess]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  };

  return (
    <FormStateContext.Provider value={state}>
      <form
        ref={formRef}
        className={className}
        onSubmit={onSubmit}
        aria-busy={pending || undefined}
        data-testid={testId}
      >
        {children}
        {state.message && (state.status === 'success' || state.status === 'error') ? (
          <div aria-live="polite" className="form__notice">
            {state.status === 'success' ? (
              <p className="notice notice--success" role="status" data-testid={`${testId}-success`}>
                {state.message}
              </p>
            ) : (
              <p className="notice notice--error" role="alert" data-testid={`${testId}-error`}>
                {state.message}
              </p>
            )}
          </div>
        ) : null}
        {renderResult?.(state)}
        {submitLabel ? (
          <div className="actions">
            <button
              type="submit"
              className={VARIANT_CLASS[submitVariant]}
              disabled={pending}
              data-testid={`${testId}-submit`}
            >
              {pending ? (pendingLabel ?? `${submitLabel}…`) : submitLabel}
            </button>
          </div>
        ) : null}
      </form>
    </FormStateContext.Provider>
  );
}
