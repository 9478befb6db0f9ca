'use client';

import { Code, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { LocaleOption } from '@/components/catalog/translations-section';
import { ResourceList, type Column } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/query-list';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { ATTRIBUTE_OPTIONS_LIST } from '@/lib/lists';
import { MoveButton, OptionActions, type AttributeOption } from './option-row-actions';

type Page = RouterOutputs['attributes']['listOptions'];

function Labels({ labels }: { labels: Record<string, string> }) {
  const entries = Object.entries(labels);
  if (entries.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        none
      </Text>
    );
  }
  return (
    <Text span size="sm">
      {entries.map(([locale, label], index) => (
        <Fragment key={locale}>
          {index > 0 ? ' · ' : null}
          <Code>{locale}</Code> <bdi data-testid={`option-label-${locale}`}>{label}</bdi>
        </Fragment>
      ))}
    </Text>
  );
}

/**
 * The options of a select or multiselect attribute, in their order (sort order, then code):
 * searched as you type, paged. Writers move an option up or down (while the list shows the
 * whole order: no search, sorted by order), edit it in a dialog or delete it.
 */
export function OptionsManager({
  attributeId,
  attributeName,
  locales,
  canWrite,
  firstPage,
}: {
  attributeId: string;
  attributeName: string;
  locales: readonly LocaleOption[];
  canWrite: boolean;
  firstPage?: FirstPage<Page>;
}) {
  const { list, query } = useListQuery(
    ATTRIBUTE_OPTIONS_LIST,
    firstPage,
    // Options have no status: the list's input carries none.
    (trpc, { input: { status: _none, ...input } }, options) =>
      trpc.attributes.listOptions.queryOptions({ ...input, id: attributeId }, options),
  );
  const pagination = query.data?.pagination;
  const inOrder = !list.input.search && list.input.sort === ATTRIBUTE_OPTIONS_LIST.defaultSort;
  const isFirst = (index: number) => index === 0 && pagination?.page === 1;
  const isLast = (index: number) =>
    pagination?.page === pagination?.total_pages && index === (query.data?.items.length ?? 0) - 1;

  const columns: Column<AttributeOption>[] = [
    ...(canWrite && inOrder
      ? [
          {
            key: 'move',
            header: 'Move',
            render: (option: AttributeOption) => {
              const index = query.data?.items.indexOf(option) ?? -1;
              return (
                <Group gap={4} wrap="nowrap">
                  <MoveButton option={option} direction="up" disabled={isFirst(index)} />
                  <MoveButton option={option} direction="down" disabled={isLast(index)} />
                </Group>
              );
            },
          },
        ]
      : []),
    { key: 'code', header: 'Code', sortKey: 'code', render: (o) => <Code>{o.code}</Code> },
    { key: 'name', header: 'Name', sortKey: 'name', render: (o) => <bdi>{o.name}</bdi> },
    { key: 'labels', header: 'Labels', render: (o) => <Labels labels={o.labels} /> },
    { key: 'sort_order', header: 'Sort order', sortKey: 'sort_order', render: (o) => o.sort_order },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: 'Actions',
            render: (option: AttributeOption) => (
              <OptionActions option={option} locales={locales} />
            ),
          },
        ]
      : []),
  ];

  return (
    <ResourceList
      list={list}
      query={query}
      statuses={ATTRIBUTE_OPTIONS_LIST.statuses}
      searchLabel="Search options by code, name or label"
      testId="options"
      embedded
      caption={`Options of ${attributeName}`}
      empty="No options yet."
      minWidth={canWrite ? 860 : 560}
      rowTestId={(option) => `option-row-${option.code}`}
      columns={columns}
    />
  );
}
