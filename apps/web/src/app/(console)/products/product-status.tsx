import { Badge } from '@mantine/core';
import type { ProductStatus } from '@pim/core/schemas';

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
    <Badge
      variant="dot"
      color={COLORS[status]}
      tt="none"
      fw={500}
      c="dark.7"
      style={{ maxWidth: 'none', flexShrink: 0 }}
      data-testid={testId}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}
