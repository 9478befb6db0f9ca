'use client';

import { MultiSelect, SimpleGrid } from '@mantine/core';
import { LIMITS, MAX_VARIANT_AXES } from '@pim/core/schemas';
import { useState } from 'react';
import { ActionForm, useFieldError } from '@/components/form/action-form';
import { Hidden, TextField, type Option } from '@/components/form/fields';
import { createVariantFamily } from '../variant-actions';

function AxisPicker({
  level,
  options,
  value,
  onChange,
  max,
  hint,
  disabled = false,
}: {
  level: 1 | 2;
  options: readonly Option[];
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  hint: string;
  disabled?: boolean;
}) {
  const field = `axes_level_${level}`;
  const error = useFieldError(field);
  return (
    <MultiSelect
      name={field}
      label={`Level ${level} axes`}
      description={hint}
      withAsterisk={level === 1}
      data={[...options]}
      value={value}
      onChange={onChange}
      maxValues={max}
      searchable
      clearable
      disabled={disabled}
      nothingFoundMessage="No attribute matches."
      error={error}
      errorProps={{ 'data-testid': `variant-family-axes-${level}-error` }}
      comboboxProps={{ withinPortal: true }}
      data-testid={`variant-family-axes-${level}-input`}
    />
  );
}

/**
 * A new variant family: code, name and its axes on one or two levels, chosen among the
 * family's select and yes/no attributes that hold one value for all channels and locales.
 * Positions follow the order in which the axes are chosen.
 */
export function VariantFamilyForm({
  productFamilyId,
  axisOptions,
}: {
  productFamilyId: string;
  axisOptions: readonly Option[];
}) {
  const [level1, setLevel1] = useState<string[]>([]);
  const [level2, setLevel2] = useState<string[]>([]);
  return (
    <ActionForm
      action={createVariantFamily}
      testId="variant-family-create"
      submitLabel="Create variant family"
      resetOnSuccess
      onSuccess={() => {
        setLevel1([]);
        setLevel2([]);
      }}
    >
      <Hidden name="productFamilyId" value={productFamilyId} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="code"
          label="Code"
          testId="variant-family-code"
          required
          maxLength={LIMITS.code}
        />
        <TextField
          name="name"
          label="Name"
          testId="variant-family-name"
          required
          maxLength={LIMITS.name}
        />
        <AxisPicker
          level={1}
          options={axisOptions.filter((o) => !level2.includes(o.value))}
          value={level1}
          onChange={(value) => {
            setLevel1(value);
            if (value.length === 0) setLevel2([]);
          }}
          max={MAX_VARIANT_AXES - level2.length}
          hint="The attributes that tell a family's products apart first, e.g. color."
        />
        <AxisPicker
          level={2}
          options={axisOptions.filter((o) => !level1.includes(o.value))}
          value={level2}
          onChange={setLevel2}
          max={MAX_VARIANT_AXES - level1.length}
          hint="Optional: then within each of them, e.g. size."
          disabled={level1.length === 0}
        />
      </SimpleGrid>
    </ActionForm>
  );
}
