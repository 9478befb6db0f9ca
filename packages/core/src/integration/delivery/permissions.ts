// What running a connection's export or import needs besides its job type's own permission
// (`jobs.exports.write` or `jobs.imports.write`, which the job runner checks): asked of the
// caller when the job starts, and asked again of the creator's grants of the moment when a
// worker runs it. A scheduled export acts as whoever last saved the connection, who needed
// only `integration.connections.write` to do so: without the second check, a schedule would
// send the products to a remote server on behalf of someone who may not read them, and a
// queued job would outlive a role taken away.
import type { PermissionCode } from '@pim/db';
import type { Principal } from '../../platform/access/index.ts';
import { IMPORT_PERMISSIONS, JobFailure } from '../../jobs/index.ts';
import type { ImportEntity } from '../../jobs/schemas.ts';

/** What a channel export needs besides `jobs.exports.write`. */
export const CONNECTION_EXPORT_PERMISSIONS = [
  'integration.connections.read',
  'catalog.products.read',
] as const satisfies readonly PermissionCode[];

/** What a connection's import of `entity` needs besides `jobs.imports.write`. */
export const connectionImportPermissions = (entity: ImportEntity): readonly PermissionCode[] => [
  'integration.connections.read',
  ...IMPORT_PERMISSIONS[entity],
];

/** In a worker: fails the job unless its creator still holds every one of `codes`. */
export function requireStillHeld(principal: Principal, codes: readonly string[]): void {
  const missing = codes.find((code) => !principal.permissions.has(code));
  if (missing) {
    throw new JobFailure(
      'forbidden',
      `${principal.name}, who started the job, no longer holds ${missing}`,
    );
  }
}
