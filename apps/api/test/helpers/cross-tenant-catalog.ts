// The catalog rows the cross-tenant matrix names: one record of each catalog kind in a tenant
// (a product with a variant and a revision, an uploaded asset), linked as a real catalog is.
import { recordLoadedProducts } from '@pim/core';
import { createCatalogSample, createProduct, SYSTEM_ACTOR } from '@pim/db/seed';
import { dataOf } from './catalog.ts';
import type { TestServer } from './server.ts';
import { png, upload } from './variants.ts';

export async function catalogRowsOf(server: TestServer, tenantId: string, token: string) {
  const db = server.db;
  const sample = await createCatalogSample(db, tenantId);
  // Uploaded, so its content can be read.
  const uploaded = await upload(server.baseUrl, png(2, 3), {
    filename: 'a.png',
    token,
    tenant: tenantId,
  });
  const asset = dataOf(uploaded) as { id: string };
  const product = await createProduct(db, sample.family, {
    variantFamilyId: sample.variantFamily.id,
    categoryIds: [sample.category.id],
  });
  const variant = await db.variant.create({
    data: {
      tenantId,
      productId: product.id,
      sku: `${product.code}_v`,
      axisKey: `${sample.attribute.id}=${sample.option.code}`,
      rawValues: {
        [sample.attribute.id]: { $default: { $default: { value: sample.option.code } } },
      },
    },
  });
  await recordLoadedProducts(server.database, tenantId, [product.id], {
    source: 'import',
    actor: SYSTEM_ACTOR,
  });
  const revision = await db.productRevision.findFirstOrThrow({
    where: { productId: product.id },
  });
  return {
    product: product.id,
    variant: variant.id,
    revision: revision.id,
    categoryTree: sample.tree.id,
    category: sample.category.id,
    channel: sample.channel.id,
    attributeGroup: sample.group.id,
    attribute: sample.attribute.id,
    option: sample.option.id,
    family: sample.family.id,
    variantFamily: sample.variantFamily.id,
    asset: asset.id,
  };
}
