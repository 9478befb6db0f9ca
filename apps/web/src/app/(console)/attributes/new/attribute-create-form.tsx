'use client';

import { Divider, Text } from '@mantine/core';
import type { AttributeType } from '@pim/core/schemas';
import { useState } from 'react';
import { NewRecordFields } from '@/components/catalog/record-fields';
import { ActionForm } from '@/components/form/action-form';
import type { Option } from '@/components/form/fields';
import { createAttribute } from '../actions';
import { AttributePlacementFields } from '../attribute-fields';
import { typeLabel } from '@/lib/attribute-types';
import { ConfigFields } from '../config-fields';
import { ScopeFlags } from '../scope-flags';
import { TypePicker } from '../type-picker';

/** A new attribute: its type first, then what every attribute has and that type's settings. */
export function AttributeCreateForm({ groups }: { groups: readonly Option[] }) {
  const [type, setType] = useState<AttributeType | null>(null);
  return (
    <ActionForm
      action={createAttribute}
      testId="attribute-create"
      submitLabel={type ? 'Create attribute' : undefined}
    >
      <TypePicker value={type} onChange={setType} />
      {type ? (
        <>
          <Divider label="The attribute" labelPosition="left" mt="sm" />
          <NewRecordFields testId="attribute" />
          <AttributePlacementFields testId="attribute" groups={groups} />
          <Divider label={`${typeLabel(type)} settings`} labelPosition="left" mt="sm" />
          {/* Keyed: another type starts from its own defaults. */}
          <ConfigFields key={type} type={type} />
          <Divider label="Values" labelPosition="left" mt="sm" />
          <ScopeFlags key={`flags-${type}`} type={type} />
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="attribute-type-first">
          Choose a type to see its settings.
        </Text>
      )}
    </ActionForm>
  );
}
