'use client';

import { Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { LIMITS } from '@pim/core/limits';
import { useState } from 'react';
import { useFieldError } from '@/components/form/action-form';
import { Hidden, TextField } from '@/components/form/fields';
import { LocalDate } from '@/components/local-date';
import type { LocaleOption, TranslationItem } from './translations-section';

const NEW_LOCALE = 'new_translation.locale';

function NewLocalePicker({
  locales,
  testId,
}: {
  locales: readonly LocaleOption[];
  testId: string;
}) {
  const error = useFieldError(NEW_LOCALE);
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Select
        label="Locale"
        placeholder="Search a language or country"
        searchable
        clearable
        data={locales.map((l) => ({ value: l.code, label: `${l.label} · ${l.code}` }))}
        value={value}
        onChange={setValue}
        error={error}
        aria-invalid={error ? true : undefined}
        nothingFoundMessage="No such locale"
        data-testid={`${testId}-locale-input`}
        comboboxProps={{ withinPortal: true }}
      />
      <Hidden name={NEW_LOCALE} value={value ?? ''} />
    </>
  );
}

/**
 * The Translations tab of a detail page: each stored locale's name as a field, and one more
 * locale to add, all saved by the page's Save (see translationsPart). Test ids: `<testId>`,
 * `<testId>-row-<locale>`, `<testId>-<locale>-input`, `<testId>-locale-input`,
 * `<testId>-name-input`; without `canWrite`, the stored names only.
 */
export function TranslationFields({
  items,
  locales,
  canWrite,
  testId,
}: {
  items: readonly TranslationItem[];
  locales: readonly LocaleOption[];
  canWrite: boolean;
  testId: string;
}) {
  const labelOf = new Map(locales.map((l) => [l.code, l.label]));
  const stored = new Set(items.map((i) => i.locale));
  return (
    <Stack gap="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        The name shown in each locale; the record&apos;s own name is used where none is given.
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          No translations yet.
        </Text>
      ) : (
        <Table aria-label="Translations" verticalSpacing="xs" layout="fixed">
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.locale} data-testid={`${testId}-row-${item.locale}`}>
                <Table.Th scope="row" fw={400} w="40%">
                  {labelOf.get(item.locale) ?? item.locale}{' '}
                  <Text span size="xs" c="dimmed">
                    {item.locale}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Modified <LocalDate value={item.modified_at} />
                  </Text>
                </Table.Th>
                <Table.Td>
                  {canWrite ? (
                    <TextField
                      name={`translation.${item.locale}`}
                      label={`Name in ${labelOf.get(item.locale) ?? item.locale}`}
                      testId={`${testId}-${item.locale}`}
                      defaultValue={item.name}
                      required
                      maxLength={LIMITS.name}
                    />
                  ) : (
                    <bdi>{item.name}</bdi>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canWrite ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Add a locale
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewLocalePicker locales={locales.filter((l) => !stored.has(l.code))} testId={testId} />
            <TextField
              name="new_translation.name"
              label="Name in this locale"
              testId={`${testId}-name`}
              maxLength={LIMITS.name}
            />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
