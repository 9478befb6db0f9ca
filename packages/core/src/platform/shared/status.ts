// Status changes: setting the current status again is a no-op; any move not listed is 409
// invalid_transition.
import { AppError } from '../errors/index.ts';

export type Moves<S extends string> = Partial<Record<S, readonly S[]>>;

export const ACTIVE_INACTIVE: Moves<'active' | 'inactive'> = {
  active: ['inactive'],
  inactive: ['active'],
};

/** True when the status must change; false for a no-op; throws for a refused move. */
export function checkTransition<S extends string>(moves: Moves<S>, from: S, to: S): boolean {
  if (from === to) return false;
  if (!moves[from]?.includes(to)) {
    throw new AppError('invalid_transition', `Cannot change status from ${from} to ${to}`, {
      field: 'status',
    });
  }
  return true;
}
