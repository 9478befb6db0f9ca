'use client';

import {
  Button,
  Checkbox,
  Divider,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import { useState } from 'react';
import { typeLabel } from '@/lib/attribute-types';
import { MAX_COLUMNS, type GridAttribute } from './grid-query';

/** The grid's optional columns, in their order; code and the selection are always shown. */
export const OPTIONAL_COLUMNS = [
  { key: 'image', label: 'Image' },
  { key: 'name', label: 'Name' },
  { key: 'family', label: 'Family' },
  { key: 'status', label: 'Status' },
  { key: 'completeness', label: 'Completeness' },
  { key: 'variants', label: 'Variants' },
  { key: 'modified', label: 'Modified' },
] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number]['key'];

const DEFAULT_COLUMNS: OptionalColumn[] = OPTIONAL_COLUMNS.map((c) => c.key);

/** The columns the user chose, remembered in this browser (localStorage). */
export function useChosenColumns() {
  return useLocalStorage<OptionalColumn[]>({
    key: 'pim.products.columns',
    defaultValue: DEFAULT_COLUMNS,
    // Read after hydration: the server renders the default columns.
    getInitialValueInEffect: true,
  });
}

/** An attribute matches what is typed in its name or code, any case. */
export function attributeMatches(attribute: GridAttribute, search: string): boolean {
  const text = search.trim().toLowerCase();
  return (
    !text ||
    attribute.code.toLowerCase().includes(text) ||
    attribute.name.toLowerCase().includes(text)
  );
}

/** How many matching attributes the picker lists at once (the search narrows the rest). */
const SHOWN = 30;

/**
 * A "Columns" button opening a checkbox per optional column, then the attribute columns: any
 * attribute, found by name or code, its type beside it, shown in the grid's scope.
 */
export function ColumnPicker({
  chosen,
  onChange,
  attributes,
  attributeColumns,
  onAttributeColumnsChange,
}: {
  chosen: readonly OptionalColumn[];
  onChange: (columns: OptionalColumn[]) => void;
  attributes: readonly GridAttribute[];
  /** The attribute codes shown, in their order (kept in the URL). */
  attributeColumns: readonly string[];
  onAttributeColumnsChange: (codes: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const toggle = (key: OptionalColumn, on: boolean) =>
    onChange(
      OPTIONAL_COLUMNS.map((c) => c.key).filter((k) => (k === key ? on : chosen.includes(k))),
    );
  const toggleAttribute = (code: string, on: boolean) =>
    onAttributeColumnsChange(
      on ? [...attributeColumns, code] : attributeColumns.filter((c) => c !== code),
    );
  const matching = attributes.filter((a) => attributeMatches(a, search));
  const full = attributeColumns.length >= MAX_COLUMNS;
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus width={320}>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconColumns size={16} aria-hidden />}
          data-testid="products-columns"
        >
          Columns{attributeColumns.length ? ` (+${attributeColumns.length})` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Stack gap="xs" role="group" aria-label="Columns shown">
            {OPTIONAL_COLUMNS.map((column) => (
              <Checkbox
                key={column.key}
                label={column.label}
                checked={chosen.includes(column.key)}
                onChange={(event) => toggle(column.key, event.currentTarget.checked)}
                data-testid={`products-column-${column.key}`}
              />
            ))}
          </Stack>
          <Divider />
          <TextInput
            label="Attribute columns"
            description="Values shown in the channel and locale of the grid"
            placeholder="Search by name or code"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="products-column-search"
          />
          <ScrollArea.Autosize mah={260}>
            <Stack gap={6} role="group" aria-label="Attribute columns shown">
              {matching.slice(0, SHOWN).map((attribute) => {
                const on = attributeColumns.includes(attribute.code);
                return (
                  <Checkbox
                    key={attribute.code}
                    checked={on}
                    disabled={!on && full}
                    onChange={(event) =>
                      toggleAttribute(attribute.code, event.currentTarget.checked)
                    }
                    label={
                      <Group gap={6} wrap="nowrap">
                        <bdi>{attribute.name}</bdi>
                        <Text span size="xs" c="dimmed">
                          {attribute.code} · {typeLabel(attribute.type)}
                        </Text>
                      </Group>
                    }
                    data-testid={`products-attribute-column-${attribute.code}`}
                  />
                );
              })}
              {matching.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No attribute matches.
                </Text>
              ) : matching.length > SHOWN ? (
                <Text size="xs" c="dimmed">
                  {matching.length - SHOWN} more: type to narrow.
                </Text>
              ) : null}
            </Stack>
          </ScrollArea.Autosize>
          {full ? (
            <Text size="xs" c="dimmed">
              {MAX_COLUMNS} attribute columns at most.
            </Text>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
