'use client';

import { useId, type ReactNode } from 'react';
import { useFormState } from './action-form';

/** The API's message for a field, under it. Test id: `<testId>-error`. */
export function FieldError({ name, testId, id }: { name: string; testId: string; id?: string }) {
  const error = useFormState().fieldErrors[name];
  if (!error) return null;
  return (
    <p id={id} className="field__error" data-testid={`${testId}-error`}>
      {error}
    </p>
  );
}

interface BaseFieldProps {
  /** The API's field name: its errors show under this field. */
  name: string;
  label: string;
  /** Test ids are `<testId>-input` and `<testId>-error`. */
  testId: string;
  hint?: ReactNode;
  required?: boolean;
}

interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password' | 'search' | 'datetime-local';
  defaultValue?: string;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
}

function useFieldIds(name: string) {
  const base = `${useId()}-${name}`;
  const error = useFormState().fieldErrors[name];
  return { id: base, errorId: `${base}-error`, hintId: `${base}-hint`, error };
}

function describedBy(error: string | undefined, errorId: string, hint: unknown, hintId: string) {
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TextField({
  name,
  label,
  testId,
  hint,
  required,
  type = 'text',
  defaultValue,
  maxLength,
  autoComplete,
  placeholder,
}: TextFieldProps) {
  const { id, errorId, hintId, error } = useFieldIds(name);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="input"
        defaultValue={defaultValue}
        maxLength={maxLength}
        autoComplete={autoComplete ?? 'off'}
        placeholder={placeholder}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, errorId, hint, hintId)}
        data-testid={`${testId}-input`}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} testId={testId} id={errorId} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  testId,
  hint,
  required,
  defaultValue,
  maxLength,
}: BaseFieldProps & { defaultValue?: string; maxLength?: number }) {
  const { id, errorId, hintId, error } = useFieldIds(name);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="input textarea"
        rows={3}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, errorId, hint, hintId)}
        data-testid={`${testId}-input`}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} testId={testId} id={errorId} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  testId,
  hint,
  options,
  defaultValue,
}: BaseFieldProps & { options: Option[]; defaultValue?: string }) {
  const { id, errorId, hintId, error } = useFieldIds(name);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="select"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, errorId, hint, hintId)}
        data-testid={`${testId}-input`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} testId={testId} id={errorId} />
    </div>
  );
}

export interface CheckboxOption extends Option {
  /** Test id of this checkbox. */
  testId: string;
  description?: string;
}

/** A group of checkboxes posting every checked value under `name` (e.g. role_ids). */
export function CheckboxGroup({
  name,
  legend,
  testId,
  options,
  checked,
  emptyText,
}: {
  name: string;
  legend: string;
  testId: string;
  options: CheckboxOption[];
  checked?: readonly string[];
  emptyText?: string;
}) {
  const error = useFormState().fieldErrors[name];
  return (
    <fieldset className="fieldset" data-testid={testId} aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      {options.length ? (
        <ul className="checkbox-list">
          {options.map((option) => (
            <li key={option.value}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  defaultChecked={checked?.includes(option.value)}
                  data-testid={option.testId}
                />
                <span>
                  <bdi>{option.label}</bdi>
                  {option.description ? (
                    <span className="muted">
                      {' '}
                      <bdi>{option.description}</bdi>
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{emptyText ?? 'Nothing to choose from.'}</p>
      )}
      <FieldError name={name} testId={testId} />
    </fieldset>
  );
}

/** A hidden value posted with the form (the id of the resource being edited). */
export function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}
