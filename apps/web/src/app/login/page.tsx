import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { safeCallbackUrl } from '@/lib/safe-callback-url';
import { LoginForm } from './login-form';

export const metadata: Metadata = { title: 'Sign in' };

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const notice =
    first(params.reason) === 'expired'
      ? 'Your session has ended. Sign in again to continue.'
      : undefined;
  return (
    <Center component="main" id="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={400}>
        <Stack gap="lg">
          <Stack gap={2}>
            <Text fw={700} c="blue.9">
              PIM Console
            </Text>
            <Title order={1} size="h2">
              Sign in
            </Title>
          </Stack>
          <LoginForm
            callbackUrl={safeCallbackUrl(params.callbackUrl)}
            notice={notice}
            initialError={first(params.error)}
          />
        </Stack>
      </Paper>
    </Center>
  );
}
