// Recording a change to a product: completeness brought up to date, then one revision with
// the whole state after the change and what changed since the previous revision.
// (Filled in by the revisions work; see products/change.ts for the contract.)
import type { TenantScope } from '../access/principal.ts';
import type { ChangeOptions } from '../products/change.ts';

/**
 * Called inside the change's transaction, after the change, with the product locked: brings
 * its completeness up to date and writes one revision when its state differs from the latest
 * revision's snapshot (none otherwise).
 */
export async function recordProductChange(
  scope: TenantScope,
  productId: string,
  options: ChangeOptions,
): Promise<void> {
  void scope;
  void productId;
  void options;
}
