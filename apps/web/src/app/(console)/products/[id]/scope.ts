// The editor's channel, locale and tab as the server reads them from the URL (not a client
// module: the page imports these values).
import type { EditorScope } from './values/editor-state';

export interface ChannelScope {
  code: string;
  name: string;
  locales: { code: string; label: string }[];
}

export const EDITOR_TABS = ['attributes', 'variants', 'categories', 'history'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The first channel and locale, or those of the URL when the channel has that locale. */
export function initialScope(
  channels: readonly ChannelScope[],
  wanted: { channel?: string; locale?: string },
): EditorScope {
  const channel = channels.find((c) => c.code === wanted.channel) ?? channels[0];
  const locale =
    channel?.locales.find((l) => l.code === wanted.locale)?.code ?? channel?.locales[0]?.code;
  return { channel: channel?.code ?? '$default', locale: locale ?? '$default' };
}
