// The editor's channel, locale and tab as the server reads them from the URL (not a client
// module: the page imports these values).
import type { EditorScope } from './values/editor-state';

export interface ChannelScope {
  code: string;
  name: string;
  locales: { code: string; label: string }[];
}

export const EDITOR_TABS = ['attributes', 'variants', 'categories', 'history', 'comments'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The channels the family uses: those enabled for at least one of the rows' attributes. */
export function channelsInUse(
  rows: readonly { channel_settings: readonly { channel_code: string; enabled: boolean }[] }[],
): Set<string> {
  return new Set(
    rows.flatMap((row) => row.channel_settings.filter((s) => s.enabled).map((s) => s.channel_code)),
  );
}

/**
 * The channel and locale of the URL (when the channel has that locale), else the first channel
 * the family uses (a channel where nothing is enabled would show no field), and its first locale.
 */
export function initialScope(
  channels: readonly ChannelScope[],
  wanted: { channel?: string; locale?: string },
  used: ReadonlySet<string> = new Set(),
): EditorScope {
  const channel =
    channels.find((c) => c.code === wanted.channel) ??
    channels.find((c) => used.has(c.code)) ??
    channels[0];
  const locale =
    channel?.locales.find((l) => l.code === wanted.locale)?.code ?? channel?.locales[0]?.code;
  return { channel: channel?.code ?? '$default', locale: locale ?? '$default' };
}
