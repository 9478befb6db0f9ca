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

/**
 * The cookie that remembers the last channel and locale shown, in the grid or the editor, so
 * each opens in the scope the other was left in (`<channel>|<locale>`; read by the server).
 */
export const SCOPE_COOKIE = 'pim_scope';

/** A year: the scope is a preference, not a secret. */
const SCOPE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The remembered scope of the cookie's value, if it is well formed. */
export function parseScopeCookie(value: string | undefined): Partial<EditorScope> {
  const [channel, locale] = (value ?? '').split('|');
  return channel && locale ? { channel, locale } : {};
}

/** Remembers the scope shown (browser only). */
export function rememberScope(scope: EditorScope): void {
  const value = encodeURIComponent(`${scope.channel}|${scope.locale}`);
  document.cookie = `${SCOPE_COOKIE}=${value}; path=/; max-age=${SCOPE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The names the switcher shows for channels and locales: the name alone, or with the code
 * beside it where two channels (or two locales of a channel) share a name.
 */
export function scopeNames(channels: readonly ChannelScope[]) {
  const collide = (names: readonly string[]) => {
    const seen = new Map<string, number>();
    for (const name of names) seen.set(name.toLowerCase(), (seen.get(name.toLowerCase()) ?? 0) + 1);
    return (name: string) => (seen.get(name.toLowerCase()) ?? 0) > 1;
  };
  const channelCollides = collide(channels.map((c) => c.name));
  return channels.map((c) => ({
    code: c.code,
    name: channelCollides(c.name) ? `${c.name} (${c.code})` : c.name,
    locales: c.locales.map((l) => ({ code: l.code, label: l.label })),
  }));
}

/** "E-commerce · de_DE": a scope in words (the code where the channel is unknown). */
export function scopeText(channels: readonly ChannelScope[], scope: EditorScope): string {
  const channel = scopeNames(channels).find((c) => c.code === scope.channel);
  return `${channel?.name ?? scope.channel} · ${scope.locale}`;
}
