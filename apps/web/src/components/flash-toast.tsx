'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { FLASH_COOKIE } from '@/lib/forms/flash-cookie';
import { showToast } from './toast';

/** The flash a server action left before redirecting, read once (and deleted). */
function takeFlash(): string | null {
  const prefix = `${FLASH_COOKIE}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  if (!entry) return null;
  document.cookie = `${FLASH_COOKIE}=; path=/; max-age=0; samesite=lax`;
  try {
    return decodeURIComponent(entry.slice(prefix.length)) || null;
  } catch {
    return null;
  }
}

/** Shows what the last action said ("Role created.") on the page it redirected to. */
export function FlashToast() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    const message = takeFlash();
    if (message) {
      // Something changed before the redirect: lists cached earlier load again.
      void queryClient.invalidateQueries();
      showToast('flash-toast', message);
    }
  }, [pathname, searchParams, queryClient]);
  return null;
}
