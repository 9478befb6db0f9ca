import { Badge } from '@mantine/core';

/** Red below half, orange below complete, green at 100 %. */
export function completenessColor(ratio: number): string {
  return ratio >= 100 ? 'teal' : ratio >= 50 ? 'orange' : 'red';
}

/**
 * A completeness percentage as a coloured badge (the number carries the meaning). The text is
 * dark on the tinted background: orange text on its light tint is under 4.5:1.
 */
export function CompletenessBadge({
  ratio,
  label = 'Completeness',
  testId,
}: {
  ratio: number;
  /** What the number is, for a screen reader: "Complete in E-commerce · de_DE". */
  label?: string;
  testId?: string;
}) {
  return (
    <Badge
      color={completenessColor(ratio)}
      variant="light"
      c="dark.8"
      tt="none"
      aria-label={`${label}: ${ratio} %`}
      data-testid={testId}
    >
      {ratio} %
    </Badge>
  );
}
