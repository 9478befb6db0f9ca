'use client';

import { MultiSelect } from '@mantine/core';
import { CURRENCY_CODES } from '@pim/core/schemas';
import { useFieldError } from '@/components/form/action-form';

/** ISO 4217 codes with their English names ("EUR · Euro"), as the API accepts them. */
function currencyOptions() {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return CURRENCY_CODES.map((code) => ({
    value: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}

const CURRENCY_OPTIONS = currencyOptions();

/** A price's currencies: a searchable multi-select (code or name), posting `config.currencies`. */
export function CurrencyPicker({ defaultValue }: { defaultValue?: string[] }) {
  const error = useFieldError('config.currencies');
  return (
    <MultiSelect
      name="config.currencies"
      label="Currencies"
      description="A price holds an amount in each of them."
      placeholder="Search by code or name, e.g. EUR or euro"
      withAsterisk
      data={CURRENCY_OPTIONS}
      defaultValue={defaultValue}
      searchable
      clearable
      hidePickedOptions
      limit={50}
      nothingFoundMessage="No such currency"
      error={error}
      errorProps={{ 'data-testid': 'attribute-config-currencies-error' }}
      comboboxProps={{ withinPortal: true }}
      data-testid="attribute-config-currencies-input"
    />
  );
}
