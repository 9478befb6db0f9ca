'use client';

import { useHydrated } from '@/lib/use-hydrated';

const FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Until hydrated (and on the server): an unambiguous UTC rendering. */
function utc(iso: string): string {
  return `${iso.replace('T', ' ').slice(0, 16)} UTC`;
}

/** A timestamp in the user's own locale and time zone; the exact instant in `dateTime`. */
export function LocalDate({ value, empty = '—' }: { value: string | null; empty?: string }) {
  const hydrated = useHydrated();
  if (!value) return <>{empty}</>;
  const text = hydrated
    ? new Intl.DateTimeFormat(undefined, FORMAT).format(new Date(value))
    : utc(value);
  return (
    <time dateTime={value} title={utc(new Date(value).toISOString())}>
      {text}
    </time>
  );
}
