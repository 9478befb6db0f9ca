'use client';

import { Code, Group, MultiSelect, Text, type ComboboxItem } from '@mantine/core';
import { ActionForm, useFieldError } from '@/components/form/action-form';
import { useUnsavedChanges } from '@/components/form/detail-form';
import { Hidden } from '@/components/form/fields';
import { typeLabel } from '@/lib/attribute-types';
import type { RouterOutputs } from '@/lib/api/router';
import { isolateText } from '@/lib/bidi';
import { addFamilyAttributes } from '../../attribute-actions';

type Attribute = RouterOutputs['attributes']['list']['items'][number];

function AttributePicker({ attributes }: { attributes: readonly Attribute[] }) {
  const error = useFieldError('attributes');
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const renderOption = ({ option }: { option: ComboboxItem }) => {
    const a = byId.get(option.value);
    if (!a) return option.label;
    return (
      <Group gap={6} wrap="nowrap" data-testid={`attribute-option-${a.code}`}>
        <bdi>{a.name}</bdi>
        <Code>{a.code}</Code>
        <Text span size="xs" c="dimmed">
          {typeLabel(a.type)}
          {a.status === 'active' ? '' : ' · inactive'}
        </Text>
      </Group>
    );
  };
  return (
    <MultiSelect
      name="attribute_ids"
      label="Attributes to add"
      description="They are enabled for every channel; set their requirements in the matrix."
      placeholder={
        attributes.length ? 'Search by name or code' : 'Every attribute is in the family'
      }
      data={attributes.map((a) => ({ value: a.id, label: `${isolateText(a.name)} (${a.code})` }))}
      renderOption={renderOption}
      searchable
      clearable
      hidePickedOptions
      disabled={attributes.length === 0}
      nothingFoundMessage="No attribute matches."
      error={error}
      errorProps={{ 'data-testid': 'family-attributes-add-error' }}
      comboboxProps={{ withinPortal: true }}
      data-testid="family-attributes-add-input"
    />
  );
}

/**
 * Adds attributes of the tenant the family does not hold yet. It waits while the page holds
 * unsaved changes: the matrix is reloaded with the new rows, and unsaved boxes would go.
 */
export function AddAttributesForm({
  productFamilyId,
  attributes,
}: {
  productFamilyId: string;
  /** The tenant's attributes not in the family. */
  attributes: readonly Attribute[];
}) {
  if (useUnsavedChanges() > 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="family-attributes-add-waiting">
        Save or discard your changes first: adding or removing attributes reloads the matrix.
      </Text>
    );
  }
  return (
    <ActionForm
      action={addFamilyAttributes}
      testId="family-attributes-add"
      submitLabel="Add attributes"
      resetOnSuccess
    >
      <Hidden name="productFamilyId" value={productFamilyId} />
      <AttributePicker attributes={attributes} />
    </ActionForm>
  );
}
