'use client';

import { Code, Group, List, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import { useTRPC } from '@/lib/trpc/query-provider';
import { ItemKey } from './item-key';
import { isActive, itemPlace, type Job } from './job-labels';

/**
 * A job's failed items: where the record is in the file ("Line 5", "Row 5"), its key
 * (code or SKU) and each error's message, code and field, as the API gives them. Read again
 * each time the job's progress moves; `pageSize` items a page, with pages unless
 * `firstPageOnly`.
 */
export function FailedItems({
  job,
  pageSize = 20,
  firstPageOnly = false,
  testId,
}: {
  job: Job;
  pageSize?: number;
  firstPageOnly?: boolean;
  testId: string;
}) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const query = useQuery(
    trpc.jobs.items.queryOptions(
      { id: job.id, status: ['failed'], page, page_size: pageSize },
      { placeholderData: keepPreviousData },
    ),
  );
  // Items are written with the job's progress: read them again when it moves (or ends).
  const { refetch } = query;
  const progressed = `${job.status}:${job.progress.processed}`;
  const seen = useRef(progressed);
  useEffect(() => {
    if (seen.current === progressed) return;
    seen.current = progressed;
    void refetch();
  }, [progressed, refetch]);
  if (query.isError) return <LoadError failure={toApiFailure(query.error)} />;
  const data = query.data;
  if (!data) return <Skeleton height={60} />;
  if (data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-none`}>
        {isActive(job) ? 'No failed items so far.' : 'No failed items.'}
      </Text>
    );
  }
  const { pagination } = data;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer
        minWidth={420}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Failed items"
      >
        <Table aria-label="Failed items" verticalSpacing="xs" data-testid={`${testId}-table`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Where</Table.Th>
              <Table.Th>Key</Table.Th>
              <Table.Th>Errors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.index} data-testid={`${testId}-row-${item.index + 1}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{itemPlace(item, job)}</Table.Td>
                <Table.Td>
                  {item.key && job.type === 'import' ? (
                    <ItemKey entity={job.entity} code={item.key} />
                  ) : item.key ? (
                    <Code>{item.key}</Code>
                  ) : (
                    <Text c="dimmed">—</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <List size="sm" spacing={2} listStyleType="none" withPadding={false}>
                    {item.errors.map((error, n) => (
                      <List.Item key={n}>
                        <bdi>{error.message}</bdi>{' '}
                        <Text span size="xs" c="dimmed">
                          (<code>{error.code}</code>
                          {error.field ? (
                            <>
                              {' '}
                              on <code>{error.field}</code>
                            </>
                          ) : null}
                          )
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" data-testid={`${testId}-count`} aria-live="polite">
          {pagination.total_items} failed {pagination.total_items === 1 ? 'item' : 'items'}
          {firstPageOnly && pagination.total_items > data.items.length
            ? `, the first ${data.items.length} shown`
            : ''}
        </Text>
        {!firstPageOnly && pagination.total_pages > 1 ? (
          <nav aria-label="Failed item pages">
            <Pagination
              size="sm"
              total={pagination.total_pages}
              value={pagination.page}
              onChange={setPage}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
            />
          </nav>
        ) : null}
      </Group>
    </Stack>
  );
}
