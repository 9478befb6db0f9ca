'use client';

import { Stack } from '@mantine/core';
import type { AttributeType } from '@pim/core/schemas';
import { useState } from 'react';
import { CheckboxField } from '@/components/form/fields';
import { mayBeUnique } from '@/lib/attribute-types';

/**
 * How values are stored: per channel, per locale, unique. Unique is offered only for the
 * types that allow it, and not together with a value per channel or locale (the API's rule).
 */
export function ScopeFlags({ type }: { type: AttributeType }) {
  const [perChannel, setPerChannel] = useState(false);
  const [perLocale, setPerLocale] = useState(false);
  const [unique, setUnique] = useState(false);
  const scoped = perChannel || perLocale;
  return (
    <Stack gap="xs">
      <CheckboxField
        name="value_per_channel"
        label="A value per channel"
        hint="E.g. a shorter text for the print catalog."
        testId="attribute-per-channel"
        checked={perChannel}
        onChange={setPerChannel}
        disabled={unique}
      />
      <CheckboxField
        name="value_per_locale"
        label="A value per locale"
        hint="Translated values, one per language."
        testId="attribute-per-locale"
        checked={perLocale}
        onChange={setPerLocale}
        disabled={unique}
      />
      {mayBeUnique(type) ? (
        <CheckboxField
          name="is_unique"
          label="Unique"
          hint={
            scoped
              ? 'Not with a value per channel or locale.'
              : 'No two products may have the same value, such as a SKU.'
          }
          testId="attribute-unique"
          checked={unique && !scoped}
          onChange={setUnique}
          disabled={scoped}
        />
      ) : null}
    </Stack>
  );
}
