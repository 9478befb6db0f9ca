// What a product's new revision tells webhooks: `product.updated` for every revision (its first
// one included: the product was created), and `product.published` when it moved to approved
// (or was created approved). Both keyed by the product, so a receiver gets them in order.
import type { OutboxEvent } from '../../platform/outbox/index.ts';

/** A changed product's paths beyond this many are counted, not listed. */
const MAX_PATHS = 200;

export interface RevisionFacts {
  productId: string;
  code: string;
  status: string;
  /** Its status at the previous revision (null: it is new). */
  previousStatus: string | null;
  revisionNumber: number;
  source: string;
  /** The revision summary's paths. */
  changedPaths: readonly string[];
}

export function productEvents(facts: RevisionFacts): OutboxEvent[] {
  const key = `product:${facts.productId}`;
  const product = { id: facts.productId, code: facts.code, status: facts.status };
  const paths = facts.changedPaths;
  const events: OutboxEvent[] = [
    {
      type: 'product.updated',
      key,
      data: {
        product,
        action: facts.previousStatus === null ? 'created' : 'updated',
        revision_number: facts.revisionNumber,
        change_source: facts.source,
        changed_paths: [...new Set(paths)].slice(0, MAX_PATHS),
        changed_paths_truncated: new Set(paths).size > MAX_PATHS,
      },
    },
  ];
  if (facts.status === 'approved' && facts.previousStatus !== 'approved') {
    events.push({
      type: 'product.published',
      key,
      data: {
        product,
        previous_status: facts.previousStatus,
        revision_number: facts.revisionNumber,
        change_source: facts.source,
      },
    });
  }
  return events;
}
