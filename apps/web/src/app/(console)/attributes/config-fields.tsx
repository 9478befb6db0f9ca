'use client';

import { SimpleGrid, Text } from '@mantine/core';
import {
  ATTRIBUTE_CONFIG_LIMITS,
  ATTRIBUTE_MAX_LENGTH_MIN,
  type AttributeType,
} from '@pim/core/schemas';
import { CheckboxField, NumberField, TextField } from '@/components/form/fields';
import { CurrencyPicker } from './currency-picker';
import { MetricFields } from './metric-fields';

export type Config = Record<string, unknown>;

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);
const textOr = (value: unknown) => (typeof value === 'string' ? value : undefined);
const listOr = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

function MaxLength({ config, fallback }: { config: Config; fallback: number }) {
  return (
    <NumberField
      name="config.max_length"
      label="Maximum length"
      hint={`Characters, ${ATTRIBUTE_MAX_LENGTH_MIN} to ${ATTRIBUTE_CONFIG_LIMITS.maxLength.toLocaleString('en')}.`}
      testId="attribute-config-max-length"
      defaultValue={numberOr(config.max_length) ?? fallback}
      min={ATTRIBUTE_MAX_LENGTH_MIN}
      max={ATTRIBUTE_CONFIG_LIMITS.maxLength}
    />
  );
}

function NumberSettings({ config }: { config: Config }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          name="config.min"
          label="Minimum"
          hint="Optional."
          testId="attribute-config-min"
          defaultValue={numberOr(config.min)}
          decimals
        />
        <NumberField
          name="config.max"
          label="Maximum"
          hint="Optional."
          testId="attribute-config-max"
          defaultValue={numberOr(config.max)}
          decimals
        />
      </SimpleGrid>
      <CheckboxField
        name="config.decimals_allowed"
        label="Decimals allowed"
        testId="attribute-config-decimals"
        defaultChecked={config.decimals_allowed === true}
      />
    </>
  );
}

/**
 * The settings of one attribute type, named `config.<key>` as the API names them (its errors
 * show under them). Used to create an attribute and to edit its settings.
 */
export function ConfigFields({ type, config = {} }: { type: AttributeType; config?: Config }) {
  switch (type) {
    case 'text':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MaxLength config={config} fallback={ATTRIBUTE_CONFIG_LIMITS.textMaxLength} />
          <TextField
            name="config.regex"
            label="Pattern"
            hint="Optional regular expression, e.g. ^[A-Z0-9-]+$"
            testId="attribute-config-regex"
            defaultValue={textOr(config.regex)}
            maxLength={ATTRIBUTE_CONFIG_LIMITS.regex}
          />
        </SimpleGrid>
      );
    case 'textarea':
      return <MaxLength config={config} fallback={ATTRIBUTE_CONFIG_LIMITS.maxLength} />;
    case 'number':
      return <NumberSettings config={config} />;
    case 'metric':
      return (
        <MetricFields
          unitFamily={textOr(config.unit_family)}
          defaultUnit={textOr(config.default_unit)}
          units={listOr(config.units)}
        />
      );
    case 'price':
      return <CurrencyPicker defaultValue={listOr(config.currencies)} />;
    default:
      return (
        <Text size="sm" c="dimmed" data-testid="attribute-config-none">
          This type has no settings.
        </Text>
      );
  }
}
