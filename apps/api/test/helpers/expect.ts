// Assertions on answers shared by the test files: the error envelope of either transport.
import { expect } from 'vitest';
import type { Answer, Request } from './server.ts';

/** A /v1 error envelope with this status and an error of this code (on `field`, if given). */
export function expectError(answer: Answer, status: number, code: string, field?: string) {
  const detail = `${answer.status} ${answer.text}`;
  if (answer.status !== status) throw new Error(`expected ${status} ${code}, got ${detail}`);
  if (answer.body?.success !== false || typeof answer.body.message !== 'string') {
    throw new Error(`not an error envelope: ${detail}`);
  }
  const match = answer.body.errors?.find(
    (e: { code: string; field: string }) =>
      e.code === code && (field === undefined || e.field === field),
  );
  if (!match)
    throw new Error(`expected error ${code}${field ? ` on ${field}` : ''}, got ${detail}`);
}

/** A tRPC error answer with the contract's status and error code. */
export function expectTrpcError(answer: Answer, status: number, code: string, field?: string) {
  expect(answer.status, answer.text).toBe(status);
  const errors = answer.body?.error?.data?.errors as { code: string; field: string }[];
  expect(errors, answer.text).toContainEqual(
    expect.objectContaining(field === undefined ? { code } : { code, field }),
  );
}

/**
 * A delete raced a request naming the deleted record on `field`: the delete won (the request
 * refused, 400 invalid_reference) or lost (409 `conflict`, the request served), never both.
 * Returns both answers as a message for further checks.
 */
export function expectOneWinner(
  removal: Answer,
  taker: Answer,
  field: string,
  conflict = 'in_use',
) {
  const story = `delete ${removal.status} ${removal.text} / other ${taker.status} ${taker.text}`;
  if (removal.status === 200) {
    expectError(taker, 400, 'invalid_reference', field);
  } else {
    expect(taker.status, story).toBe(200);
    expectError(removal, 409, conflict);
  }
  return story;
}

/** Logging in with this password fails (the password was not taken over). */
export async function expectLoginRefused(
  request: Request,
  email: string,
  password: string,
): Promise<void> {
  const answer = await request('POST', '/v1/auth/login', {
    body: { client_id: 'pim-api', email, password },
  });
  expect(answer.status, answer.text).toBe(401);
}

/** The fields of a user answer. */
export const USER_KEYS = [
  'created_at',
  'created_by',
  'email',
  'id',
  'last_login_at',
  'modified_at',
  'modified_by',
  'name',
  'roles',
  'status',
].sort();
