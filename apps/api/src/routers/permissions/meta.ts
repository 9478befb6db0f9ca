// The catalog's operations share their credentials: reads need identity.permissions.read in
// the token tenant; writes need a platform administrator who also holds
// identity.permissions.write (tenant roles can hold permissions but not change the catalog).
import type { Meta } from '../../trpc/init.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function permissionTreeMeta(tag: string, permission: 'read' | 'write') {
  return (method: Method, path: `/${string}`, summary: string): Meta => ({
    domain: 'identity',
    permission: `identity.permissions.${permission}`,
    openapi: { method, path, tags: [tag], summary },
  });
}
