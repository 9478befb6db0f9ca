'use client';

import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated` once React has hydrated the page: from then on links
 * navigate in the client and forms run their handlers. The end-to-end tests wait for it
 * before they interact (e2e/support/navigation.ts), as a person waits for a page to load.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
