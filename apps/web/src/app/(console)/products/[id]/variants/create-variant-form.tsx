'use client';

import { SimpleGrid } from '@mantine/core';
import { VARIANT_SKU_MAX } from '@pim/core/limits';
import { ActionForm } from '@/components/form/action-form';
import { CheckboxField, Hidden, SelectField, TextField } from '@/components/form/fields';
import { isolateText } from '@/lib/bidi';
import { createVariant } from '../../variant-actions';
import type { Axis } from './types';

/** A new variant: its SKU and one option per axis; the first variant becomes the default. */
export function CreateVariantForm({
  productId,
  axes,
  first,
}: {
  productId: string;
  axes: readonly Axis[];
  first: boolean;
}) {
  return (
    <ActionForm
      action={createVariant}
      testId="variant-create"
      submitLabel="Create variant"
      resetOnSuccess
    >
      <Hidden name="productId" value={productId} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(axes.length + 1, 4) }}>
        <TextField
          name="sku"
          label="SKU"
          testId="variant-sku"
          required
          maxLength={VARIANT_SKU_MAX}
          hint="Letters, digits and _ - . only."
        />
        {axes.map((axis) => (
          <SelectField
            key={axis.code}
            name={`axis.${axis.code}`}
            label={axis.name}
            testId={`variant-axis-${axis.code}`}
            required
            options={[
              { value: '', label: 'Choose' },
              ...axis.options.map((o) => ({ value: o.value, label: isolateText(o.label) })),
            ]}
          />
        ))}
      </SimpleGrid>
      <CheckboxField
        name="is_default"
        label="Default variant"
        testId="variant-default"
        hint={first ? 'The first variant is the default anyway.' : 'Shops show it first.'}
      />
    </ActionForm>
  );
}
