// The catalog rows the cross-tenant matrix names: one record of each catalog kind in a tenant
// (a product with a variant, a revision and a comment, an uploaded asset), linked as a real catalog is.
import { randomUUID } from 'node:crypto';
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
  const comment = await db.productComment.create({
    data: { tenantId, productId: product.id, body: 'A comment', createdBy: SYSTEM_ACTOR },
  });
  // An import file (a header its column preview reads), and an export that ended with an
  // artifact.
  const fileKey = `${tenantId}/${randomUUID()}`;
  await server.jobs.files.storage.put(fileKey, Buffer.from('code\n'));
  const file = await db.jobFile.create({
    data: {
      tenantId,
      purpose: 'import',
      filename: 'products.csv',
      contentType: 'text/csv',
      sizeBytes: 5,
      sha256: '0'.repeat(64),
      storageKey: fileKey,
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  const artifactKey = `${tenantId}/${randomUUID()}`;
  await server.jobs.files.storage.put(artifactKey, Buffer.from('code\n'));
  const artifact = await db.jobFile.create({
    data: {
      tenantId,
      purpose: 'artifact',
      filename: 'export.csv',
      contentType: 'text/csv',
      sizeBytes: 5,
      sha256: '0'.repeat(64),
      storageKey: artifactKey,
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  const job = await db.job.create({
    data: {
      tenantId,
      type: 'export',
      entity: 'products',
      status: 'completed',
      options: { format: 'csv' },
      principal: { kind: 'user', id: product.id, name: 'x', permissions: [], roles: [] },
      artifactFileId: artifact.id,
    },
  });
  // A saved view, owned by the token's caller.
  const view = await fetch(`${server.baseUrl}/v1/product-views`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-tenant-id': tenantId,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'Drafts', query: 'status=draft' }),
  });
  const viewText = await view.text();
  const productView = dataOf({
    status: view.status,
    headers: view.headers,
    body: JSON.parse(viewText),
    text: viewText,
  }) as { id: string };
  // An import that ended with a failed record, its file kept (its failed records download).
  const importKey = `${tenantId}/${randomUUID()}`;
  await server.jobs.files.storage.put(importKey, Buffer.from('code,family\nx,nofamily\n'));
  const importFile = await db.jobFile.create({
    data: {
      tenantId,
      purpose: 'import',
      filename: 'products.csv',
      contentType: 'text/csv',
      sizeBytes: 23,
      sha256: '0'.repeat(64),
      storageKey: importKey,
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  const importJob = await db.job.create({
    data: {
      tenantId,
      type: 'import',
      entity: 'products',
      status: 'completed',
      total: 1,
      processed: 1,
      failed: 1,
      options: { format: 'csv', mode: 'upsert', dry_run: false },
      fileId: importFile.id,
      principal: { kind: 'user', id: product.id, name: 'x', permissions: [], roles: [] },
      items: {
        create: {
          index: 0,
          key: 'x',
          status: 'failed',
          errors: [{ code: 'invalid_reference', field: 'family', message: 'No family nofamily' }],
        },
      },
    },
  });
  const exportProfile = await db.exportProfile.create({
    data: { tenantId, name: `Profile ${randomUUID()}`, entity: 'families', format: 'csv' },
  });
  return {
    productView: productView.id,
    importJob: importJob.id,
    exportProfile: exportProfile.id,
    product: product.id,
    variant: variant.id,
    revision: revision.id,
    comment: comment.id,
    categoryTree: sample.tree.id,
    category: sample.category.id,
    channel: sample.channel.id,
    attributeGroup: sample.group.id,
    attribute: sample.attribute.id,
    option: sample.option.id,
    family: sample.family.id,
    variantFamily: sample.variantFamily.id,
    asset: asset.id,
    job: job.id,
    file: file.id,
  };
}
