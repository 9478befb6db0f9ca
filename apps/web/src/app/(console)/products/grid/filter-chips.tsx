'use client';

import { Badge, CloseButton, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc/query-provider';
import type { EditorScope } from '../[id]/values/editor-state';
import { describeFilter, type GridAttribute, type ValueFilter } from './grid-query';

/** A select attribute's option names by code (the first 100; codes stand for the rest). */
function useOptionNames(attribute: GridAttribute | undefined, wanted: boolean) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.attributes.listOptions.queryOptions(
      { id: attribute?.id ?? '', page_size: 100 },
      { staleTime: 60_000 },
    ),
    enabled: wanted && !!attribute,
  });
  const names = new Map((query.data?.items ?? []).map((o) => [o.code, o.name]));
  return (code: string) => names.get(code) ?? code;
}

function FilterChip({
  filter,
  attribute,
  scope,
  channelName,
  onRemove,
}: {
  filter: ValueFilter;
  attribute: GridAttribute | undefined;
  scope: EditorScope;
  channelName: (code: string) => string;
  onRemove: () => void;
}) {
  const labelOf = useOptionNames(attribute, filter.op === 'in');
  const words = describeFilter(filter, attribute, scope, channelName, labelOf);
  return (
    <Badge
      variant="light"
      color="blue"
      c="dark.8"
      tt="none"
      size="lg"
      radius="sm"
      maw="100%"
      h="auto"
      py={4}
      rightSection={
        <CloseButton
          size="xs"
          aria-label={`Remove the filter: ${words}`}
          onClick={onRemove}
          data-testid="value-filter-remove"
        />
      }
      data-testid="value-filter-chip"
      styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
    >
      <bdi>{words}</bdi>
    </Badge>
  );
}

/** The value filters in force, one removable chip each, saying what and where. */
export function FilterChips({
  filters,
  attributes,
  scope,
  channelName,
  onChange,
}: {
  filters: readonly ValueFilter[];
  attributes: ReadonlyMap<string, GridAttribute>;
  scope: EditorScope;
  channelName: (code: string) => string;
  onChange: (filters: ValueFilter[]) => void;
}) {
  if (!filters.length) return null;
  return (
    <Group gap="xs" role="list" aria-label="Filters on values">
      {filters.map((filter, index) => (
        <div
          role="listitem"
          key={`${index}:${JSON.stringify(filter)}`}
          style={{ maxWidth: '100%' }}
        >
          <FilterChip
            filter={filter}
            attribute={attributes.get(filter.attribute)}
            scope={scope}
            channelName={channelName}
            onRemove={() => onChange(filters.filter((_, i) => i !== index))}
          />
        </div>
      ))}
    </Group>
  );
}
