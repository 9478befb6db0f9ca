'use client';

import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { LIMITS } from '@pim/core/schemas';
import { useState } from 'react';
import type { LocaleOption } from '@/components/catalog/translations-section';
import { Hidden, TextField } from '@/components/form/fields';

/**
 * An option's labels per locale: one field per locale (`labels.<locale>`, as the API names
 * its errors), a locale picker to add one, a button to take one off. Locales taken off that
 * were stored are posted in `labels_removed`.
 */
export function LabelsEditor({
  locales,
  initial = {},
  testId,
}: {
  locales: readonly LocaleOption[];
  initial?: Record<string, string>;
  /** Test ids: `<testId>-add-locale-input`, `<testId>-add`, `<testId>-<locale>-input`. */
  testId: string;
}) {
  const [shown, setShown] = useState(() => Object.keys(initial));
  const [adding, setAdding] = useState<string | null>(null);
  const labelOf = new Map(locales.map((l) => [l.code, l.label]));
  const removed = Object.keys(initial).filter((locale) => !shown.includes(locale));
  const add = () => {
    if (adding && !shown.includes(adding)) setShown([...shown, adding]);
    setAdding(null);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Labels per locale
      </Text>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          None: the name is shown in every locale.
        </Text>
      ) : null}
      {shown.map((locale) => (
        <Group key={locale} gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <TextField
              name={`labels.${locale}`}
              label={`${labelOf.get(locale) ?? locale} · ${locale}`}
              testId={`${testId}-${locale}`}
              defaultValue={initial[locale]}
              maxLength={LIMITS.name}
            />
          </div>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={`Remove the ${locale} label`}
            onClick={() => setShown(shown.filter((l) => l !== locale))}
            data-testid={`${testId}-${locale}-remove`}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Add a label in"
          placeholder="Search a language or country"
          searchable
          data={locales
            .filter((l) => !shown.includes(l.code))
            .map((l) => ({ value: l.code, label: `${l.label} · ${l.code}` }))}
          value={adding}
          onChange={setAdding}
          nothingFoundMessage="No such locale"
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '1 1 14rem' }}
          data-testid={`${testId}-add-locale-input`}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={!adding}
          data-testid={`${testId}-add`}
        >
          Add label
        </Button>
      </Group>
      <Hidden name="labels_removed" value={removed.join(',')} />
    </Stack>
  );
}
