// What the product family, family attribute and variant family tests share: catalog rows of a
// tenant made with the seed's factories, the paths of the nested operations, and the family
// attribute calls.
import type { Db } from '@pim/db';
import {
  addFamilyAttribute,
  createAttribute,
  createCategoryTree,
  createChannel,
  createProductFamily,
} from '@pim/db/seed';
import type { CatalogWorld } from './catalog.ts';
import type { Request } from './server.ts';

type AttributeOptions = NonNullable<Parameters<typeof createAttribute>[2]>;

export const familyPath = (familyId: string) => `/v1/product-families/${familyId}`;
export const attributesPath = (familyId: string) => `${familyPath(familyId)}/attributes`;
export const variantFamiliesPath = (familyId: string) => `${familyPath(familyId)}/variant-families`;

/** A row as answers name it: id, code and name. */
export const ref = (row: { id: string; code: string; name: string }) => ({
  id: row.id,
  code: row.code,
  name: row.name,
});

/** A family's attributes as home's editor sends them, and as they are stored. */
export function familyAttributeCalls(request: Request, w: CatalogWorld, db: Db) {
  return {
    post: (familyId: string, attributes: unknown) =>
      request('POST', attributesPath(familyId), w.asEditor({ attributes })),
    patch: (familyId: string, attributes: unknown) =>
      request('PATCH', attributesPath(familyId), w.asEditor({ attributes })),
    remove: (familyId: string, attributeId: string) =>
      request('DELETE', `${attributesPath(familyId)}/${attributeId}`, w.asEditor()),
    stored: (familyId: string) => storedFamilyAttributes(db, familyId),
  };
}

/** Factories bound to one tenant. */
export function catalogOf(db: Db, tenantId: string) {
  return {
    attribute: (type: AttributeOptions['type'] = 'text', options: AttributeOptions = {}) =>
      createAttribute(db, tenantId, { type, ...options }),
    family: () => createProductFamily(db, tenantId),
    async channel() {
      return createChannel(db, await createCategoryTree(db, tenantId));
    },
    /** A family holding these attributes (no channel, nothing mandatory). */
    async familyWith(...attributes: { id: string }[]) {
      const family = await createProductFamily(db, tenantId);
      for (const attribute of attributes) await addFamilyAttribute(db, family, attribute.id);
      return family;
    },
  };
}

/** The family's stored attribute rows: attribute id -> flags and channel ids (sorted). */
export async function storedFamilyAttributes(db: Db, familyId: string) {
  const rows = await db.familyAttribute.findMany({
    where: { familyId },
    include: { channels: true },
  });
  return Object.fromEntries(
    rows.map((r) => [
      r.attributeId,
      {
        isMandatory: r.isMandatory,
        isOverridable: r.isOverridable,
        channels: r.channels.map((c) => c.channelId).sort(),
      },
    ]),
  );
}
