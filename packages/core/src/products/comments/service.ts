// A product's comments: its discussion, read by whoever may read the product, written by whoever
// may change it. Comments are not product data: they change no value, no completeness and write
// no revision (the product's version and modified time stay). Only a comment's author deletes
// it: a comment is someone's words, and the console shows whose; nobody else takes them back.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { pageOf, type Page } from '../../platform/shared/index.ts';
import { productIsLive } from '../revisions/repository.ts';
import { toProductCommentDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  CreateProductCommentInput,
  ListProductCommentsInput,
  ProductCommentDto,
  ProductCommentIdInput,
} from './schemas.ts';

const liveProduct = async ({ db, tenantId }: TenantScope, productId: string) => {
  if (!(await productIsLive(db.prisma, tenantId, productId))) throw notFound('Product');
};

/** A page of a live product's comments, oldest first (the newest is the last one read). */
export async function listProductComments(
  scope: TenantScope,
  input: ListProductCommentsInput,
): Promise<Page<ProductCommentDto>> {
  await liveProduct(scope, input.productId);
  const { rows, total } = await repo.listComments(
    scope.db.prisma,
    scope.tenantId,
    input.productId,
    input.page,
    input.page_size,
  );
  return pageOf(rows.map(toProductCommentDto), input.page, input.page_size, total);
}

/** Adds a comment by the caller; a mentioned attribute must be a live one of the tenant. */
export async function createProductComment(
  scope: TenantScope,
  input: CreateProductCommentInput,
): Promise<ProductCommentDto> {
  return inTransaction(scope, async (tx) => {
    await liveProduct(tx, input.productId);
    const attributeId = input.attribute_id ?? null;
    if (attributeId && !(await repo.attributeIsLive(tx.db.prisma, tx.tenantId, attributeId))) {
      throw new AppError('invalid_reference', 'No attribute with this id in this tenant', {
        field: 'attribute_id',
      });
    }
    const row = await repo.createComment(
      tx.db.prisma,
      tx.tenantId,
      { productId: input.productId, body: input.body, attributeId },
      actorOf(tx.principal),
    );
    return toProductCommentDto(row);
  });
}

/** Deletes a comment for good; 403 forbidden to anyone but its author. */
export async function deleteProductComment(
  scope: TenantScope,
  input: ProductCommentIdInput,
): Promise<void> {
  await inTransaction(scope, async (tx) => {
    await liveProduct(tx, input.productId);
    const row = await repo.findComment(tx.db.prisma, tx.tenantId, input.productId, input.id);
    if (!row) throw notFound('Comment');
    const author = toProductCommentDto(row).created_by;
    const caller = actorOf(tx.principal);
    if (!author || author.id !== caller.id || author.type !== caller.type) {
      throw new AppError('forbidden', 'Only the author of a comment can delete it');
    }
    await repo.deleteComment(tx.db.prisma, tx.tenantId, input.id);
  });
}
