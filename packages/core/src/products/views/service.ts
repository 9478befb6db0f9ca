// Saved product views: the product grid's query string under a name, per caller and tenant.
// A view is its owner's preference, so another principal's view answers exactly as one that
// does not exist (404), and a repeated name is 409 on `name` (the unique index decides, so two
// concurrent saves of one name cannot both succeed).
import { inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { iso, withUniqueField } from '../../platform/shared/index.ts';
import * as repo from './repository.ts';
import {
  PRODUCT_VIEWS_MAX,
  type CreateProductViewInput,
  type ProductViewDto,
  type ProductViewIdInput,
  type ProductViewListDto,
  type UpdateProductViewInput,
} from './schemas.ts';

const WHAT = 'Product view';
const duplicate = (name: string) => `You already have a view named ${name}`;

const toDto = (row: repo.ProductViewRow): ProductViewDto => ({
  id: row.id,
  name: row.name,
  query: row.query,
  created_at: iso(row.createdAt),
  modified_at: iso(row.modifiedAt),
});

export async function listProductViews({
  db,
  tenantId,
  principal,
}: TenantScope): Promise<ProductViewListDto> {
  const rows = await repo.listViews(db.prisma, tenantId, repo.ownerOf(principal));
  return { items: rows.map(toDto) };
}

export function createProductView(
  scope: TenantScope,
  input: CreateProductViewInput,
): Promise<ProductViewDto> {
  const owner = repo.ownerOf(scope.principal);
  return inTransaction(scope, async ({ db, tenantId }) => {
    // Counted in the same transaction as the insert: the cap keeps the list one answer.
    if ((await repo.countViews(db.prisma, tenantId, owner)) >= PRODUCT_VIEWS_MAX) {
      throw new AppError(
        'out_of_range',
        `You already have ${PRODUCT_VIEWS_MAX} views, the most one may keep: delete one first`,
        { field: 'name' },
      );
    }
    const row = await withUniqueField('name', duplicate(input.name), () =>
      repo.createView(db.prisma, tenantId, owner, input),
    );
    return toDto(row);
  });
}

export async function updateProductView(
  { db, tenantId, principal }: TenantScope,
  { id, ...data }: UpdateProductViewInput,
): Promise<ProductViewDto> {
  const owner = repo.ownerOf(principal);
  const row = await withUniqueField('name', duplicate(data.name ?? ''), () =>
    repo.updateView(db.prisma, tenantId, owner, id, data),
  );
  if (!row) throw notFound(WHAT);
  return toDto(row);
}

export async function deleteProductView(
  { db, tenantId, principal }: TenantScope,
  { id }: ProductViewIdInput,
): Promise<void> {
  if (!(await repo.deleteView(db.prisma, tenantId, repo.ownerOf(principal), id))) {
    throw notFound(WHAT);
  }
}
