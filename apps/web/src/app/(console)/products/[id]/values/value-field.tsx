'use client';

import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { plainTextOf } from '@/lib/plain-text';
import { Thumbnail } from '../../grid/thumbnail';
import { enabledIn, type EditorScope, type ValueRow } from './editor-state';
import { OptionNames } from './inputs/option-input';
import { ValueInput } from './inputs/value-input';

/** A value as words, for fields that cannot be changed here (axis, inherited, elsewhere). */
export function valueText(row: ValueRow, value: unknown): ReactNode {
  if (value === undefined || value === null || value === '') return 'No value';
  switch (row.attribute_type) {
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'textarea':
      return <bdi>{plainTextOf(String(value))}</bdi>;
    case 'select':
    case 'multiselect':
      return (
        <OptionNames
          attributeId={row.attribute_id}
          codes={Array.isArray(value) ? value.map(String) : [String(value)]}
        />
      );
    case 'price':
      return (value as { amount: string; currency: string }[])
        .map((p) => `${p.amount} ${p.currency}`)
        .join(' · ');
    case 'metric': {
      const metric = value as { amount: string; unit: string };
      return `${metric.amount} ${metric.unit.toLowerCase().replaceAll('_', ' ')}`;
    }
    case 'media':
      return <Thumbnail assetId={String(value)} size={64} />;
    default:
      return <bdi>{String(value)}</bdi>;
  }
}

function scopeHint(row: ValueRow): string | undefined {
  if (row.value_per_channel && row.value_per_locale) return 'Per channel and locale';
  if (row.value_per_channel) return 'Per channel';
  if (row.value_per_locale) return 'Per locale';
  return undefined;
}

interface ValueFieldProps {
  row: ValueRow;
  shown: EditorScope;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  canWrite: boolean;
  changed: boolean;
  /** The variant's "use the product's value again", shown on an overridden value. */
  resetOverride?: ReactNode;
}

/**
 * One attribute at the shown channel and locale: its input, or why it cannot be changed here
 * (not used in this channel, a variant axis, inherited and not overridable).
 */
export function ValueField({
  row,
  shown,
  value,
  onChange,
  error,
  canWrite,
  changed,
  resetOverride,
}: ValueFieldProps) {
  const code = row.attribute_code;
  const testId = `value-${code}`;
  const enabled = enabledIn(row, shown.channel);
  const badges = (
    <>
      {row.is_variant_axis ? (
        <Badge component="span" size="xs" variant="light">
          Axis
        </Badge>
      ) : null}
      {row.is_inherited ? (
        <Badge component="span" size="xs" variant="light" color="gray">
          Inherited
        </Badge>
      ) : null}
      {row.is_overridden ? (
        <Badge component="span" size="xs" variant="light" color="grape">
          Overridden
        </Badge>
      ) : null}
      {changed ? (
        <Badge component="span" size="xs" variant="light" color="orange" c="dark.8">
          Changed
        </Badge>
      ) : null}
    </>
  );
  const label = (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
      <bdi>{row.attribute_name}</bdi>
      {badges}
    </span>
  );
  const readOnly =
    !canWrite ||
    row.is_custom ||
    row.is_variant_axis ||
    (row.is_inherited !== undefined && !row.is_overridable);

  let body: ReactNode;
  if (!enabled) {
    body = (
      <>
        <Text component="div" size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          Not used in this channel.
        </Text>
      </>
    );
  } else if (readOnly) {
    body = (
      <>
        <Text component="div" size="sm" fw={500}>
          {label}
        </Text>
        <Text component="div" size="sm" data-testid={`${testId}-text`}>
          {row.is_variant_axis && row.is_inherited === undefined
            ? 'Set on each variant (a variant axis).'
            : valueText(row, value)}
        </Text>
      </>
    );
  } else {
    body = (
      <ValueInput
        row={row}
        value={value}
        onChange={onChange}
        id={`value-input-${code}`}
        label={label}
        description={scopeHint(row)}
        error={error}
        required={row.is_mandatory}
        testId={testId}
      />
    );
  }
  return (
    <div id={`value-field-${code}`} tabIndex={-1} data-testid={`value-field-${code}`}>
      {body}
      {resetOverride}
    </div>
  );
}
