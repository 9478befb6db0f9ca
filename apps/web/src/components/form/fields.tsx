'use client';

import {
  Checkbox,
  NativeSelect,
  NumberInput,
  PasswordInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useFieldError } from './action-form';

interface BaseFieldProps {
  /** The API's field name: its errors show under this field. */
  name: string;
  label: string;
  /** Test ids are `<testId>-input` and `<testId>-error`. */
  testId: string;
  hint?: ReactNode;
  required?: boolean;
}

/** Mantine input props every field shares: label, hint, error and their test ids. */
function useFieldProps({ name, label, testId, hint, required }: BaseFieldProps) {
  const error = useFieldError(name);
  return {
    name,
    label,
    description: hint,
    error,
    // Mantine's PasswordInput marks its input data-invalid only; screen readers need this.
    'aria-invalid': error ? true : undefined,
    withAsterisk: required,
    // Without the native attribute (the forms check on the server): a DetailForm reads this.
    'aria-required': required || undefined,
    'data-testid': `${testId}-input`,
    errorProps: { 'data-testid': `${testId}-error` },
  };
}

interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password';
  defaultValue?: string;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({
  type = 'text',
  defaultValue,
  maxLength,
  autoComplete,
  placeholder,
  ...base
}: TextFieldProps) {
  const props = useFieldProps(base);
  const input = { ...props, defaultValue, placeholder, autoComplete: autoComplete ?? 'off' };
  if (type === 'password') return <PasswordInput {...input} />;
  return <TextInput {...input} type={type} maxLength={maxLength} />;
}

export function TextAreaField({
  defaultValue,
  maxLength,
  ...base
}: BaseFieldProps & { defaultValue?: string; maxLength?: number }) {
  return (
    <Textarea
      {...useFieldProps(base)}
      defaultValue={defaultValue}
      maxLength={maxLength}
      autosize
      minRows={2}
      maxRows={6}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  options,
  defaultValue,
  value,
  onChange,
  ...base
}: BaseFieldProps & {
  options: readonly Option[];
  defaultValue?: string;
  /** Controlled: the value and its change (another field depends on it). */
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <NativeSelect
      {...useFieldProps(base)}
      data={[...options]}
      defaultValue={defaultValue}
      value={value}
      onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
    />
  );
}

/** A number (posted as typed, '' when empty: formNumber reads it). */
export function NumberField({
  defaultValue,
  min,
  max,
  decimals = false,
  ...base
}: BaseFieldProps & { defaultValue?: number; min?: number; max?: number; decimals?: boolean }) {
  return (
    <NumberInput
      {...useFieldProps(base)}
      defaultValue={defaultValue}
      min={min}
      max={max}
      allowDecimal={decimals}
      allowNegative={min === undefined || min < 0}
      clampBehavior="none"
    />
  );
}

/** A yes/no setting, posted as `on` when checked (formFlag reads it). */
export function CheckboxField({
  defaultChecked,
  checked,
  onChange,
  disabled,
  ...base
}: BaseFieldProps & {
  defaultChecked?: boolean;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { withAsterisk: _required, errorProps: _errorProps, error, ...props } = useFieldProps(base);
  return (
    <Checkbox
      {...props}
      // Mantine's checkbox takes no props for its error element: the test id goes inside.
      error={error ? <span data-testid={`${base.testId}-error`}>{error}</span> : undefined}
      defaultChecked={defaultChecked}
      checked={checked}
      onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
      disabled={disabled}
    />
  );
}

/** ISO (UTC) to the value of a datetime-local input in the browser's own time zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value (the browser's time zone) as ISO, '' when empty or unreadable. */
function toIso(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/**
 * A date and time in the user's own time zone; the form posts it as an ISO timestamp (UTC)
 * under `name`, so the server never guesses a time zone. Empty posts ''.
 */
export function DateTimeField({
  defaultValue,
  ...base
}: BaseFieldProps & { defaultValue?: string | null }) {
  const { name, ...props } = useFieldProps(base);
  const hydrated = useHydrated();
  const [edited, setEdited] = useState<string | null>(null);
  // The server does not know the browser's time zone: the stored value appears once hydrated.
  const local = edited ?? (hydrated ? toLocalInput(defaultValue) : '');
  return (
    <>
      <TextInput
        {...props}
        type="datetime-local"
        value={local}
        onChange={(event) => setEdited(event.currentTarget.value)}
      />
      <input type="hidden" name={name} value={toIso(local)} />
    </>
  );
}

/** A hidden value posted with the form (the id of the resource being edited). */
export function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}
