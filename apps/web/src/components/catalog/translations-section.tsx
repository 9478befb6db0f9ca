'use client';

import {
  Select,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { LIMITS } from '@pim/core/limits';
import { useState } from 'react';
import { ActionForm, type FormAction, useFieldError } from '@/components/form/action-form';
import { Hidden, TextField } from '@/components/form/fields';
import { LocalDate } from '@/components/local-date';
import { Section } from '@/components/page';

export interface TranslationItem {
  locale: string;
  name: string;
  modified_at: string;
}

export interface LocaleOption {
  code: string;
  /** "French (France)". */
  label: string;
}

interface TranslationsSectionProps {
  /** Posts `locale` and `name` with the hidden fields; answers with the form state. */
  action: FormAction;
  /** Ids the action needs (`id`, or `productFamilyId` and `id`). */
  hidden: Record<string, string>;
  items: readonly TranslationItem[];
  locales: readonly LocaleOption[];
  canWrite: boolean;
  /** Test ids: `<testId>`, `<testId>-row-<locale>`, `<testId>-form`, `<testId>-locale-input`. */
  testId: string;
}

/** A searchable locale picker posting `locale`; its errors show under it. */
function LocalePicker({ locales, testId }: { locales: readonly LocaleOption[]; testId: string }) {
  const error = useFieldError('locale');
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Select
        label="Locale"
        placeholder="Search a language or country"
        searchable
        withAsterisk
        data={locales.map((l) => ({ value: l.code, label: `${l.label} · ${l.code}` }))}
        value={value}
        onChange={setValue}
        error={error}
        aria-invalid={error ? true : undefined}
        nothingFoundMessage="No such locale"
        data-testid={`${testId}-locale-input`}
        comboboxProps={{ withinPortal: true }}
      />
      <Hidden name="locale" value={value ?? ''} />
    </>
  );
}

/**
 * The names of a catalog record per locale: a table of what is stored, and a form that
 * creates or replaces one locale's name (the API's translations PATCH upserts by locale).
 */
export function TranslationsSection({
  action,
  hidden,
  items,
  locales,
  canWrite,
  testId,
}: TranslationsSectionProps) {
  const labelOf = new Map(locales.map((l) => [l.code, l.label]));
  return (
    <Section
      title="Translations"
      description="The name shown in each locale; the record's own name is used where none is given."
      testId={testId}
    >
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          No translations yet.
        </Text>
      ) : (
        <TableScrollContainer minWidth={420} type="native">
          <Table aria-label="Translations" verticalSpacing="xs">
            <TableThead>
              <TableTr>
                <TableTh scope="col">Locale</TableTh>
                <TableTh scope="col">Name</TableTh>
                <TableTh scope="col">Modified</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {items.map((item) => (
                <TableTr key={item.locale} data-testid={`${testId}-row-${item.locale}`}>
                  <TableTd>
                    {labelOf.get(item.locale) ?? item.locale}{' '}
                    <Text span size="xs" c="dimmed">
                      {item.locale}
                    </Text>
                  </TableTd>
                  <TableTd>
                    <bdi>{item.name}</bdi>
                  </TableTd>
                  <TableTd>
                    <LocalDate value={item.modified_at} />
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
      {canWrite ? (
        <ActionForm
          action={action}
          testId={`${testId}-form`}
          submitLabel="Save translation"
          resetOnSuccess
        >
          {Object.entries(hidden).map(([name, value]) => (
            <Hidden key={name} name={name} value={value} />
          ))}
          <LocalePicker locales={locales} testId={testId} />
          <TextField
            name="name"
            label="Name in this locale"
            testId={`${testId}-name`}
            required
            maxLength={LIMITS.name}
          />
        </ActionForm>
      ) : null}
    </Section>
  );
}
