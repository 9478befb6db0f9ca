'use client';

import { Group, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import { useTRPC } from '@/lib/trpc/query-provider';
import { ScopeChips } from './change-summary';
import { describeChange, type HistoryTerms } from './change-words';
import { useOptionTerms } from './use-history-terms';
import { diffSnapshots, shortValue, type Difference } from './snapshot-diff';

/** A difference's subject in words, with its channel and locale. */
function What({ difference, terms }: { difference: Difference; terms: HistoryTerms }) {
  if (difference.path === 'categories') return <>Category</>;
  const words = describeChange(
    { path: difference.path, action: 'changed', after: difference.now ?? difference.then },
    terms,
  );
  return (
    <Group gap={4} wrap="wrap">
      <bdi>{words.subject}</bdi>
      <ScopeChips channel={words.channel} locale={words.locale} />
    </Group>
  );
}

/** A value in words: through the summary's wording (statuses, families), else as it is. */
function valueWords(difference: Difference, value: unknown, terms: HistoryTerms): string {
  if (value === undefined || difference.path === 'categories') return shortValue(value);
  return (
    describeChange({ path: difference.path, action: 'added', after: value }, terms).after ?? '—'
  );
}

/** What differs between a revision and the product now (its latest revision's snapshot). */
export function RevisionDiff({
  productId,
  revisionId,
  revisionNumber,
  codeOf,
  terms: historyTerms,
}: {
  productId: string;
  revisionId: string;
  revisionNumber: number;
  codeOf: (attributeId: string) => string;
  terms: HistoryTerms;
}) {
  const trpc = useTRPC();
  const then = useQuery(trpc.productRevisions.get.queryOptions({ id: productId, revisionId }));
  const now = useQuery(trpc.productRevisions.latest.queryOptions({ id: productId }));
  const differences =
    then.data && now.data
      ? diffSnapshots(
          then.data.snapshot,
          now.data.snapshot,
          codeOf,
          (id) => historyTerms.categoryPath(id) ?? 'A deleted category',
        )
      : [];
  // The comparison's values may name options the summaries do not: their labels are read too.
  const options = useOptionTerms(
    historyTerms,
    differences.map((d) => ({ path: d.path, before: d.then, after: d.now })),
  );
  const terms = options.terms;
  if (then.isError || now.isError || options.failed) {
    return <LoadError failure={toApiFailure(then.error ?? now.error ?? options.failed)} />;
  }
  if (!then.data || !now.data || !options.ready) {
    return <Loader size="sm" aria-label="Loading the comparison" />;
  }
  if (differences.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={`revision-diff-${revisionNumber}`}>
        The product is now as it was in this revision.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table
        verticalSpacing={4}
        fz="sm"
        aria-label={`Revision ${revisionNumber} against now`}
        data-testid={`revision-diff-${revisionNumber}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>What</Table.Th>
            <Table.Th>In revision {revisionNumber}</Table.Th>
            <Table.Th>Now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {differences.map((d, index) => (
            <Table.Tr key={`${d.path}-${index}`}>
              <Table.Td>
                <What difference={d} terms={terms} />
              </Table.Td>
              <Table.Td>
                <bdi>{valueWords(d, d.then, terms)}</bdi>
              </Table.Td>
              <Table.Td>
                <bdi>{valueWords(d, d.now, terms)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
