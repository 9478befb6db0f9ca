'use client';

import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';

/** Back to the page the user came from (the 404 page: a mistyped or stale link). */
export function BackButton() {
  const router = useRouter();
  return (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => router.back()}
      data-testid="not-found-back"
    >
      Back
    </Button>
  );
}
