import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { JobStatusBadge } from '@/components/jobs/job-display';
import { jobSubject, jobTitle } from '@/components/jobs/job-labels';
import { AnchorLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { LoadError } from '@/components/notices';
import type { ApiResult } from '@/lib/api/call';
import type { RouterOutputs } from '@/lib/api/router';
import type { IncompleteCell } from './home-load';
import { ProductStatusBadge } from './products/product-status';

type ProductPage = RouterOutputs['products']['list'];
type JobPage = RouterOutputs['jobs']['list'];

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A home card: a title, and its content or why it could not be read. */
export function HomeCard<T>({
  title,
  testId,
  result,
  children,
}: {
  title: string;
  testId: string;
  result: ApiResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} data-testid={testId} component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {result.ok ? children(result.data) : <LoadError failure={result.failure} />}
      </Stack>
    </Paper>
  );
}

/** A number that opens the list it counts. */
export function CountLink({
  count,
  href,
  label,
  testId,
}: {
  count: number;
  href: string;
  /** What is counted, for the link's name: "products in review". */
  label: string;
  testId: string;
}) {
  return (
    <AnchorLink href={href} fz="xl" fw={700} aria-label={`${count} ${label}`} data-testid={testId}>
      {count.toLocaleString('en')}
    </AnchorLink>
  );
}

/** Products as links (name, else code), with their family, status and last change. */
export function ProductLinks({
  page,
  empty,
  testId,
}: {
  page: ProductPage;
  empty: string;
  testId: string;
}) {
  if (page.items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" gap="xs" style={plainList}>
      {page.items.map((product) => (
        <li key={product.id} data-testid={`${testId}-${product.code}`}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <AnchorLink href={`/products/${product.id}`} fw={600}>
                <bdi>{product.name ?? product.code}</bdi>
              </AnchorLink>
              <Text size="xs" c="dimmed">
                <bdi>{product.product_family.name}</bdi> · <LocalDate value={product.modified_at} />
              </Text>
            </Stack>
            <ProductStatusBadge status={product.status} />
          </Group>
        </li>
      ))}
    </Stack>
  );
}

/** Incomplete products per channel, a line per locale whose count opens the filtered grid. */
export function IncompleteByChannel({ cells }: { cells: readonly IncompleteCell[] }) {
  if (cells.length === 0) return <Text c="dimmed">No active channel has a locale yet.</Text>;
  const channels = [...new Map(cells.map((c) => [c.channel.code, c.channel])).values()];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {channels.map((channel) => (
        <div key={channel.code} data-testid={`home-incomplete-${channel.code}`}>
          <Text fw={600} size="sm">
            <bdi>{channel.name}</bdi>
          </Text>
          <Stack component="ul" gap={2} style={plainList}>
            {cells
              .filter((cell) => cell.channel.code === channel.code)
              .map(({ locale, count }) => (
                <Group component="li" key={locale.code} justify="space-between" gap="xs">
                  <Text size="sm">
                    <bdi>{locale.label}</bdi>
                  </Text>
                  <CountLink
                    count={count}
                    href={`/products?${new URLSearchParams({
                      channel: channel.code,
                      locale: locale.code,
                      completeness: 'incomplete',
                    })}`}
                    label={`incomplete products in ${channel.name}, ${locale.label}`}
                    testId={`home-incomplete-${channel.code}-${locale.code}`}
                  />
                </Group>
              ))}
          </Stack>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Jobs that failed and those running or waiting, each count opening the jobs list. */
export function JobsQueue({
  jobs,
}: {
  jobs: { failed: JobPage; running: JobPage; queued: number };
}) {
  const counts = [
    { key: 'failed', label: 'Failed', count: jobs.failed.pagination.total_items },
    { key: 'running', label: 'Running', count: jobs.running.pagination.total_items },
    { key: 'queued', label: 'Waiting to run', count: jobs.queued },
  ];
  const shown = [...jobs.failed.items, ...jobs.running.items];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3} spacing="xs">
        {counts.map(({ key, label, count }) => (
          <Stack key={key} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <CountLink
              count={count}
              href={`/jobs?status=${key}`}
              label={`${label.toLowerCase()} jobs`}
              testId={`home-jobs-${key}`}
            />
          </Stack>
        ))}
      </SimpleGrid>
      {shown.length ? (
        <Stack component="ul" gap="xs" style={plainList}>
          {shown.map((job) => (
            <li key={job.id} data-testid="home-job">
              <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <AnchorLink href={`/jobs/${job.id}`} fw={600}>
                    {jobTitle(job)}
                  </AnchorLink>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{jobSubject(job)}</bdi> · <LocalDate value={job.created_at} />
                  </Text>
                </Stack>
                <JobStatusBadge job={job} />
              </Group>
            </li>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">No job has failed and none is running.</Text>
      )}
    </Stack>
  );
}
