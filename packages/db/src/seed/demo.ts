// Demo data for a fresh installation: one organization with two tenants, a platform
// administrator in both and an editor in the first, and a small catalog structure in the
// first (demo-catalog.ts), built with the factories the tests use, its products with pictures
// (demo-pictures.ts). Skipped when the organization exists.
import type { Db } from '../index.ts';
import { DEMO_LOOKS, seedDemoCatalog, type DemoPictures } from './demo-catalog.ts';
import { drawDemoPictures, type DemoPicture } from './demo-pictures.ts';
import { createOrganization, createTenant, createUser } from './factories.ts';
import { ensurePermissionTree, SYSTEM_ACTOR } from './permission-tree-seed.ts';

export const DEMO_CREDENTIALS = {
  admin: { email: 'admin@pim.local', password: 'admin-demo-pass', name: 'Ada Admin' },
  editor: { email: 'editor@pim.local', password: 'editor-demo-pass', name: 'Eddie Editor' },
} as const;

export interface SeedOptions {
  hashPassword(password: string): Promise<string>;
  /**
   * Called after the demo data is committed with the demo products (written as rows): the
   * caller, which can reach the product rules, computes their completeness and first revision.
   */
  afterProducts?(tenantId: string, productIds: string[]): Promise<void>;
  /**
   * Stores a demo picture as an asset of the tenant, uploaded by `uploader`, the way an upload
   * is stored (the caller reaches the asset rules); the asset's id. Without it the demo
   * products have no pictures.
   */
  storeAsset?(
    tenantId: string,
    uploader: { id: string; name: string },
    file: DemoPicture,
  ): Promise<string>;
}

/**
 * The demo seed is one transaction of a few hundred statements: well under a second alone, but
 * Prisma's default 5 s limit was seen to pass on a loaded 2-core machine (a CI run beside other
 * test suites), which rolls it back half-way.
 */
const SEED_TRANSACTION = { timeout: 60_000, maxWait: 10_000 };

export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ created: boolean }> {
  await ensurePermissionTree(db);
  if (await db.organization.findUnique({ where: { code: 'demo' } })) return { created: false };

  const [adminHash, editorHash] = await Promise.all([
    options.hashPassword(DEMO_CREDENTIALS.admin.password),
    options.hashPassword(DEMO_CREDENTIALS.editor.password),
  ]);
  // Drawn while the catalog is written (sharp works in its own threads).
  const drawing = options.storeAsset ? drawDemoPictures(DEMO_LOOKS) : undefined;
  drawing?.catch(() => undefined); // awaited below; a failed seed must not leave it unhandled
  const demoProducts = await db.$transaction(async (tx) => {
    const actor = SYSTEM_ACTOR;
    const org = await createOrganization(tx, { code: 'demo', name: 'Demo Organization', actor });
    const tenant = (code: string, name: string) =>
      createTenant(tx, org.id, { code, name, contactEmail: 'catalog@pim.local', actor });
    const eu = await tenant('demo-eu', 'Demo EU');
    const us = await tenant('demo-us', 'Demo US');
    const { admin, editor } = DEMO_CREDENTIALS;
    const adminUser = await createUser(tx, {
      organizationId: org.id,
      email: admin.email,
      name: admin.name,
      passwordHash: adminHash,
      isPlatformAdmin: true,
      actor,
      memberships: [
        { tenantId: eu.id, roleIds: [eu.roles.admin], isDefault: true },
        { tenantId: us.id, roleIds: [us.roles.admin], isDefault: false },
      ],
    });
    await createUser(tx, {
      organizationId: org.id,
      email: editor.email,
      name: editor.name,
      passwordHash: editorHash,
      actor,
      memberships: [{ tenantId: eu.id, roleIds: [eu.roles.editor], isDefault: true }],
    });
    const { productIds, pictures } = await seedDemoCatalog(tx, eu.id, actor);
    return { tenantId: eu.id, productIds, pictures, admin: adminUser };
  }, SEED_TRANSACTION);
  if (options.storeAsset && drawing) {
    const { tenantId, pictures, admin } = demoProducts;
    const uploader = { id: admin.id, name: admin.name };
    const drawn = await drawing;
    await addDemoPictures(db, tenantId, pictures, (code) =>
      options.storeAsset!(tenantId, uploader, drawn.get(code)!),
    );
  }
  // After the pictures: the first revision and the completeness count them.
  await options.afterProducts?.(demoProducts.tenantId, demoProducts.productIds);
  return { created: true };
}

/**
 * Stores each demo product's picture as an asset and sets it as the product's picture value
 * (one statement for all of them).
 */
async function addDemoPictures(
  db: Db,
  tenantId: string,
  pictures: DemoPictures,
  store: (code: string) => Promise<string>,
): Promise<void> {
  const assetIds = await Promise.all(pictures.products.map((product) => store(product.code)));
  const productIds = pictures.products.map((p) => p.id);
  await db.$executeRaw`
    UPDATE products p
       SET raw_values = p.raw_values || jsonb_build_object(
             ${pictures.attributeId}::text,
             jsonb_build_object('$default', jsonb_build_object('$default',
               jsonb_build_object('value', picture.asset_id))))
      FROM unnest(${productIds}::uuid[], ${assetIds}::text[]) AS picture (product_id, asset_id)
     WHERE p.tenant_id = ${tenantId}::uuid AND p.id = picture.product_id`;
}
