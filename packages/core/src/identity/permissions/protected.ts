// The catalog entries the platform needs to run, kept in this one place. With these four a
// platform administrator can create any permission (identity.permissions.write), find it
// (identity.permissions.read), find a role (identity.roles.read) and give the permission to
// it (identity.roles.write). Writing the catalog itself needs identity.permissions.write,
// so once one of them, its sub-feature or its feature were deleted or inactive, nothing
// could ever create or restore any permission again. They are protected: their delete and
// their status change to inactive answer 409 in_use.
import { AppError } from '../../platform/errors/index.ts';

export const PLATFORM_PERMISSIONS: readonly string[] = [
  'identity.permissions.read',
  'identity.permissions.write',
  'identity.roles.read',
  'identity.roles.write',
];

/** `<feature>.<sub_feature>` of each protected permission. */
const PROTECTED_SUB_FEATURES = new Set(
  PLATFORM_PERMISSIONS.map((code) => code.split('.').slice(0, 2).join('.')),
);
const PROTECTED_FEATURES = new Set(PLATFORM_PERMISSIONS.map((code) => code.split('.')[0]!));

export const isProtectedPermission = (code: string) => PLATFORM_PERMISSIONS.includes(code);

export const isProtectedSubFeature = (featureCode: string, code: string) =>
  PROTECTED_SUB_FEATURES.has(`${featureCode}.${code}`);

export const isProtectedFeature = (code: string) => PROTECTED_FEATURES.has(code);

/**
 * 409 in_use for a protected entry, saying why. `code` is the entry's full code (a
 * sub-feature's is `<feature>.<sub_feature>`); `field` the input the refusal is about.
 */
export function protectedEntry(
  what: 'permission' | 'sub-feature' | 'feature',
  code: string,
  change: 'deleted' | 'deactivated',
  field: 'id' | 'status',
): AppError {
  const held = PLATFORM_PERMISSIONS.filter((p) => p.startsWith(`${code}.`));
  const why =
    what === 'permission'
      ? 'the platform needs it'
      : `it holds ${held.join(', ')}, which the platform needs`;
  return new AppError(
    'in_use',
    `The ${what} ${code} is protected and cannot be ${change}: ${why} to create permissions and give them to roles; without them none could ever be created or restored`,
    { field },
  );
}
