'use client';

import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { configOf, type ValueInputProps } from './types';

type Price = { amount: string; currency: string };

const pricesOf = (value: unknown): Price[] => (Array.isArray(value) ? (value as Price[]) : []);

/** A price: one amount (a decimal like 12.50) per currency of the attribute; empty ones are not sent. */
export function PriceInput(props: ValueInputProps) {
  const { row, value, onChange, id, label, description, error, disabled, testId } = props;
  const currencies = (configOf(row).currencies as string[] | undefined) ?? [];
  const prices = pricesOf(value);
  const amountOf = (currency: string) => prices.find((p) => p.currency === currency)?.amount ?? '';
  const setAmount = (currency: string, amount: string) =>
    onChange(
      currencies.flatMap((c) => {
        const next = c === currency ? amount.trim() : amountOf(c);
        return next ? [{ amount: next, currency: c }] : [];
      }),
    );
  return (
    <Fieldset
      legend={
        <Text span size="sm" fw={500}>
          {label}
        </Text>
      }
      variant="unstyled"
      id={id}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {currencies.map((currency, index) => (
          <TextInput
            key={currency}
            label={currency}
            aria-label={`${row.attribute_name} in ${currency}`}
            inputMode="decimal"
            placeholder="0.00"
            value={amountOf(currency)}
            onChange={(event) => setAmount(currency, event.currentTarget.value)}
            error={index === 0 ? error : undefined}
            description={index === 0 ? description : undefined}
            disabled={disabled}
            data-testid={`${testId}-${currency}`}
            errorProps={{ 'data-testid': `${testId}-error` }}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
