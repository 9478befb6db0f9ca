import { describe, expect, it } from 'vitest';
import {
  isProtectedFeature,
  isProtectedPermission,
  isProtectedSubFeature,
  PLATFORM_PERMISSIONS,
  protectedEntry,
} from './protected.ts';

describe('the protected catalog entries', () => {
  it('are the four permissions the platform needs, their sub-features and their feature', () => {
    expect([...PLATFORM_PERMISSIONS].sort()).toEqual([
      'identity.permissions.read',
      'identity.permissions.write',
      'identity.roles.read',
      'identity.roles.write',
    ]);
    expect(isProtectedPermission('identity.permissions.write')).toBe(true);
    expect(isProtectedPermission('identity.users.write')).toBe(false);
    expect(isProtectedSubFeature('identity', 'permissions')).toBe(true);
    expect(isProtectedSubFeature('identity', 'roles')).toBe(true);
    expect(isProtectedSubFeature('identity', 'users')).toBe(false);
    // Codes are per feature: another feature's `roles` sub-feature is not the platform's.
    expect(isProtectedSubFeature('catalog', 'roles')).toBe(false);
    expect(isProtectedFeature('identity')).toBe(true);
    expect(isProtectedFeature('catalog')).toBe(false);
  });

  it('are refused with 409 in_use saying why', () => {
    const refusal = protectedEntry('sub-feature', 'identity.roles', 'deactivated', 'status');
    expect(refusal).toMatchObject({ code: 'in_use', status: 409 });
    expect(refusal.details[0]?.field).toBe('status');
    expect(refusal.message).toContain('identity.roles is protected and cannot be deactivated');
    expect(refusal.message).toContain('identity.roles.read, identity.roles.write');
    const permission = protectedEntry('permission', 'identity.roles.write', 'deleted', 'id');
    expect(permission.message).toContain('the platform needs it');
  });
});
