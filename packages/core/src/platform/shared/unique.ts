// A unique violation that slips past a service's own duplicate check (two concurrent
// creates) still answers 409 already_exists naming the field, not the generic message.
import { AppError, isUniqueViolation } from '../errors/index.ts';

export async function withUniqueField<T>(
  field: string,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('already_exists', message, { field, cause: error });
    }
    throw error;
  }
}
