'use client';

import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { PRODUCT_CODE_MAX, PRODUCT_TYPE_MAX } from '@pim/core/limits';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden, SelectField, TextField } from '@/components/form/fields';
import { isolateText } from '@/lib/bidi';
import { useTRPC } from '@/lib/trpc/query-provider';
import { createProduct } from '../actions';
import { CategoryPicker } from '../categories/category-picker';
import { forestOf, type CategoryData } from '../categories/forest';

interface FamilyChoice {
  id: string;
  code: string;
  name: string;
}

/** Code, family, optional variant family (of that family) and categories; then the editor. */
export function CreateProductForm({
  families,
  categories,
}: {
  families: readonly FamilyChoice[];
  categories: CategoryData;
}) {
  const trpc = useTRPC();
  const forest = useMemo(() => forestOf(categories), [categories]);
  const [familyId, setFamilyId] = useState('');
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const variantFamilies = useQuery({
    ...trpc.productFamilies.variantFamilies.list.queryOptions({ productFamilyId: familyId }),
    enabled: familyId !== '',
  });
  const variantOptions = (variantFamilies.data?.items ?? []).map((v) => ({
    value: v.id,
    label: isolateText(v.name),
  }));
  return (
    <ActionForm action={createProduct} testId="product-create" submitLabel="Create product">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="code"
          label="Code"
          testId="product-code"
          required
          maxLength={PRODUCT_CODE_MAX}
          hint="Letters, digits and _ - . only; it cannot be changed later."
        />
        <TextField
          name="product_type"
          label="Product type"
          testId="product-type"
          maxLength={PRODUCT_TYPE_MAX}
        />
        <SelectField
          name="product_family_id"
          label="Family"
          testId="product-family"
          required
          value={familyId}
          onChange={setFamilyId}
          options={[
            { value: '', label: 'Choose a family' },
            ...families.map((f) => ({ value: f.id, label: isolateText(f.name) })),
          ]}
        />
        <SelectField
          // A new family's variant families replace the old choice.
          key={familyId}
          name="variant_family_id"
          label="Variant family"
          testId="product-variant-family"
          hint={familyId ? undefined : 'Choose the family first.'}
          options={[{ value: '', label: 'None (no variants)' }, ...variantOptions]}
        />
      </SimpleGrid>
      <Fieldset
        legend={
          <Text span size="sm" fw={500}>
            Categories
          </Text>
        }
        variant="unstyled"
      >
        <CategoryPicker
          forest={forest}
          value={categoryIds}
          onChange={setCategoryIds}
          testId="product-category"
        />
      </Fieldset>
      <Hidden name="category_ids" value={categoryIds.join(',')} />
    </ActionForm>
  );
}
