// Reads each procedure's declared meta once, so the REST transport (success status), the
// OpenAPI document and the tests all work from the same facts.
import type { AnyRouter } from '@trpc/server';
import type { Meta } from './init.ts';

export interface ProcedureInfo {
  path: string;
  meta: Meta;
}

export function listProcedures(router: AnyRouter): ProcedureInfo[] {
  const procedures = router._def.procedures as Record<string, { _def: { meta?: Meta } }>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const meta = procedure._def.meta ?? {};
    if (meta.openapi && !meta.domain) throw new Error(`${path} has no meta.domain`);
    const needsPermission = meta.access === 'tenant' || meta.access === 'token_tenant';
    if (needsPermission && !meta.permission) {
      throw new Error(`${path} must declare meta.permission`);
    }
    return { path, meta };
  });
}
