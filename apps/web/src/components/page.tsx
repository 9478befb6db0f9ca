import { Group, Paper, SimpleGrid, Stack, Text, Title, type SimpleGridProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from './links';

/** A page's title line: the title (with its test id), a status, and actions on the right. */
export function PageHeader({
  title,
  titleTestId,
  back,
  badge,
  actions,
  picture,
}: {
  title: ReactNode;
  titleTestId?: string;
  /** A small picture before the title (a product's). */
  picture?: ReactNode;
  /** The list this page belongs to. */
  back?: { href: string; label: string };
  badge?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      {back ? (
        <AnchorLink href={back.href} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {back.label}
          </Group>
        </AnchorLink>
      ) : null}
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" miw={0}>
          {picture}
          <Title order={1} size="h2" data-testid={titleTestId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {badge}
        </Group>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
    </Stack>
  );
}

/** A titled card of a page. */
export function Section({
  title,
  description,
  children,
  testId,
}: {
  title?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        {title || description ? (
          <Stack gap={4}>
            {title ? (
              <Title order={2} size="h4">
                {title}
              </Title>
            ) : null}
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

export interface Detail {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs of a resource, in columns where there is room. */
export function Details({
  items,
  cols = { base: 1, xs: 2, md: 4 },
}: {
  items: Detail[];
  /** Columns per breakpoint; fewer where the details sit in a narrow panel. */
  cols?: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
            {item.label}
          </Text>
          <Text
            component="dd"
            m={0}
            mt={2}
            data-testid={item.testId}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
