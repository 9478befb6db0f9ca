'use client';

import { Button } from '@mantine/core';

/** Reloads the page: the server asks the API again. */
export function RetryButton() {
  return (
    <Button data-testid="api-unavailable-retry" onClick={() => window.location.reload()}>
      Try again
    </Button>
  );
}
