'use client';

import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';

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

/** A "Columns" button opening a checkbox per optional column. */
export function ColumnPicker({
  chosen,
  onChange,
}: {
  chosen: readonly OptionalColumn[];
  onChange: (columns: OptionalColumn[]) => void;
}) {
  const toggle = (key: OptionalColumn, on: boolean) =>
    onChange(
      OPTIONAL_COLUMNS.map((c) => c.key).filter((k) => (k === key ? on : chosen.includes(k))),
    );
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconColumns size={16} aria-hidden />}
          data-testid="products-columns"
        >
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
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
      </Popover.Dropdown>
    </Popover>
  );
}
