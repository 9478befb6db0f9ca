'use client';

import { Badge, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LocalDate } from '@/components/local-date';
import type { RouterOutputs } from '@/lib/api/router';
import { useTRPC } from '@/lib/trpc/query-provider';
import { RestoreButton } from './restore-button';
import { RevisionDiff } from './revision-diff';
import { shortValue } from './snapshot-diff';

type Page = RouterOutputs['productRevisions']['list'];
type Revision = Page['items'][number];

const SUMMARY_SHOWN = 6;

// Outlined in shade 9: the small label stays readable (4.5:1 on white).
const ACTION_COLORS = { added: 'teal.9', changed: 'blue.9', removed: 'red.9' } as const;

function Summary({
  revision,
  categoryName,
}: {
  revision: Revision;
  categoryName: (categoryId: string) => string;
}) {
  // Category ids read as their names.
  const show = (path: string, value: unknown) =>
    shortValue(path === 'category_ids' && typeof value === 'string' ? categoryName(value) : value);
  const [all, setAll] = useState(false);
  const entries = all ? revision.change_summary : revision.change_summary.slice(0, SUMMARY_SHOWN);
  return (
    <Stack gap={4} data-testid={`revision-summary-${revision.revision_number}`}>
      {entries.map((entry, index) => (
        <Group key={`${entry.path}-${index}`} gap={6} wrap="wrap" fz="sm">
          <Badge size="xs" variant="outline" color={ACTION_COLORS[entry.action]}>
            {entry.action}
          </Badge>
          <code style={{ overflowWrap: 'anywhere' }}>{entry.path || 'more'}</code>
          {entry.action !== 'added' && entry.before !== undefined ? (
            <Text span size="sm" c="dimmed">
              <bdi>{show(entry.path, entry.before)}</bdi>
            </Text>
          ) : null}
          {entry.action === 'changed' ? <span aria-label="becomes">→</span> : null}
          {entry.action !== 'removed' && entry.after !== undefined ? (
            <Text span size="sm">
              <bdi>{show(entry.path, entry.after)}</bdi>
            </Text>
          ) : null}
        </Group>
      ))}
      {revision.change_summary.length > SUMMARY_SHOWN ? (
        <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${revision.change_summary.length} changes`}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * Revisions newest first: who changed what, when and how (console, API, import, revert), the
 * change summary, a comparison with the product now, and restore.
 */
export function HistoryTab({
  productId,
  firstPage,
  canWrite,
  codeOf,
  categoryName,
}: {
  productId: string;
  firstPage: Page;
  canWrite: boolean;
  codeOf: (attributeId: string) => string;
  categoryName: (categoryId: string) => string;
}) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [compared, setCompared] = useState<string | null>(null);
  const query = useQuery(
    trpc.productRevisions.list.queryOptions(
      { id: productId, page, page_size: 20 },
      // Page 1 is the server's (loaded again after every change); later pages are read here.
      { placeholderData: keepPreviousData, enabled: page > 1 },
    ),
  );
  const data = page === 1 ? firstPage : (query.data ?? firstPage);
  const latest = firstPage.items[0]?.revision_number ?? 0;
  return (
    <Stack gap="sm" data-testid="history">
      {data.items.map((revision) => (
        <Paper
          key={revision.id}
          withBorder
          p="sm"
          data-testid={`revision-${revision.revision_number}`}
        >
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text fw={700}>Revision {revision.revision_number}</Text>
                <Badge
                  variant="outline"
                  tt="none"
                  data-testid={`revision-source-${revision.revision_number}`}
                >
                  {revision.change_source}
                </Badge>
                <Text size="sm" c="dimmed">
                  <bdi>{revision.created_by?.name ?? 'System'}</bdi> ·{' '}
                  <LocalDate value={revision.created_at} />
                </Text>
              </Group>
              <Group gap="xs">
                {revision.revision_number !== latest ? (
                  <Button
                    variant="subtle"
                    size="xs"
                    aria-expanded={compared === revision.id}
                    onClick={() => setCompared(compared === revision.id ? null : revision.id)}
                    data-testid={`revision-compare-${revision.revision_number}`}
                  >
                    {compared === revision.id ? 'Hide comparison' : 'Compare with now'}
                  </Button>
                ) : (
                  <Badge variant="light">Current</Badge>
                )}
                {canWrite && revision.revision_number !== latest ? (
                  <RestoreButton
                    productId={productId}
                    revisionId={revision.id}
                    revisionNumber={revision.revision_number}
                    latestNumber={latest}
                  />
                ) : null}
              </Group>
            </Group>
            <Summary revision={revision} categoryName={categoryName} />
            {compared === revision.id ? (
              <RevisionDiff
                productId={productId}
                revisionId={revision.id}
                revisionNumber={revision.revision_number}
                codeOf={codeOf}
                categoryName={categoryName}
              />
            ) : null}
          </Stack>
        </Paper>
      ))}
      {data.pagination.total_pages > 1 ? (
        <nav aria-label="Revision pages">
          <Pagination
            size="sm"
            total={data.pagination.total_pages}
            value={page}
            onChange={setPage}
          />
        </nav>
      ) : null}
    </Stack>
  );
}
