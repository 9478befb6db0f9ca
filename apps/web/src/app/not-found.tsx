import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/components/links';

export default function NotFound() {
  return (
    <Center component="main" id="main" mih="60vh" p="md">
      <Paper withBorder p="xl" maw={460}>
        <Stack>
          <Title order={1} size="h3">
            Page not found
          </Title>
          <Text>There is no console page at this address.</Text>
          <ButtonLink href="/" w="fit-content">
            Go to the dashboard
          </ButtonLink>
        </Stack>
      </Paper>
    </Center>
  );
}
