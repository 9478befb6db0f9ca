'use client';

import { ActionIcon, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { LocaleOption } from '@/components/catalog/translations-section';
import { useFieldError } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';

const labelOf = (locale: LocaleOption | undefined, code: string) =>
  locale ? `${locale.label} · ${code}` : code;

/**
 * A channel's locales: a searchable multi-select of every locale ("French (France) ·
 * fr_FR"), kept in the order they are chosen, which the list below shows and can change.
 * Posts `locales`: the codes in that order, comma-joined.
 */
export function LocalesPicker({
  locales,
  defaultValue = [],
}: {
  locales: readonly LocaleOption[];
  defaultValue?: readonly string[];
}) {
  const error = useFieldError('locales');
  const [value, setValue] = useState<string[]>([...defaultValue]);
  const byCode = new Map(locales.map((l) => [l.code, l]));
  const data = locales.map((l) => ({ value: l.code, label: labelOf(l, l.code) }));

  const swap = (index: number, other: number) => {
    const next = [...value];
    [next[index], next[other]] = [next[other]!, next[index]!];
    setValue(next);
  };

  return (
    <Stack gap={6}>
      <MultiSelect
        label="Locales"
        description="The languages the channel publishes, in order of preference."
        placeholder={value.length ? undefined : 'Search a language, country or code'}
        data={data}
        value={value}
        onChange={setValue}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No such locale"
        error={error}
        aria-invalid={error ? true : undefined}
        errorProps={{ 'data-testid': 'channel-locales-error' }}
        comboboxProps={{ withinPortal: true }}
        data-testid="channel-locales-input"
      />
      <Hidden name="locales" value={value.join(',')} />
      {value.length > 1 ? (
        <Stack gap={2} component="ol" m={0} ps="lg" data-testid="channel-locales-order">
          {value.map((code, index) => {
            const label = labelOf(byCode.get(code), code);
            return (
              <Text
                component="li"
                size="sm"
                key={code}
                data-testid={`channel-locale-order-${code}`}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  <span style={{ flex: 1 }}>{label}</span>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => swap(index, index - 1)}
                    aria-label={`Move ${label} up`}
                  >
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={index === value.length - 1}
                    onClick={() => swap(index, index + 1)}
                    aria-label={`Move ${label} down`}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Text>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
