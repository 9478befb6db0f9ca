'use client';

import { Alert, Button, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Fragment,
  createContext,
  startTransition,
  useActionState,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { IDLE_FORM_STATE, type FormState } from '@/lib/forms/form-state';
import { useHydrated } from '@/lib/use-hydrated';
import { showToast } from '../toast';

export type FormAction = (state: FormState, formData: FormData) => Promise<FormState>;

/** The action's last answer and how many successes came before it (to reset the fields). */
type Answer = FormState & { successes: number };
const NO_ANSWER: Answer = { ...IDLE_FORM_STATE, successes: 0 };

/**
 * Asks before submitting: for destructive or integration-breaking actions. With `when`, only
 * if the form's field holds one of the values (e.g. a status change to `inactive`).
 */
export interface ConfirmSpec {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  when?: { field: string; values: readonly string[] };
}

interface FormContextValue {
  state: FormState;
  register: (name: string) => () => void;
}

const FormContext = createContext<FormContextValue>({
  state: IDLE_FORM_STATE,
  register: () => () => {},
});

/**
 * What a form gives its fields: its state, and the names of the fields it shows (an error on
 * one of them shows under it, not in the form's alert). ActionForm and DetailForm share it.
 */
export function useFormFields(state: FormState) {
  const [fields, setFields] = useState<ReadonlySet<string>>(new Set());
  const register = useCallback((name: string) => {
    setFields((current) => (current.has(name) ? current : new Set([...current, name])));
    return () => setFields((current) => new Set([...current].filter((field) => field !== name)));
  }, []);
  const context = useMemo(() => ({ state, register }), [state, register]);
  return { fields, context };
}

/** The fields below read their errors from `value` (see useFormFields). */
export const FormFieldsProvider = FormContext.Provider;

/** The state of the enclosing ActionForm (fields read their errors from it). */
export function useFormState(): FormState {
  return useContext(FormContext).state;
}

/** A visible field of the enclosing form: its errors show under it, not in the form's alert. */
export function useFieldError(name: string): string | undefined {
  const { state, register } = useContext(FormContext);
  useEffect(() => register(name), [register, name]);
  return state.fieldErrors[name];
}

interface ActionFormProps {
  action: FormAction;
  /** Test ids: the form, `<testId>-submit`, `<testId>-submit-confirm`, `<testId>-success`, `<testId>-error`. */
  testId: string;
  /** Without a label the children bring their own submit button. */
  submitLabel?: string;
  submitColor?: 'red';
  submitVariant?: 'filled' | 'default' | 'light';
  confirm?: ConfirmSpec;
  /** Clears the fields after a success (create forms that stay on the page). */
  resetOnSuccess?: boolean;
  /** Shown after the fields, e.g. what a successful create handed back. */
  renderResult?: (state: FormState) => ReactNode;
  /** After a success (its toast is shown anyway), e.g. to close the dialog holding the form. */
  onSuccess?: () => void;
  /** Small buttons for forms inside table rows. */
  compact?: boolean;
  /** A Cancel button beside the submit one (forms in a dialog: closes it). */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * A form posting to a server action. Submitting through onSubmit (not the form's action
 * prop) keeps what was typed when the API rejects it. Errors appear once: under their field
 * when the form has it, otherwise in the form's alert; a success is a toast.
 */
export function ActionForm({
  action,
  testId,
  submitLabel,
  submitColor,
  submitVariant = 'filled',
  confirm,
  resetOnSuccess = false,
  renderResult,
  onSuccess,
  compact = false,
  onCancel,
  children,
}: ActionFormProps) {
  const queryClient = useQueryClient();
  // Until React runs, a click would submit the form natively (its fields in the URL).
  const hydrated = useHydrated();
  const [state, dispatch, pending] = useActionState<Answer, FormData>(
    async (previous, formData) => {
      const next = await action(previous, formData);
      return { ...next, successes: previous.successes + (next.status === 'success' ? 1 : 0) };
    },
    NO_ANSWER,
  );
  const { fields, context } = useFormFields(state);
  const formRef = useRef<HTMLFormElement>(null);

  // Once per answer of the action (the state object changes only then).
  const onAnswer = useEffectEvent((answer: FormState) => {
    if (answer.status === 'success') {
      if (answer.message) {
        showToast(`${testId}-success`, answer.message);
      }
      // Client-side lists (React Query) load again: the change may show in them.
      void queryClient.invalidateQueries();
      onSuccess?.();
      return;
    }
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  useEffect(() => {
    if (state !== NO_ANSWER) onAnswer(state);
  }, [state]);

  const submit = (form: HTMLFormElement) => {
    const formData = new FormData(form);
    startTransition(() => dispatch(formData));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  const askThenSubmit = () => {
    const form = formRef.current;
    if (!form || !confirm) return;
    const value = confirm.when ? String(new FormData(form).get(confirm.when.field) ?? '') : '';
    if (confirm.when && !confirm.when.values.includes(value)) {
      submit(form);
      return;
    }
    modals.openConfirmModal({
      title: confirm.title,
      children: confirm.body,
      labels: { confirm: confirm.confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': `${testId}-submit-confirm` },
      cancelProps: { 'data-testid': `${testId}-submit-cancel` },
      onConfirm: () => submit(form),
    });
  };

  const fieldShowsError = Object.keys(state.fieldErrors).some((field) => fields.has(field));
  return (
    <FormContext.Provider value={context}>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        aria-busy={pending || undefined}
        data-testid={testId}
        noValidate
      >
        <Stack gap={compact ? 4 : 'sm'}>
          {/* A resetting form's fields mount afresh after each success, controlled ones too. */}
          <Fragment key={resetOnSuccess ? state.successes : 0}>{children}</Fragment>
          {state.status === 'error' && state.message && !fieldShowsError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={18} />}
              data-testid={`${testId}-error`}
            >
              {state.message}
            </Alert>
          ) : null}
          {renderResult?.(state)}
          {submitLabel ? (
            <Group>
              <Button
                type={confirm ? 'button' : 'submit'}
                onClick={confirm ? askThenSubmit : undefined}
                loading={pending}
                disabled={!hydrated}
                color={submitColor}
                size={compact ? 'xs' : 'sm'}
                variant={submitVariant}
                data-testid={`${testId}-submit`}
              >
                {submitLabel}
              </Button>
              {onCancel ? (
                <Button
                  variant="default"
                  size={compact ? 'xs' : 'sm'}
                  onClick={onCancel}
                  data-testid={`${testId}-cancel`}
                >
                  Cancel
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </form>
    </FormContext.Provider>
  );
}
