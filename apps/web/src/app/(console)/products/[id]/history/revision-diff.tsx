'use client';

import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import { useTRPC } from '@/lib/trpc/query-provider';
import { diffSnapshots, shortValue } from './snapshot-diff';

/** What differs between a revision and the product now (its latest revision's snapshot). */
export function RevisionDiff({
  productId,
  revisionId,
  revisionNumber,
  codeOf,
  categoryName,
}: {
  productId: string;
  revisionId: string;
  revisionNumber: number;
  codeOf: (attributeId: string) => string;
  categoryName: (categoryId: string) => string;
}) {
  const trpc = useTRPC();
  const then = useQuery(trpc.productRevisions.get.queryOptions({ id: productId, revisionId }));
  const now = useQuery(trpc.productRevisions.latest.queryOptions({ id: productId }));
  if (then.isError || now.isError) {
    return <LoadError failure={toApiFailure(then.error ?? now.error)} />;
  }
  if (!then.data || !now.data) return <Loader size="sm" aria-label="Loading the comparison" />;
  const differences = diffSnapshots(then.data.snapshot, now.data.snapshot, codeOf, categoryName);
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
                <code style={{ overflowWrap: 'anywhere' }}>{d.path}</code>
              </Table.Td>
              <Table.Td>
                <bdi>{shortValue(d.then)}</bdi>
              </Table.Td>
              <Table.Td>
                <bdi>{shortValue(d.now)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
