// Turns zod issues into the API's error codes (app-error.ts), with dotted field paths.
import type { z } from 'zod';
import { AppError, type ErrorCode, type ErrorDetail } from './app-error.ts';

type Issue = z.core.$ZodIssue;

/**
 * Whether the raw input lacks the value at `path`: its parent is an object without that
 * key. When the raw input cannot be walked that far (a preprocessed value, e.g. a comma
 * list split into an array), the value was given, so it is not missing.
 */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  let current: unknown = input;
  for (const key of path) {
    if (current === undefined) return true;
    if (current === null || typeof current !== 'object') return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current === undefined;
}

function codeOf(issue: Issue, input: unknown): ErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(input, issue.path) ? 'required' : 'invalid_type';
    // zod reports a missing enum or literal as invalid_value: it is still a missing field.
    case 'invalid_value':
      return isMissing(input, issue.path) ? 'required' : 'invalid_value';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'invalid_value';
    case 'invalid_format':
      return 'invalid_format';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_short' : 'out_of_range';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_long' : 'out_of_range';
    case 'not_multiple_of':
      return 'out_of_range';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'custom': {
      const code = (issue.params as { code?: ErrorCode } | undefined)?.code;
      return code ?? 'invalid_value';
    }
    default:
      return 'invalid_value';
  }
}

/** Longer field names (a hostile body's keys) are cut, so an error never echoes a megabyte. */
const MAX_FIELD_LENGTH = 200;

const joinPath = (path: readonly PropertyKey[]) => {
  const field = path.map(String).join('.');
  return field.length > MAX_FIELD_LENGTH ? `${field.slice(0, MAX_FIELD_LENGTH)}…` : field;
};

function messageOf(code: ErrorCode, issue: Issue, field: string): string {
  const name = field || 'body';
  switch (code) {
    case 'required':
      return `${name} is required`;
    case 'invalid_type':
      return `${name} must be of type ${(issue as { expected?: string }).expected ?? 'valid'}`;
    case 'too_short':
    case 'too_long': {
      // Zod's own bounds, or those a refinement names in its params.
      const bound = { ...(issue as { params?: object }).params, ...issue } as {
        minimum?: number | bigint;
        maximum?: number | bigint;
        origin?: string;
      };
      const limit = code === 'too_short' ? bound.minimum : bound.maximum;
      if (limit === undefined) return `${name}: ${issue.message}`;
      const unit = bound.origin === 'array' ? 'items' : 'characters';
      return `${name} must be ${code === 'too_short' ? 'at least' : 'at most'} ${limit} ${unit}`;
    }
    default:
      return `${name}: ${issue.message}`;
  }
}

export function zodIssuesToDetails(issues: readonly Issue[], input: unknown): ErrorDetail[] {
  return issues.flatMap((issue): ErrorDetail[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = joinPath([...issue.path, key]);
        return { code: 'unknown_field', field, message: `${field} is not a known field` };
      });
    }
    const code = codeOf(issue, input);
    const field = joinPath(issue.path);
    return [{ code, field, message: messageOf(code, issue, field) }];
  });
}

/** An error answer lists at most this many entries, however many fields fail. */
export const MAX_ERROR_DETAILS = 50;

export function validationError(issues: readonly Issue[], input: unknown): AppError {
  const details = zodIssuesToDetails(issues.slice(0, MAX_ERROR_DETAILS), input).slice(
    0,
    MAX_ERROR_DETAILS,
  );
  const first = details[0];
  return new AppError(first?.code ?? 'invalid_value', first?.message ?? 'Invalid request', {
    details,
  });
}
