// Everything a request could change about one tenant, read straight from the database: the
// tenant and its organization, its roles with their grants and holders, its members with
// every membership, session and refresh token they have anywhere, its service accounts and
// API keys, and its whole catalog (trees, categories, channels and their locales, attribute
// groups, attributes and options, families with their attributes and variant families,
// products with their variants, completeness, revisions, unique values and comments, assets,
// saved product views), its
// connectors with their schemas and schema attributes, and its connections with their category
// mappings, and its export profiles. Two equal snapshots mean nothing of the tenant was written in between.
import type { Db } from '@pim/db';

export async function tenantSnapshot(db: Db, tenantId: string): Promise<string> {
  const byId = { orderBy: { id: 'asc' as const } };
  const [tenant, roles, users, accounts, keys, catalog, connectors] = await Promise.all([
    db.tenant.findUniqueOrThrow({
      where: { id: tenantId },
      include: { organization: { include: { tenants: byId } } },
    }),
    db.role.findMany({
      where: { tenantId },
      include: {
        permissions: { orderBy: { permissionId: 'asc' } },
        memberships: { orderBy: { membershipId: 'asc' } },
        serviceAccounts: { orderBy: { serviceAccountId: 'asc' } },
      },
      ...byId,
    }),
    db.user.findMany({
      where: { memberships: { some: { tenantId } } },
      include: {
        memberships: { include: { roles: { orderBy: { roleId: 'asc' } } }, ...byId },
        sessions: { include: { refreshTokens: byId }, ...byId },
      },
      ...byId,
    }),
    db.serviceAccount.findMany({
      where: { tenantId },
      include: { roles: { orderBy: { roleId: 'asc' } } },
      ...byId,
    }),
    db.apiKey.findMany({ where: { tenantId }, ...byId }),
    catalogSnapshot(db, tenantId),
    db.connector.findMany({
      where: { tenantId },
      include: {
        schemas: { ...byId, include: { attributes: { orderBy: { position: 'asc' } } } },
      },
      ...byId,
    }),
  ]);
  const integration = await integrationSnapshot(db, tenantId);
  const exportProfiles = await db.exportProfile.findMany({ where: { tenantId }, ...byId });
  // Sizes of assets are bigint, which JSON does not take as such.
  return JSON.stringify(
    { tenant, roles, users, accounts, keys, catalog, connectors, integration, exportProfiles },
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
}

function catalogSnapshot(db: Db, tenantId: string) {
  const byId = { where: { tenantId }, orderBy: { id: 'asc' as const } };
  return Promise.all([
    db.categoryTree.findMany(byId),
    db.category.findMany({ ...byId, include: { products: { orderBy: { productId: 'asc' } } } }),
    db.channel.findMany({ ...byId, include: { locales: { orderBy: { localeId: 'asc' } } } }),
    db.attributeGroup.findMany(byId),
    db.attribute.findMany({ ...byId, include: { options: { orderBy: { id: 'asc' } } } }),
    db.productFamily.findMany({
      ...byId,
      include: {
        attributes: {
          orderBy: { attributeId: 'asc' },
          include: { channels: { orderBy: { channelId: 'asc' } } },
        },
        variantFamilies: { orderBy: { id: 'asc' }, include: { axes: { orderBy: { id: 'asc' } } } },
      },
    }),
    db.product.findMany({
      ...byId,
      include: {
        variants: { orderBy: { id: 'asc' } },
        completenessRows: { orderBy: [{ channelId: 'asc' }, { localeCode: 'asc' }] },
        revisions: { orderBy: { revisionNumber: 'asc' } },
        uniqueValues: { orderBy: [{ attributeId: 'asc' }, { valueHash: 'asc' }] },
      },
    }),
    db.asset.findMany(byId),
    db.productView.findMany(byId),
    db.productComment.findMany(byId),
  ]);
}

function integrationSnapshot(db: Db, tenantId: string) {
  const byId = { where: { tenantId }, orderBy: { id: 'asc' as const } };
  return Promise.all([db.connection.findMany(byId), db.categoryMapping.findMany(byId)]);
}
