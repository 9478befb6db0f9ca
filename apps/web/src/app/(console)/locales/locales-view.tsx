'use client';

import {
  Code,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '@/components/links';
import { CardFields, CardList, usePhone } from '@/components/list/card-list';
import { LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import { useTRPC } from '@/lib/trpc/query-provider';

export interface UsedLocale {
  id: string;
  locale_code: string;
  language_name: string;
  country_name: string;
}
export interface ChannelUse {
  id: string;
  code: string;
  name: string;
}

const PAGE_SIZE = 50;

/** Every word of the search in the code, the language or the country name, any case. */
function matches(locale: UsedLocale, search: string): boolean {
  const text = `${locale.locale_code} ${locale.language_name} ${locale.country_name}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The channels using a locale, each a link to its page; "No channel" when none does. */
function ChannelLinks({ channels }: { channels: ChannelUse[] }) {
  if (channels.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        No channel
      </Text>
    );
  }
  return (
    <Group gap="xs" component="span">
      {channels.map((channel) => (
        <AnchorLink key={channel.id} href={`/channels/${channel.id}`} size="sm">
          <bdi>{channel.name}</bdi>
        </AnchorLink>
      ))}
    </Group>
  );
}

function LocalesTable({
  locales,
  uses,
  caption,
}: {
  locales: UsedLocale[];
  uses: Record<string, ChannelUse[]>;
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={caption} data-testid="locales-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Locale</Table.Th>
            <Table.Th>Language</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Channels</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {locales.map((locale) => {
            const channels = uses[locale.locale_code] ?? [];
            return (
              <Table.Tr key={locale.locale_code} data-testid={`locale-row-${locale.locale_code}`}>
                <Table.Td>
                  <Code>{locale.locale_code}</Code>
                </Table.Td>
                <Table.Td>{locale.language_name}</Table.Td>
                <Table.Td>{locale.country_name}</Table.Td>
                <Table.Td data-testid={`locale-channels-${locale.locale_code}`}>
                  <ChannelLinks channels={channels} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A card per locale on a phone: its code and name, then the channels using it. */
function LocaleCards({
  locales,
  uses,
  caption,
}: {
  locales: UsedLocale[];
  uses: Record<string, ChannelUse[]>;
  caption: string;
}) {
  return (
    <CardList
      items={locales}
      caption={caption}
      cardTestId={(locale) => `locale-row-${locale.locale_code}`}
      renderCard={(locale) => (
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Code>{locale.locale_code}</Code>
            <Text size="sm" fw={500}>
              {locale.language_name} ({locale.country_name})
            </Text>
          </Group>
          <CardFields
            fields={[
              {
                key: 'channels',
                label: 'Channels',
                value: <ChannelLinks channels={uses[locale.locale_code] ?? []} />,
                testId: `locale-channels-${locale.locale_code}`,
              },
            ]}
          />
        </Stack>
      )}
    />
  );
}

/** The locales as a table, or as cards on a phone. */
function LocalesList(props: {
  locales: UsedLocale[];
  uses: Record<string, ChannelUse[]>;
  caption: string;
}) {
  return usePhone() ? <LocaleCards {...props} /> : <LocalesTable {...props} />;
}

/** Every locale the service knows, searched by the API, a page at a time. */
function AllLocales({ search, uses }: { search: string; uses: Record<string, ChannelUse[]> }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const input = { search: debounced || undefined, page, page_size: PAGE_SIZE, sort: 'code' };
  const query = useQuery(
    trpc.locales.list.queryOptions(input, { placeholderData: keepPreviousData }),
  );
  if (query.isError) return <LoadError failure={toApiFailure(query.error)} />;
  if (!query.data) return <Loader size="sm" aria-label="Loading locales" />;
  const { items, pagination } = query.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="locales-count">
          {pagination.total_items} locale{pagination.total_items === 1 ? '' : 's'}
          {debounced ? ` match “${debounced}”` : ' known'}
        </Text>
        {query.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
      </Group>
      {items.length === 0 ? (
        <Text data-testid="locales-empty">No locale matches “{debounced}”.</Text>
      ) : (
        <LocalesList locales={items} uses={uses} caption="Every locale the service knows" />
      )}
      {pagination.total_pages > 1 ? (
        <Pagination
          total={pagination.total_pages}
          value={page}
          onChange={setPage}
          size="sm"
          data-testid="locales-pagination"
        />
      ) : null}
    </Stack>
  );
}

/**
 * The locales the tenant's channels use (and which channels), or every locale the service
 * knows; searched by code, language or country. The search starts the page over.
 */
export function LocalesView({
  tenantName,
  inUse,
  uses,
}: {
  tenantName: string;
  inUse: UsedLocale[];
  uses: Record<string, ChannelUse[]>;
}) {
  const [scope, setScope] = useState<'used' | 'all'>(inUse.length > 0 ? 'used' : 'all');
  const [search, setSearch] = useState('');
  const shown = inUse.filter((locale) => matches(locale, search));
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group gap="sm" align="end" wrap="wrap">
          <SegmentedControl
            value={scope}
            onChange={(value) => setScope(value === 'all' ? 'all' : 'used')}
            data={[
              { value: 'used', label: `Used by channels (${inUse.length})` },
              { value: 'all', label: 'All locales' },
            ]}
            aria-label="Which locales"
            data-testid="locales-scope"
          />
          <TextInput
            label="Search"
            placeholder="Code, language or country"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="locales-search"
            style={{ flex: '1 1 220px' }}
          />
        </Group>
        {scope === 'all' ? (
          // Keyed by the search: a new search starts at page 1.
          <AllLocales key={search.trim()} search={search} uses={uses} />
        ) : inUse.length === 0 ? (
          <Text data-testid="locales-empty">
            No channel of {tenantName} has a locale yet. Add locales to a channel on its page.
          </Text>
        ) : shown.length === 0 ? (
          <Text data-testid="locales-empty">No locale used by a channel matches “{search}”.</Text>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" data-testid="locales-count">
              {shown.length} of {inUse.length} locale{inUse.length === 1 ? '' : 's'} used by the
              channels of {tenantName}
            </Text>
            <LocalesList
              locales={shown}
              uses={uses}
              caption={`Locales used by the channels of ${tenantName}`}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
