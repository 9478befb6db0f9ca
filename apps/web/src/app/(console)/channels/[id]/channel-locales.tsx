import { Code, Group, Stack, Text } from '@mantine/core';
import type { RouterOutputs } from '@/lib/api/router';

type Locale = RouterOutputs['channels']['get']['locales'][number];

/** A channel's locales in their order ("1. French (France) · fr_FR"). */
export function ChannelLocales({ locales }: { locales: readonly Locale[] }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" id="channel-locales-label">
        Locales, in order
      </Text>
      {locales.length === 0 ? (
        <Text size="sm" data-testid="channel-locale-list">
          None yet.
        </Text>
      ) : (
        <Stack
          component="ol"
          gap={2}
          m={0}
          ps="lg"
          aria-labelledby="channel-locales-label"
          data-testid="channel-locale-list"
        >
          {locales.map((l) => (
            <Text component="li" size="sm" key={l.locale_code}>
              <Group gap={6} component="span" wrap="wrap">
                {l.country_name ? `${l.language_name} (${l.country_name})` : l.language_name}
                <Code data-testid="channel-locale-code">{l.locale_code}</Code>
              </Group>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
