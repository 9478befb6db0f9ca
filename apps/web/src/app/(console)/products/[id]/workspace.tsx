'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { EditorScope } from './values/editor-state';
import type { ChannelScope, EditorTab } from './scope';

interface WorkspaceValue {
  channels: readonly ChannelScope[];
  scope: EditorScope;
  setScope: (scope: EditorScope) => void;
  tab: EditorTab;
  setTab: (tab: EditorTab) => void;
  /** Shows an attribute's field at a channel and locale, scrolled to and focused. */
  focusAttribute: (code: string, scope: EditorScope) => void;
}

const CONTROLS =
  'input:not([type=hidden]):not([type=file]), textarea, select, button, [contenteditable=true]';

const Workspace = createContext<WorkspaceValue | null>(null);

export function useWorkspace(): WorkspaceValue {
  const value = useContext(Workspace);
  if (!value) throw new Error('useWorkspace outside a ProductWorkspace');
  return value;
}

/**
 * The product editor's shared state: the channel and locale shown (in the URL as
 * `?channel=&locale=`, so a reload or a link keeps them), the open tab (`?tab=`), and the
 * request to bring one attribute's field into view (completeness links).
 */
export function ProductWorkspace({
  channels,
  initial,
  children,
}: {
  channels: readonly ChannelScope[];
  initial: { scope: EditorScope; tab: EditorTab };
  children: ReactNode;
}) {
  const [scope, setScope] = useState(initial.scope);
  const [tab, setTab] = useState(initial.tab);
  const [focus, setFocus] = useState<string | null>(null);

  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('channel', scope.channel);
    url.searchParams.set('locale', scope.locale);
    if (tab === 'attributes') url.searchParams.delete('tab');
    else url.searchParams.set('tab', tab);
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  }, [scope, tab]);

  // Once the tab and scope show the field: scroll to it and focus its first control.
  useEffect(() => {
    if (!focus) return;
    const frame = requestAnimationFrame(() => {
      const field = document.getElementById(`value-field-${focus}`);
      if (!field) return;
      field.scrollIntoView({ block: 'center' });
      // The input itself (`value-input-<code>`), else the first control inside its group.
      const input = document.getElementById(`value-input-${focus}`);
      const control = input?.matches(CONTROLS)
        ? input
        : (input ?? field).querySelector<HTMLElement>(CONTROLS);
      (control ?? field).focus({ preventScroll: true });
      setFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focus, scope, tab]);

  const focusAttribute = useCallback((code: string, next: EditorScope) => {
    setScope(next);
    setTab('attributes');
    setFocus(code);
  }, []);

  const value = useMemo(
    () => ({ channels, scope, setScope, tab, setTab, focusAttribute }),
    [channels, scope, tab, focusAttribute],
  );
  return <Workspace.Provider value={value}>{children}</Workspace.Provider>;
}
