'use client';

import { NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createPortal } from 'react-dom';
import { isolateText } from '@/lib/bidi';
import { useHydrated } from '@/lib/use-hydrated';
import { useWorkspace } from './workspace';

/**
 * The channel and locale the editor shows, in the console header's context bar (its empty
 * slot): one select grouped by channel, so it stays one short control on a phone.
 */
export function ScopeBar() {
  const { channels, scope, setScope } = useWorkspace();
  const hydrated = useHydrated();
  // A phone's header has no room left: there the switcher heads the page instead.
  const narrow = useMediaQuery('(max-width: 47.99em)');
  if (channels.length === 0 || narrow === undefined) return null;
  const select = (
    <NativeSelect
      aria-label="Channel and locale shown"
      size={narrow ? 'sm' : 'xs'}
      maw={narrow ? undefined : 260}
      miw={0}
      value={`${scope.channel}|${scope.locale}`}
      onChange={(event) => {
        const [channel = '', locale = ''] = event.currentTarget.value.split('|');
        setScope({ channel, locale });
      }}
      data={channels.map((c) => ({
        group: isolateText(c.name),
        items: c.locales.map((l) => ({
          value: `${c.code}|${l.code}`,
          label: `${isolateText(c.name)} · ${l.code}`,
        })),
      }))}
      data-testid="scope-switcher"
    />
  );
  if (narrow) return select;
  // The shell's header is on the page before this renders in the browser.
  const slot = hydrated ? document.querySelector<HTMLElement>('[data-slot="context-bar"]') : null;
  return slot ? createPortal(select, slot) : null;
}
