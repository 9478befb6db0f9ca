/**
 * Readable messages for the API's error codes (a closed set, each code tied to one HTTP
 * status: `too_long` is a 400, `in_use` a 409), for fields and for whole forms or pages. The console never shows the API's raw `code: message` text; where a
 * code means something particular for one field, `code:field` says it. Client-safe.
 */
import { LIMITS } from '@pim/core/limits';
import type { ApiFailure } from './errors';

export interface ErrorDetailLike {
  code: string;
  field: string;
  message: string;
}

const BY_CODE_AND_FIELD: Record<string, string> = {
  'already_exists:code': 'This code is already taken in this tenant.',
  'already_exists:email': 'Another user already has this email address.',
  'already_exists:user_id': 'This user already belongs to this tenant.',
  'in_use:id': 'You cannot remove yourself from the tenant.',
  'invalid_credentials:old_password': 'The current password is wrong.',
  'invalid_format:email': 'Enter a valid email address.',
  'invalid_format:code': 'Use only letters, digits, _ - and .',
  'invalid_format:user_id': 'Enter a user id (a UUID).',
  'invalid_format:expires_at': 'Enter a date and time.',
  'invalid_value:expires_at': 'Choose a moment in the future, or leave it empty.',
  'invalid_transition:status': 'This status cannot be set from the current one.',
  'invalid_value:parent_id': 'A category cannot go under itself or one of its own subcategories.',
  'out_of_range:parent_id': `A category tree is at most ${LIMITS.categoryDepth} levels deep: this would go deeper.`,
  'invalid_value:config.regex':
    'Enter a regular expression without backreferences or lookaround (RE2), such as ^[A-Z0-9-]+$.',
  'invalid_combination:config.min': 'The minimum cannot be above the maximum.',
  'invalid_value:config.default_unit': 'Choose a unit of the chosen family.',
  'invalid_value:config.units': 'Choose units of the chosen family, each once.',
  'invalid_combination:config.units': 'The allowed units must include the default unit.',
  'invalid_value:config.currencies': 'Choose ISO 4217 currencies, each once.',
  'invalid_combination:is_unique':
    'Unique values are for text, number and date attributes without a value per channel or locale.',
  'invalid_reference:attribute_group_id': 'This group no longer exists: choose another.',
  'invalid_value:axes_level_1':
    'Choose select or yes/no attributes of the family that hold one value for all channels and locales.',
  'invalid_value:axes_level_2': 'Level 2 needs a level 1 axis, and other attributes than level 1.',
};

const BY_CODE: Record<string, string> = {
  malformed_json: 'The console sent a request the API could not read.',
  required: 'Required.',
  invalid_type: 'This value has the wrong type.',
  invalid_value: 'Choose one of the offered values.',
  invalid_format: 'The format is not valid.',
  out_of_range: 'The value is out of the allowed range.',
  unknown_field: 'The console sent a field the API does not know.',
  invalid_reference: 'It refers to something that does not exist in this tenant (any more).',
  missing_tenant: 'No tenant is selected.',
  invalid_combination: 'These values cannot be combined.',
  unauthenticated: 'Your session has ended. Sign in again.',
  token_expired: 'Your session has ended. Sign in again.',
  invalid_token: 'Your session has ended. Sign in again.',
  invalid_credentials: 'Wrong email or password.',
  invalid_client: 'The console is not registered with the API.',
  invalid_refresh_token: 'Your session has ended. Sign in again.',
  tenant_forbidden: 'You have no access to that tenant.',
  not_found: 'It does not exist in this tenant (it may have been deleted).',
  already_exists: 'Something with these values already exists.',
  invalid_transition: 'This status change is not allowed from the current status.',
  in_use: 'It is still in use, so it cannot be removed.',
  revision_conflict: 'Someone else changed it in the meantime. Reload and try again.',
  has_children: 'It still has children: remove them first.',
  payload_too_large: 'Too much data for one request.',
  rate_limited: 'Too many attempts. Wait a moment and try again.',
  internal_error: 'The PIM API failed. Try again; if it keeps happening, check the API log.',
};

/** The number in "must be at least 8 characters" and the like. */
function limitIn(message: string): number | undefined {
  const match = /\b(?:least|most)\s+(\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** A permission code named in a `forbidden` message, e.g. identity.roles.write. */
function permissionIn(message: string): string | undefined {
  return /\b[a-z_]+\.[a-z_]+\.[a-z_]+\b/.exec(message)?.[0];
}

/** One error, readable under its field or on its own. */
export function readableError({ code, field, message }: ErrorDetailLike): string {
  const specific = BY_CODE_AND_FIELD[`${code}:${formFieldOf(field)}`];
  if (specific) return specific;
  if (code === 'too_short') {
    const min = limitIn(message);
    return min === undefined || min <= 1 ? 'Required.' : `Use at least ${min} characters.`;
  }
  if (code === 'too_long') {
    const max = limitIn(message);
    return max === undefined ? 'Too long.' : `Use at most ${max} characters.`;
  }
  if (code === 'forbidden') {
    const permission = permissionIn(message);
    return permission
      ? `Your roles in this tenant do not include ${permission}.`
      : 'Your roles in this tenant do not allow this.';
  }
  return BY_CODE[code] ?? 'The PIM API refused this request.';
}

/** A failed call as one sentence: what went wrong, never the API's code. */
export function readableFailure(failure: ApiFailure, unreachable: string): string {
  if (failure.kind === 'unreachable') return unreachable;
  const first = failure.errors[0] ?? { code: failure.code, field: '', message: failure.message };
  return readableError(first);
}

/**
 * The form field an error's dotted path points into: the path up to its first list index, so
 * `role_ids.0` belongs to `role_ids` and `attributes.2.channel_ids` to `attributes`, while an
 * object's key is a field of its own (`config.regex`, `labels.fr_FR`).
 */
export function formFieldOf(field: string): string {
  const parts = field.split('.');
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  return (index === -1 ? parts : parts.slice(0, index)).join('.');
}

/** Field errors keyed by form field name, readable (the first error per field wins). */
export function readableFieldErrors(errors: readonly ErrorDetailLike[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const field = formFieldOf(error.field);
    if (field && !(field in byField)) byField[field] = readableError(error);
  }
  return byField;
}
