'use client';

// The grid's columns and conditions naming deleted attributes, dropped and said
// (`stale-attributes.ts`).
import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ListParams } from '@/components/list/use-list-params';
import { parseColumns, parseValueFilters, serializeValueFilters } from './grid-query';
import { droppedWords, staleAttributes, type DroppedAttribute } from './stale-attributes';

/**
 * The columns and conditions of the URL naming attributes that no longer exist (none while the
 * attributes are not read): dropped from the URL at once, and kept here for the notice until it
 * is dismissed. Only a URL the page opens with can name one (an old link, a saved view: both
 * load the page); what the user adds is always a known attribute.
 */
export function useDroppedAttributes<S extends string>(
  list: ListParams<S>,
  known: ReadonlySet<string> | undefined,
) {
  // The first render (the server's too) already says it.
  const [dropped, setDropped] = useState<DroppedAttribute[]>(() =>
    known ? staleAttributes(list.filters, known) : [],
  );
  const stale = known ? staleAttributes(list.filters, known) : [];
  useEffect(() => {
    if (!known || !stale.length) return;
    const columns = parseColumns(list.filters.columns).filter((code) => known.has(code));
    list.setFilter('columns', columns.length ? columns.join(',') : undefined);
    list.setFilter(
      'value_filters',
      serializeValueFilters(
        parseValueFilters(list.filters.value_filters).filter((f) => known.has(f.attribute)),
      ),
    );
    // stale.length stands for `stale` (a new array every render); list's setters are stable
    // in use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale.length, known]);
  return { dropped, dismiss: () => setDropped([]) };
}

/** "The filter on attribute `x` was removed: the attribute no longer exists.", dismissible. */
export function DroppedAttributesNotice({
  dropped,
  onDismiss,
}: {
  dropped: readonly DroppedAttribute[];
  onDismiss: () => void;
}) {
  if (!dropped.length) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconInfoCircle aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      data-testid="products-dropped-attributes"
    >
      <Stack gap={2}>
        {dropped.map((d) => {
          const words = droppedWords(d);
          return (
            <Text key={`${d.kind}:${d.code}`} size="sm" data-testid="products-dropped-attribute">
              {words.before} <Code>{d.code}</Code> {words.after}
            </Text>
          );
        })}
      </Stack>
    </Alert>
  );
}
