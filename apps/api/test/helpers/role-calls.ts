// The calls every role test file makes in a TENANT_STAFF world: requests as `home`'s
// administrator or viewer, a role made over the API, permission ids by code.
import { expect } from 'vitest';
import { permissionIds, uniqueCode } from './factories.ts';
import type { TenantWorld } from './world.ts';

type Staff = TenantWorld<'home', 'admin' | 'viewer', never>;

export function roleCalls(w: Staff) {
  const asAdmin = (body?: unknown) => w.as('admin', body);
  const asViewer = (body?: unknown) => w.as('viewer', body);
  async function createRole(body: Record<string, unknown> = {}) {
    const answer = await w.request(
      'POST',
      '/v1/roles',
      asAdmin({ code: uniqueCode('role'), name: 'A role', ...body }),
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data;
  }
  return {
    asAdmin,
    asViewer,
    createRole,
    permissionIds: (...codes: string[]) => permissionIds(w.db, codes),
  };
}
