// Reading a product's revisions: newest first, the latest, one. Every change writes its revision
// through products/change.ts (record.ts); a restore is restore.ts.
import type { TenantScope } from '../../platform/access/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { pageOf, type Page } from '../../platform/shared/index.ts';
import { readRevisionSnapshot } from './chain-sql.ts';
import { toProductRevisionDto, toProductRevisionWithSnapshotDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  LatestProductRevisionInput,
  ListProductRevisionsInput,
  ProductRevisionDto,
  ProductRevisionIdInput,
  ProductRevisionWithSnapshotDto,
} from './schemas.ts';

export { restoreProductRevision } from './restore.ts';

export async function listProductRevisions(
  { db, tenantId }: TenantScope,
  input: ListProductRevisionsInput,
): Promise<Page<ProductRevisionDto>> {
  if (!(await repo.productIsLive(db.prisma, tenantId, input.id))) throw notFound('Product');
  const { rows, total } = await repo.listRevisions(db.prisma, tenantId, input);
  return pageOf(rows.map(toProductRevisionDto), input.page, input.page_size, total);
}

/** The latest revision; 404 for a product that is not live in the tenant (or has none). */
export async function getLatestProductRevision(
  { db, tenantId }: TenantScope,
  input: LatestProductRevisionInput,
): Promise<ProductRevisionWithSnapshotDto> {
  const row = await repo.findRevision(db.prisma, tenantId, input.id);
  const snapshot =
    row && (await readRevisionSnapshot(db.sql, tenantId, input.id, row.revisionNumber));
  if (!row || !snapshot) throw notFound('Product');
  return toProductRevisionWithSnapshotDto(row, snapshot);
}

export async function getProductRevision(
  { db, tenantId }: TenantScope,
  input: ProductRevisionIdInput,
): Promise<ProductRevisionWithSnapshotDto> {
  const row = await repo.findRevision(db.prisma, tenantId, input.id, input.revisionId);
  const snapshot =
    row && (await readRevisionSnapshot(db.sql, tenantId, input.id, row.revisionNumber));
  if (!row || !snapshot) throw notFound('Product revision');
  return toProductRevisionWithSnapshotDto(row, snapshot);
}
