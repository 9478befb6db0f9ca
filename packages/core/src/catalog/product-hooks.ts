// What a catalog change does to products. Products depend on the catalog, never the reverse,
// so the catalog does not call into products: the products context registers these hooks
// when it loads (products/index.ts), and a catalog service calls them inside its own
// transaction, so the products' side commits or rolls back with the catalog change.
import type { Database } from '@pim/db';
import type { TenantScope } from '../platform/access/index.ts';

export interface ProductHooks {
  /** A channel was created, deleted, or changed its locales or status: its completeness. */
  channelChanged(db: Database, tenantId: string, channelId: string): Promise<void>;
  /** A family's requirements changed (attributes added, changed or removed). */
  familyRequirementsChanged(db: Database, tenantId: string, familyId: string): Promise<void>;
  /** A category is being deleted: it leaves every product that holds it, one revision each. */
  categoryRemoved(scope: TenantScope, categoryId: string): Promise<void>;
  /**
   * The products and variants (codes, skus; at most `limit` of each) whose values name an
   * option: an option they use is not deleted.
   */
  optionUses(
    db: Database,
    tenantId: string,
    option: { attributeId: string; code: string },
    limit: number,
  ): Promise<{ products: string[]; variants: string[] }>;
}

let registered: ProductHooks | undefined;

export function registerProductHooks(hooks: ProductHooks): void {
  registered = hooks;
}

/** The registered hooks; a catalog change with no products context loaded is a wiring bug. */
export function productHooks(): ProductHooks {
  if (!registered) {
    throw new Error('The products context has not registered its catalog hooks: import @pim/core');
  }
  return registered;
}
