'use client';

import {
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { isolateText } from '@/lib/bidi';
import { MappingPanel } from './mapping-panel';
import { MappingsTable } from './mappings-table';
import { matches, subtreeOf, type MappedCategory } from './subtree';

/**
 * A channel's category tree beside the external categories: search, "unmapped only", map or
 * edit one category, unmap it, or give a whole subtree the same external category. The table
 * is in mappings-table, the chosen category's panel in mapping-panel (its subtree mapping in
 * subtree-mapping).
 */
export function MappingsEditor({
  connectionId,
  channels,
  channelCode,
  items,
  canWrite,
}: {
  connectionId: string;
  channels: readonly { code: string; name: string }[];
  channelCode: string | undefined;
  items: readonly MappedCategory[];
  canWrite: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState('');
  const [unmappedOnly, setUnmappedOnly] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selectedIndex = items.findIndex((item) => item.category_id === selectedId);
  const selected = items[selectedIndex];
  const shown = useMemo(
    () => items.filter((item) => matches(item, search) && (!unmappedOnly || !item.mapping)),
    [items, search, unmappedOnly],
  );
  const mappedCount = items.filter((item) => item.mapping).length;

  const select = (item: MappedCategory) => {
    setSelectedId(item.category_id);
    // The panel is below the tree on a phone: its first field comes into view, focused.
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('[data-testid="mapping-id-input"]')?.focus(),
    );
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group role="search" gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Channel"
            value={channelCode ?? ''}
            data={channels.map((c) => ({
              value: c.code,
              label: `${isolateText(c.name)} (${c.code})`,
            }))}
            onChange={(event) =>
              router.replace(
                `${pathname}?channel_code=${encodeURIComponent(event.currentTarget.value)}`,
              )
            }
            flex="0 1 16rem"
            data-testid="mappings-channel"
          />
          <TextInput
            label="Search categories and mappings"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            flex="1 1 14rem"
            data-testid="mappings-search"
          />
          <Checkbox
            label="Unmapped only"
            checked={unmappedOnly}
            onChange={(event) => setUnmappedOnly(event.currentTarget.checked)}
            mb={8}
            data-testid="mappings-unmapped-only"
          />
        </Group>
        <Text size="sm" c="dimmed" mt="sm" data-testid="mappings-count">
          {mappedCount} of {items.length} categories mapped.
        </Text>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: canWrite ? 2 : 1 }} spacing="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <MappingsTable
            shown={shown}
            total={items.length}
            channelCode={channelCode}
            selectedId={selectedId}
            onSelect={select}
            canWrite={canWrite}
          />
        </Paper>

        {canWrite ? (
          <Paper withBorder p={{ base: 'sm', sm: 'md' }} data-testid="mapping-panel">
            {selected ? (
              <MappingPanel
                key={selected.category_id}
                connectionId={connectionId}
                channelCode={channelCode}
                selected={selected}
                subtree={subtreeOf(items, selectedIndex)}
              />
            ) : (
              <Text size="sm" c="dimmed" data-testid="mapping-panel-empty">
                Choose a category to map it, change its mapping or map its whole subtree.
              </Text>
            )}
          </Paper>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
