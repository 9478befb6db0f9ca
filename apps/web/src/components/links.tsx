'use client';

import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import type { ReactNode } from 'react';

/*
 * Mantine's button and anchor as Next links, for server components (which cannot hand the
 * Link component to a client component themselves). Console links do not prefetch: every
 * page calls the API, and a prefetch answering after a tenant switch would write the old
 * session's cookie back over the new one.
 */

type LinkProps = { href: string; children: ReactNode; 'data-testid'?: string };

export function ButtonLink({ href, children, ...props }: ButtonProps & LinkProps) {
  return (
    <Button component={Link} href={href} prefetch={false} {...props}>
      {children}
    </Button>
  );
}

export function AnchorLink({ href, children, ...props }: AnchorProps & LinkProps) {
  return (
    <Anchor component={Link} href={href} prefetch={false} {...props}>
      {children}
    </Anchor>
  );
}

/**
 * A list page's "create" action: shown only to those who may write (`allowed`), with the
 * plus icon unless another is given.
 */
export function CreateLink({
  allowed,
  href,
  label,
  testId,
  icon,
}: {
  allowed: boolean;
  href: string;
  label: string;
  testId: string;
  icon?: ReactNode;
}) {
  if (!allowed) return null;
  return (
    <ButtonLink
      href={href}
      leftSection={icon ?? <IconPlus size={18} aria-hidden />}
      data-testid={testId}
    >
      {label}
    </ButtonLink>
  );
}
