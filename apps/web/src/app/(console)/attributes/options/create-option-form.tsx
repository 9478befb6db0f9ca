'use client';

import { SimpleGrid } from '@mantine/core';
import { LIMITS } from '@pim/core/schemas';
import type { LocaleOption } from '@/components/catalog/translations-section';
import { SortOrderField } from '@/components/catalog/sort-order-field';
import { ActionForm } from '@/components/form/action-form';
import { Hidden, TextField } from '@/components/form/fields';
import { createOption } from '../option-actions';
import { LabelsEditor } from './labels-editor';

/** Adds an option: code, name, sort order (empty: after the last) and labels per locale. */
export function CreateOptionForm({
  attributeId,
  locales,
}: {
  attributeId: string;
  locales: readonly LocaleOption[];
}) {
  return (
    <ActionForm
      action={createOption}
      testId="option-create"
      submitLabel="Add option"
      resetOnSuccess
    >
      <Hidden name="id" value={attributeId} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField name="code" label="Code" testId="option-code" required maxLength={LIMITS.code} />
        <TextField name="name" label="Name" testId="option-name" required maxLength={LIMITS.name} />
        <SortOrderField hint="Empty: after the last option." testId="option-sort-order" />
      </SimpleGrid>
      <LabelsEditor locales={locales} testId="option-labels" />
    </ActionForm>
  );
}
