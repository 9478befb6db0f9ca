'use client';

import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { configOf, inputProps, type ValueInputProps } from './types';

type Metric = { amount: string; unit: string };

/** A measurement: an amount (a decimal) and one of the attribute's units. */
export function MetricInput(props: ValueInputProps) {
  const { row, value, onChange, disabled, testId } = props;
  const config = configOf(row);
  const units = (config.units as string[] | undefined) ?? [];
  const metric = value && typeof value === 'object' ? (value as Metric) : undefined;
  // A unit chosen before the amount is typed waits here.
  const [chosenUnit, setChosenUnit] = useState(
    (config.default_unit as string | undefined) ?? units[0] ?? '',
  );
  const unit = metric?.unit ?? chosenUnit;
  const set = (amount: string, nextUnit: string) =>
    onChange(amount.trim() ? { amount: amount.trim(), unit: nextUnit } : null);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        {...inputProps(props)}
        inputMode="decimal"
        placeholder="0"
        value={metric?.amount ?? ''}
        onChange={(event) => set(event.currentTarget.value, unit)}
        flex={1}
      />
      <NativeSelect
        label="Unit"
        aria-label={`Unit of ${row.attribute_name}`}
        value={unit}
        onChange={(event) => {
          setChosenUnit(event.currentTarget.value);
          if (metric?.amount) set(metric.amount, event.currentTarget.value);
        }}
        data={units.map((u) => ({ value: u, label: u.toLowerCase().replaceAll('_', ' ') }))}
        disabled={disabled}
        w={140}
        data-testid={`${testId}-unit`}
      />
    </Group>
  );
}
