import type { ProductStatus } from '@pim/core/schemas';
import { StatusBadge } from '@/components/notices';

export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  archived: 'Archived',
};

/** What the button moving to a status says. */
export const MOVE_LABELS: Record<ProductStatus, string> = {
  draft: 'Back to draft',
  in_review: 'Send to review',
  approved: 'Approve',
  archived: 'Archive',
};

const COLORS: Record<ProductStatus, string> = {
  draft: 'gray',
  in_review: 'blue',
  approved: 'teal',
  archived: 'orange',
};

/** A product's or variant's status as a badge (the word carries the meaning). */
export function ProductStatusBadge({ status, testId }: { status: ProductStatus; testId?: string }) {
  return (
    <StatusBadge
      status={status}
      label={STATUS_LABELS[status]}
      color={COLORS[status]}
      testId={testId}
    />
  );
}
