'use client';

import { NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { isolateText } from '@/lib/bidi';
import { useHydrated } from '@/lib/use-hydrated';
import type { EditorScope } from './values/editor-state';
import { rememberScope, scopeNames, type ChannelScope } from './scope';
import { useWorkspace } from './workspace';

/**
 * The channel and locale shown, in the console header's context bar (its empty slot): one
 * select grouped by channel, so it stays one short control on a phone. Shared by the product
 * editor and the products grid; the scope chosen is remembered for the other (a cookie).
 */
export function ScopeSwitcher({
  channels,
  scope,
  onChange,
}: {
  channels: readonly ChannelScope[];
  scope: EditorScope;
  onChange: (scope: EditorScope) => void;
}) {
  const hydrated = useHydrated();
  // A phone's header has no room left: there the switcher heads the page instead.
  const narrow = useMediaQuery('(max-width: 47.99em)');
  useEffect(() => {
    if (channels.some((c) => c.code === scope.channel)) rememberScope(scope);
  }, [channels, scope]);
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
        onChange({ channel, locale });
      }}
      data={scopeNames(channels).map((c) => ({
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

/** The editor's switcher: the workspace's channel and locale. */
export function ScopeBar() {
  const { channels, scope, setScope } = useWorkspace();
  return <ScopeSwitcher channels={channels} scope={scope} onChange={setScope} />;
}
