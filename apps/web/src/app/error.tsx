'use client';

import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';

/** Last resort for unexpected server errors; known API failures have their own messages. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <Center component="main" id="main" mih="60vh" p="md">
      <Paper withBorder p="xl" maw={460} role="alert" data-testid="unexpected-error">
        <Stack>
          <Title order={1} size="h3">
            Something went wrong
          </Title>
          <Text>
            The console could not show this page. Try again; if it keeps happening, check the
            console server log.
          </Text>
          <Button w="fit-content" onClick={() => reset()}>
            Try again
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
