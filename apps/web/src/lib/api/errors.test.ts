import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, isUnauthenticated, toApiFailure } from './errors';

function rejection(httpStatus: number, errors: { code: string; field: string; message: string }[]) {
  return TRPCClientError.from({
    error: { message: errors[0]?.message ?? 'x', code: -32600, data: { httpStatus, errors } },
  });
}

describe('toApiFailure', () => {
  it('reads the API error envelope carried by a tRPC error', () => {
    const failure = toApiFailure(
      rejection(400, [
        {
          code: 'too_short',
          field: 'new_password',
          message: 'new_password must be at least 8 characters',
        },
        { code: 'required', field: 'old_password', message: 'old_password is required' },
        { code: 'too_long', field: 'new_password', message: 'second message for the same field' },
      ]),
    );
    expect(failure).toMatchObject({ kind: 'rejected', status: 400, code: 'too_short' });
    expect(failure).not.toHaveProperty('beforeCall');
    expect(fieldErrorsOf(failure)).toEqual({
      new_password: 'new_password must be at least 8 characters',
      old_password: 'old_password is required',
    });
  });

  it('treats anything without an API answer as unreachable', () => {
    expect(toApiFailure(new TypeError('fetch failed'))).toEqual({
      kind: 'unreachable',
      message: 'fetch failed',
    });
    expect(toApiFailure(TRPCClientError.from(new Error('socket hang up'))).kind).toBe(
      'unreachable',
    );
  });

  it('reads the error envelope the API answers on /trpc before a procedure runs', () => {
    const limited = { code: 'rate_limited', field: '', message: 'Rate limit exceeded' };
    const err = TRPCClientError.from(new Error('Unable to transform response from server'), {
      meta: {
        response: new Response(null, { status: 429 }),
        responseJSON: { success: false, message: limited.message, errors: [limited] },
      },
    });
    expect(toApiFailure(err)).toMatchObject({
      kind: 'rejected',
      status: 429,
      code: 'rate_limited',
      beforeCall: true,
    });
    // A body that is not the API's (a proxy's page) still reads as unreachable.
    const foreign = TRPCClientError.from(new Error('Unable to transform response from server'), {
      meta: { response: new Response(null, { status: 502 }), responseJSON: { oops: true } },
    });
    expect(toApiFailure(foreign).kind).toBe('unreachable');
  });

  it('recognises a 401 as the end of the session', () => {
    expect(
      isUnauthenticated(
        toApiFailure(rejection(401, [{ code: 'invalid_token', field: '', message: 'no' }])),
      ),
    ).toBe(true);
    expect(
      isUnauthenticated(
        toApiFailure(rejection(403, [{ code: 'forbidden', field: '', message: 'no' }])),
      ),
    ).toBe(false);
  });
});
