'use client';

import { Code, Stack, TextInput, Title } from '@mantine/core';
import { EXTERNAL_CATEGORY_LIMITS } from '@pim/core/schemas';
import { useState } from 'react';
import { ActionForm, useFieldError } from '@/components/form/action-form';
import { DangerForm } from '@/components/form/danger-form';
import { Hidden } from '@/components/form/fields';
import { deleteCategoryMapping, saveCategoryMapping } from '../../mapping-actions';
import { SubtreeMapping } from './subtree-mapping';
import type { External, MappedCategory } from './subtree';

function externalOf(item: MappedCategory): External {
  return {
    external_category_id: item.mapping?.external_category_id ?? '',
    external_category_name: item.mapping?.external_category_name ?? '',
    external_category_path: item.mapping?.external_category_path ?? '',
  };
}

/** A controlled text field of the mapping form (the subtree mapping reads its value too). */
function ExternalField({
  name,
  label,
  value,
  onChange,
  maxLength,
  required,
  hint,
}: {
  name: keyof External;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  hint?: string;
}) {
  const error = useFieldError(name);
  const testId = `mapping-${name.replace('external_category_', '')}`;
  return (
    <TextInput
      name={name}
      label={label}
      description={hint}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={maxLength}
      withAsterisk={required}
      error={error}
      aria-invalid={error ? true : undefined}
      autoComplete="off"
      data-testid={`${testId}-input`}
      errorProps={{ 'data-testid': `${testId}-error` }}
    />
  );
}

/**
 * The chosen category's mapping: map it or change it, unmap it, or give its whole subtree
 * the same external category. Mounted afresh for each category chosen (its fields start
 * from that category's mapping).
 */
export function MappingPanel({
  connectionId,
  channelCode,
  selected,
  subtree,
}: {
  connectionId: string;
  channelCode: string | undefined;
  selected: MappedCategory;
  /** The chosen category and every one under it, in tree order. */
  subtree: readonly MappedCategory[];
}) {
  const [external, setExternal] = useState<External>(() => externalOf(selected));
  const set = (field: keyof External) => (value: string) =>
    setExternal((e) => ({ ...e, [field]: value }));
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        <bdi>{selected.category_name}</bdi> <Code>{selected.category_code}</Code>
      </Title>
      <ActionForm
        action={saveCategoryMapping}
        testId="mapping-form"
        submitLabel={selected.mapping ? 'Save mapping' : 'Map category'}
      >
        <Hidden name="connection_id" value={connectionId} />
        <Hidden name="channel_code" value={channelCode ?? ''} />
        <Hidden name="category_id" value={selected.category_id} />
        {selected.mapping ? <Hidden name="mapping_id" value={selected.mapping.id} /> : null}
        <ExternalField
          name="external_category_id"
          label="External category id"
          required
          value={external.external_category_id}
          onChange={set('external_category_id')}
          maxLength={EXTERNAL_CATEGORY_LIMITS.id}
        />
        <ExternalField
          name="external_category_name"
          label="External name"
          value={external.external_category_name}
          onChange={set('external_category_name')}
          maxLength={EXTERNAL_CATEGORY_LIMITS.name}
        />
        <ExternalField
          name="external_category_path"
          label="External path"
          hint="How the other side names its place, e.g. Home > Kitchen > Knives."
          value={external.external_category_path}
          onChange={set('external_category_path')}
          maxLength={EXTERNAL_CATEGORY_LIMITS.path}
        />
      </ActionForm>
      {selected.mapping ? (
        <DangerForm
          action={deleteCategoryMapping}
          id={selected.mapping.id}
          label="Unmap"
          testId="mapping-unmap"
          confirm={{
            title: 'Unmap this category?',
            body: 'Its products are exported without this external category.',
          }}
        />
      ) : null}
      <SubtreeMapping
        connectionId={connectionId}
        channelCode={channelCode}
        subtree={subtree}
        external={external}
      />
    </Stack>
  );
}
