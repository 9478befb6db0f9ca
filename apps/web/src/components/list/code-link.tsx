'use client';

import { Anchor, Code } from '@mantine/core';
import Link from 'next/link';

/** A record's code linking to its page, as the first column of a list. */
export function CodeLink({ href, code, testId }: { href: string; code: string; testId: string }) {
  return (
    <Anchor component={Link} href={href} prefetch={false} data-testid={testId}>
      <Code c="inherit" bg="transparent" p={0}>
        {code}
      </Code>
    </Anchor>
  );
}
