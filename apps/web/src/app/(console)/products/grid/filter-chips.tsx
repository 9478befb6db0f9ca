'use client';

import { Badge, CloseButton, Group } from '@mantine/core';
import type { EditorScope } from '../[id]/values/editor-state';
import { optionCodesOf } from '../option-labels';
import { useOptionLabels } from '../use-option-labels';
import { describeFilter, type GridAttribute, type ValueFilter } from './grid-query';

/**
 * The names of the options a filter names (exactly those codes, in the grid's locale; the code
 * while it is read or where no option has it).
 */
function useFilterOptionNames(
  filter: ValueFilter,
  attribute: GridAttribute | undefined,
  locale: string,
) {
  const wanted =
    attribute && filter.op === 'in'
      ? [{ attributeId: attribute.id, codes: optionCodesOf(filter.value) }]
      : [];
  const { label } = useOptionLabels(wanted, locale);
  return (code: string) => (attribute ? (label(attribute.id, code) ?? code) : code);
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
  const labelOf = useFilterOptionNames(filter, attribute, scope.locale);
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
