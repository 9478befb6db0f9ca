// Demo data for a fresh installation: one organization with two tenants, a platform
// administrator in both and an editor in the first. Skipped when the organization exists.
import type { Db } from '../index.ts';
import { createDefaultRoles, ensurePermissionTree, SYSTEM_ACTOR } from './permission-tree-seed.ts';

export const DEMO_CREDENTIALS = {
  admin: { email: 'admin@pim.local', password: 'admin-demo-pass', name: 'Ada Admin' },
  editor: { email: 'editor@pim.local', password: 'editor-demo-pass', name: 'Eddie Editor' },
} as const;

export interface SeedOptions {
  hashPassword(password: string): Promise<string>;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ created: boolean }> {
  await ensurePermissionTree(db);
  if (await db.organization.findUnique({ where: { code: 'demo' } })) return { created: false };

  const [adminHash, editorHash] = await Promise.all([
    options.hashPassword(DEMO_CREDENTIALS.admin.password),
    options.hashPassword(DEMO_CREDENTIALS.editor.password),
  ]);
  await db.$transaction(async (tx) => {
    const actor = SYSTEM_ACTOR;
    const org = await tx.organization.create({
      data: { code: 'demo', name: 'Demo Organization', createdBy: actor, modifiedBy: actor },
    });
    const tenant = (code: string, name: string) =>
      tx.tenant.create({
        data: {
          organizationId: org.id,
          code,
          name,
          contactEmail: 'catalog@pim.local',
          createdBy: actor,
          modifiedBy: actor,
        },
      });
    const eu = await tenant('demo-eu', 'Demo EU');
    const us = await tenant('demo-us', 'Demo US');
    const euRoles = await createDefaultRoles(tx, eu.id);
    const usRoles = await createDefaultRoles(tx, us.id);

    const admin = await tx.user.create({
      data: {
        organizationId: org.id,
        email: DEMO_CREDENTIALS.admin.email,
        name: DEMO_CREDENTIALS.admin.name,
        passwordHash: adminHash,
        isPlatformAdmin: true,
        createdBy: actor,
        modifiedBy: actor,
      },
    });
    const editor = await tx.user.create({
      data: {
        organizationId: org.id,
        email: DEMO_CREDENTIALS.editor.email,
        name: DEMO_CREDENTIALS.editor.name,
        passwordHash: editorHash,
        createdBy: actor,
        modifiedBy: actor,
      },
    });
    const member = (userId: string, tenantId: string, roleId: string, isDefault: boolean) =>
      tx.tenantMembership.create({
        data: {
          userId,
          tenantId,
          isDefault,
          createdBy: actor,
          modifiedBy: actor,
          roles: { create: [{ roleId, createdBy: actor }] },
        },
      });
    await member(admin.id, eu.id, euRoles.admin!, true);
    await member(admin.id, us.id, usRoles.admin!, false);
    await member(editor.id, eu.id, euRoles.editor!, true);
  });
  return { created: true };
}
