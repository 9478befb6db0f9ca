'use client';

import { modals } from '@mantine/modals';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * While `dirty`: leaving the page asks first, whether by closing or reloading the tab (the
 * browser's own dialog) or by a link inside the console (ours). Links opening elsewhere
 * (a new tab, a download) and links to this same page are let through.
 */
export function useUnsavedGuard(dirty: boolean, message: string) {
  const router = useRouter();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      if (anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      modals.openConfirmModal({
        title: 'Leave without saving?',
        children: message,
        labels: { confirm: 'Leave', cancel: 'Stay' },
        confirmProps: { color: 'red', 'data-testid': 'unsaved-leave' },
        cancelProps: { 'data-testid': 'unsaved-stay' },
        onConfirm: () => router.push(url.pathname + url.search),
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: before Next's Link handles the click.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message, router]);
}
