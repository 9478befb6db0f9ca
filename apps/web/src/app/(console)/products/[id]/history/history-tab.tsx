'use client';

import { Badge, Button, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LocalDate } from '@/components/local-date';
import { LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import type { RouterOutputs } from '@/lib/api/router';
import { useTRPC } from '@/lib/trpc/query-provider';
import type { CategoryData } from '../../categories/forest';
import { useWorkspace } from '../workspace';
import { ChangeSummary } from './change-summary';
import { SOURCE_LABELS } from './change-words';
import { RestoreButton } from './restore-button';
import { RevisionDiff } from './revision-diff';
import { useHistoryTerms } from './use-history-terms';

type Page = RouterOutputs['productRevisions']['list'];
type Revision = Page['items'][number];

/** The families a page's summaries name (their variant families are read for their names). */
function familiesNamed(revisions: readonly Revision[]): string[] {
  const ids = new Set<string>();
  for (const revision of revisions) {
    for (const entry of revision.change_summary) {
      if (entry.path !== 'product.product_family_id') continue;
      for (const value of [entry.before, entry.after]) {
        if (typeof value === 'string') ids.add(value);
      }
    }
  }
  return [...ids].sort();
}

/** Who made a revision: a user's name, or a service account's, said to be one. */
function Author({ revision }: { revision: Revision }) {
  const actor = revision.created_by;
  if (!actor) return <>System</>;
  return (
    <>
      <bdi>{actor.name}</bdi>
      {actor.type === 'service_account' ? ' (service account)' : ''}
    </>
  );
}

/**
 * Revisions newest first: who changed what, when and how (console, API, import, restore), the
 * change summary in words (attribute labels, channel and locale names, family and category
 * names, status labels), a comparison with the product now, and restore.
 */
export function HistoryTab({
  productId,
  firstPage,
  canWrite,
  codeOf,
  categories,
}: {
  productId: string;
  firstPage: Page;
  canWrite: boolean;
  codeOf: (attributeId: string) => string;
  categories: CategoryData;
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
  const { tab } = useWorkspace();
  const familyIds = useMemo(() => familiesNamed(data.items), [data.items]);
  const shown = useMemo(() => data.items.flatMap((r) => r.change_summary), [data.items]);
  const { terms, ready, failed } = useHistoryTerms({
    // Read once the tab is first opened, not with every editor page.
    enabled: tab === 'history',
    categories,
    familyIds,
    shown,
  });
  if (failed) return <LoadError failure={toApiFailure(failed)} />;
  if (!ready) return <Loader size="sm" aria-label="Loading the history" />;
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
                  {SOURCE_LABELS[revision.change_source] ?? revision.change_source}
                </Badge>
                <Text
                  size="sm"
                  c="dimmed"
                  data-testid={`revision-author-${revision.revision_number}`}
                >
                  <Author revision={revision} /> · <LocalDate value={revision.created_at} />
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
            <ChangeSummary revision={revision} terms={terms} />
            {compared === revision.id ? (
              <RevisionDiff
                productId={productId}
                revisionId={revision.id}
                revisionNumber={revision.revision_number}
                codeOf={codeOf}
                terms={terms}
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
