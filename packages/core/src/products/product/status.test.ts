import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { checkStatusMove, PRODUCT_STATUS_MOVES } from './status.ts';

const caller = (...permissions: string[]) => ({
  principal: { permissions: new Set(permissions) } as unknown as Principal,
});
const writer = caller('catalog.products.write');
const approver = caller('catalog.products.write', 'catalog.products.approve');

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : 'other';
  }
  return 'ok';
};

describe('checkStatusMove', () => {
  it('allows exactly the moves of the product and variant move table', () => {
    expect(PRODUCT_STATUS_MOVES).toEqual({
      draft: ['in_review', 'archived'],
      in_review: ['approved', 'draft', 'archived'],
      approved: ['draft', 'archived'],
      archived: ['draft'],
    });
    expect(checkStatusMove('draft', 'in_review', writer)).toBe(true);
    expect(checkStatusMove('archived', 'archived', writer)).toBe(false);
    expect(codeOf(() => checkStatusMove('draft', 'approved', approver))).toBe(
      '409 invalid_transition',
    );
    expect(codeOf(() => checkStatusMove('archived', 'in_review', approver))).toBe(
      '409 invalid_transition',
    );
  });

  it('needs catalog.products.approve to move to approved, not to stay there', () => {
    expect(codeOf(() => checkStatusMove('in_review', 'approved', writer))).toBe('403 forbidden');
    expect(checkStatusMove('in_review', 'approved', approver)).toBe(true);
    expect(checkStatusMove('approved', 'approved', writer)).toBe(false);
  });
});
