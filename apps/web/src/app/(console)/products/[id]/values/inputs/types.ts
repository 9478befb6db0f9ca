import type { ReactNode } from 'react';
import type { ValueRow } from '../editor-state';

/** What every value input takes. */
export interface ValueInputProps {
  row: ValueRow;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The input's id (`value-<attribute code>`): completeness links focus it. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Test ids: `<testId>` on the input. */
  testId: string;
}

/** The attribute's config entries the inputs read. */
export const configOf = (row: ValueRow) => row.attribute_config as Record<string, unknown>;

/**
 * The props every Mantine input of a value takes: id, label, hint, error (with its test id),
 * required mark, disabled, and the input's test id.
 */
export function inputProps({
  id,
  label,
  description,
  error,
  required,
  disabled,
  testId,
}: ValueInputProps) {
  return {
    id,
    label,
    description,
    error,
    withAsterisk: required,
    disabled,
    'data-testid': testId,
    errorProps: { 'data-testid': `${testId}-error` },
  };
}

/** The same for a group of controls in Mantine's Input.Wrapper (rich text, media). */
export function wrapperProps({ label, description, error, required, testId }: ValueInputProps) {
  return {
    label,
    description,
    error,
    withAsterisk: required,
    errorProps: { 'data-testid': `${testId}-error` },
  };
}
