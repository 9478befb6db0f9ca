import { describe, expect, it } from 'vitest';
import { readableError, readableFailure, readableFieldErrors } from './messages';

describe('readable API errors', () => {
  it('never shows the code or the raw message', () => {
    const text = readableError({
      code: 'too_short',
      field: 'new_password',
      message: 'new_password must be at least 8 characters',
    });
    expect(text).toBe('Use at least 8 characters.');
    expect(readableError({ code: 'in_use', field: '', message: 'role admin: in use' })).toBe(
      'It is still in use, so it cannot be removed.',
    );
  });

  it('says what a code means for a particular field', () => {
    expect(readableError({ code: 'already_exists', field: 'code', message: 'x' })).toBe(
      'This code is already taken in this tenant.',
    );
    expect(readableError({ code: 'invalid_value', field: 'expires_at', message: 'x' })).toBe(
      'Choose a moment in the future, or leave it empty.',
    );
  });

  it('names the missing permission of a refusal', () => {
    expect(
      readableError({ code: 'forbidden', field: '', message: 'requires identity.roles.write' }),
    ).toBe('Your roles in this tenant do not include identity.roles.write.');
  });

  it('keys field errors by form field, the first per field', () => {
    expect(
      readableFieldErrors([
        { code: 'invalid_reference', field: 'role_ids.0', message: 'x' },
        { code: 'invalid_format', field: 'role_ids.1', message: 'y' },
        { code: 'required', field: 'name', message: 'name is required' },
        { code: 'too_long', field: 'config.units.3', message: 'at most 100 characters' },
      ]),
    ).toEqual({
      role_ids: 'It refers to something that does not exist in this tenant (any more).',
      name: 'Required.',
      'config.units': 'Use at most 100 characters.',
    });
  });

  it('says an unreachable API in the caller’s words', () => {
    expect(readableFailure({ kind: 'unreachable', message: 'fetch failed' }, 'Down.')).toBe(
      'Down.',
    );
  });
});
