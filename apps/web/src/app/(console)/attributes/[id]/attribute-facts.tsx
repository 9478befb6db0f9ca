import { Code, Text } from '@mantine/core';
import { LocalDate } from '@/components/local-date';
import { Details, Section } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';
import { hasOptions, typeLabel } from '@/lib/attribute-types';

type Attribute = RouterOutputs['attributes']['get'];

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** What an attribute is: the facts fixed at creation, then its group and counts. */
export function AttributeFacts({ attribute: a }: { attribute: Attribute }) {
  return (
    <Section
      title="Fixed once created"
      description="Products store their values by code, type, channel and locale, so these cannot change after creation."
      testId="attribute-facts"
    >
      <Details
        cols={{ base: 2, md: 4 }}
        items={[
          { label: 'Code', value: <code data-testid="attribute-code">{a.code}</code> },
          { label: 'Type', value: typeLabel(a.type), testId: 'attribute-type' },
          {
            label: 'Value per channel',
            value: yesNo(a.value_per_channel),
            testId: 'attribute-per-channel',
          },
          {
            label: 'Value per locale',
            value: yesNo(a.value_per_locale),
            testId: 'attribute-per-locale',
          },
          { label: 'Unique', value: yesNo(a.is_unique), testId: 'attribute-unique' },
          {
            label: 'Group',
            value: a.attribute_group ? (
              <>
                <bdi>{a.attribute_group.name}</bdi> <Code>{a.attribute_group.code}</Code>
              </>
            ) : (
              <Text span c="dimmed">
                none
              </Text>
            ),
            testId: 'attribute-group',
          },
          ...(hasOptions(a.type)
            ? [{ label: 'Options', value: a.option_count, testId: 'attribute-option-count' }]
            : []),
          { label: 'Modified', value: <LocalDate value={a.modified_at} /> },
        ]}
      />
    </Section>
  );
}

/** A config value as text: lists joined, booleans in words. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return yesNo(value);
  return String(value);
}

const SETTING_LABELS: Record<string, string> = {
  max_length: 'Maximum length',
  regex: 'Pattern',
  min: 'Minimum',
  max: 'Maximum',
  decimals_allowed: 'Decimals allowed',
  unit_family: 'Unit family',
  default_unit: 'Default unit',
  units: 'Allowed units',
  currencies: 'Currencies',
};

/** The type's settings, read only (for readers). */
export function ConfigSummary({ config }: { config: Record<string, unknown> }) {
  const entries = Object.entries(config);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This type has no settings.
      </Text>
    );
  }
  return (
    <Details
      items={entries.map(([key, value]) => ({
        label: SETTING_LABELS[key] ?? key,
        value: <code>{shown(value)}</code>,
        testId: `attribute-setting-${key}`,
      }))}
    />
  );
}
