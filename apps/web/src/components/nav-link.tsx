'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * Console links do not prefetch (here and elsewhere): every page calls the API, and a
 * background prefetch that answers after a tenant switch would write the old session's
 * cookie back over the new one.
 */
export function NavLink({
  href,
  testId,
  children,
}: {
  href: string;
  testId: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const current = href === '/' ? pathname === '/' : pathname.startsWith(href);
  return (
    <Link
      prefetch={false}
      href={href}
      className="nav__link"
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}
