'use client';

import { CloseButton } from '@mantine/core';
import { useTreeState } from './tree-state';

/** Closes the category panel (the selection leaves the URL; the tree stays as it is). */
export function ClosePanelButton() {
  const { select } = useTreeState();
  return (
    <CloseButton
      onClick={() => select(null)}
      aria-label="Close the category panel"
      data-testid="category-panel-close"
    />
  );
}
