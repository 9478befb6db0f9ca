'use client';

import { Button, CopyButton } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * Copies a value shown once (an API key, a signing secret) to the clipboard, and says so; where
 * the page has no clipboard (plain http, an old browser) it says to select and copy by hand.
 */
export function CopyValueButton({
  value,
  what,
  testId,
}: {
  value: string;
  /** What is copied, in the button's words: "key", "secret". */
  what: string;
  testId: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <CopyButton value={value} timeout={5000}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          w="fit-content"
          onClick={() => {
            // CopyButton reports no failure: check the clipboard is there at all.
            if (!navigator.clipboard) setFailed(true);
            else copy();
          }}
          data-testid={testId}
        >
          {copied
            ? 'Copied'
            : failed
              ? `Copy failed: select the ${what} and copy it`
              : `Copy ${what}`}
        </Button>
      )}
    </CopyButton>
  );
}
