// What every new tenant starts with: the three default roles and the built-in connectors.
import type { DbTx } from '../index.ts';
import { createBuiltinConnectors } from './builtin-connectors.ts';
import { createDefaultRoles, SYSTEM_ACTOR } from './permission-tree-seed.ts';

/** Provisions a new tenant; returns its default roles' ids by code. */
export async function provisionTenant(
  db: DbTx,
  tenantId: string,
  actor: object = SYSTEM_ACTOR,
): Promise<Record<string, string>> {
  const roles = await createDefaultRoles(db, tenantId, actor);
  await createBuiltinConnectors(db, tenantId, actor);
  return roles;
}
