'use client';

import { NumberInput, Switch, TextInput } from '@mantine/core';
import { MediaInput } from './media-input';
import { MetricInput } from './metric-input';
import { MultiOptionInput, SelectOptionInput } from './option-input';
import { PriceInput } from './price-input';
import { RichTextInput } from './rich-text-input';
import { configOf, inputProps, type ValueInputProps } from './types';

/**
 * The input of an attribute's type, editing the value in the shape the API keeps for it: text
 * and textarea a string, number a number, boolean true or false, date `YYYY-MM-DD`, select an
 * option code, multiselect a list of them, price an amount per currency, metric an amount and
 * a unit, media an asset id.
 */
export function ValueInput(props: ValueInputProps) {
  const { row, value, onChange } = props;
  const common = inputProps(props);
  const config = configOf(row);
  switch (row.attribute_type) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={typeof config.max_length === 'number' ? config.max_length : undefined}
        />
      );
    case 'textarea':
      return <RichTextInput {...props} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          allowDecimal={config.decimals_allowed === true}
          min={typeof config.min === 'number' ? config.min : undefined}
          max={typeof config.max === 'number' ? config.max : undefined}
          clampBehavior="none"
        />
      );
    case 'boolean':
      return (
        <Switch
          {...common}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          description={value === undefined || value === null ? 'Not set yet' : props.description}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'select':
      return <SelectOptionInput {...props} />;
    case 'multiselect':
      return <MultiOptionInput {...props} />;
    case 'price':
      return <PriceInput {...props} />;
    case 'metric':
      return <MetricInput {...props} />;
    case 'media':
      return <MediaInput {...props} />;
  }
}
