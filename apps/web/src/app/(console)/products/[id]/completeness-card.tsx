'use client';

import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RouterOutputs } from '@/lib/api/router';
import { CompletenessBadge } from '../grid/completeness-badge';
import { useWorkspace } from './workspace';

type Completeness = RouterOutputs['productCompleteness']['get'];

/**
 * Completeness per channel and locale; each missing attribute is a link that shows its field
 * at that channel and locale, scrolled into view and focused.
 */
export function CompletenessCard({
  completeness,
  names,
}: {
  completeness: Completeness;
  /** Attribute names by code. */
  names: ReadonlyMap<string, string>;
}) {
  const { channels, focusAttribute } = useWorkspace();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: true });
  if (completeness.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="completeness-none">
        Nothing is required in any channel: the product counts as complete.
      </Text>
    );
  }
  const channelName = (code: string) => channels.find((c) => c.code === code)?.name ?? code;
  const missing = (item: Completeness['items'][number]) =>
    item.missing_attribute_codes.length === 0 ? (
      <Text size="sm" c="dimmed">
        Nothing
      </Text>
    ) : (
      <Group gap="xs">
        {item.missing_attribute_codes.map((code) => (
          <Anchor
            key={code}
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              focusAttribute(code, { channel: item.channel_code, locale: item.locale_code })
            }
            aria-label={`Fill ${names.get(code) ?? code} for ${channelName(item.channel_code)}, ${item.locale_code}`}
            data-testid={`completeness-missing-${item.channel_code}-${item.locale_code}-${code}`}
          >
            <bdi>{names.get(code) ?? code}</bdi>
          </Anchor>
        ))}
      </Group>
    );
  const ratio = (item: Completeness['items'][number]) => (
    <CompletenessBadge
      ratio={item.ratio}
      testId={`completeness-ratio-${item.channel_code}-${item.locale_code}`}
    />
  );
  // A phone has no room for four columns: each pair is a block, its missing fields below.
  if (phone) {
    return (
      <Stack
        gap="sm"
        data-testid="completeness-table"
        role="list"
        aria-label="Completeness per channel and locale"
      >
        {completeness.items.map((item) => (
          <Stack
            key={`${item.channel_code}-${item.locale_code}`}
            gap={4}
            role="listitem"
            data-testid={`completeness-${item.channel_code}-${item.locale_code}`}
          >
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" fw={500}>
                <bdi>{channelName(item.channel_code)}</bdi> · <code>{item.locale_code}</code>
              </Text>
              {ratio(item)}
            </Group>
            {missing(item)}
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table
        verticalSpacing={6}
        aria-label="Completeness per channel and locale"
        data-testid="completeness-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Channel</Table.Th>
            <Table.Th>Locale</Table.Th>
            <Table.Th>Complete</Table.Th>
            <Table.Th>Missing</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {completeness.items.map((item) => (
            <Table.Tr
              key={`${item.channel_code}-${item.locale_code}`}
              data-testid={`completeness-${item.channel_code}-${item.locale_code}`}
            >
              <Table.Td>
                <bdi>{channelName(item.channel_code)}</bdi>
              </Table.Td>
              <Table.Td>
                <code>{item.locale_code}</code>
              </Table.Td>
              <Table.Td>{ratio(item)}</Table.Td>
              <Table.Td>{missing(item)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
