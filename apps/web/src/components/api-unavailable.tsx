import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApiFailure } from '@/lib/api/errors';
import { readableFailure } from '@/lib/api/messages';
import { RetryButton } from './retry-button';
import { SignOutButton } from './shell/sign-out-button';

/** Shown instead of the console when the API cannot answer who the caller is. */
export function ApiUnavailable({ failure }: { failure: ApiFailure }) {
  return (
    <Center component="main" id="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={460} role="alert" data-testid="api-unavailable">
        <Stack>
          <Title order={1} size="h3">
            The console cannot load your data
          </Title>
          <Text>
            {readableFailure(failure, 'The PIM API cannot be reached. Check that it is running.')}
          </Text>
          <Group>
            <RetryButton />
            <SignOutButton withLabel />
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
