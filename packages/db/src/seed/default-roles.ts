// The three roles every new tenant gets.
import type { TreePermission } from './permission-tree.ts';

export interface DefaultRole {
  code: string;
  name: string;
  description: string;
  grants(permission: TreePermission): boolean;
}

export const DEFAULT_ROLES: readonly DefaultRole[] = [
  {
    code: 'admin',
    name: 'Administrator',
    description: 'Every permission of the tenant.',
    grants: () => true,
  },
  {
    code: 'editor',
    name: 'Editor',
    // Approval is a reviewer's decision, so editors write the catalog but do not approve.
    description: 'Reads everything, writes the catalog and runs jobs.',
    grants: (p) =>
      p.action === 'read' ||
      (p.action === 'write' && (p.featureCode === 'catalog' || p.featureCode === 'jobs')),
  },
  {
    code: 'viewer',
    name: 'Viewer',
    description: 'Reads everything.',
    grants: (p) => p.action === 'read',
  },
];
