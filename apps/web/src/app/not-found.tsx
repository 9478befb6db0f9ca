import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { ButtonLink } from '@/components/links';
import { BackButton } from './back-button';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <Center component="main" id="main" mih="60vh" p="md">
      <Paper withBorder p="xl" maw={460}>
        <Stack>
          <Title order={1} size="h3" data-testid="not-found-title">
            Page not found
          </Title>
          <Text>
            There is no console page at this address: the link may be mistyped, or what it showed
            may have been deleted.
          </Text>
          <Group gap="sm">
            <ButtonLink href="/" data-testid="not-found-home">
              Go to the home page
            </ButtonLink>
            <BackButton />
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
