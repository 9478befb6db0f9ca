'use client';

import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, useTransition } from 'react';
import { showToast } from '@/components/toast';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { removeFamilyAttribute } from '../../attribute-actions';
import type { FamilyAttribute } from './requirements';

/**
 * "Remove" in a row of the matrix. The matrix is fields of the page's form, so this is a
 * button calling the action, not a form of its own (forms do not nest). It waits while the
 * page holds unsaved changes: the matrix is reloaded without the row, and unsaved boxes with it.
 * Test ids as a DangerForm's: `<testId>-submit`, `-submit-confirm`, `-success`, `-error`.
 */
export function RemoveAttribute({
  productFamilyId,
  row,
  unsaved,
}: {
  productFamilyId: string;
  row: FamilyAttribute;
  unsaved: boolean;
}) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string>();
  const testId = `family-attribute-remove-${row.attribute_code}`;
  const remove = () =>
    startTransition(async () => {
      const data = new FormData();
      data.set('id', productFamilyId);
      data.set('attributeId', row.attribute_id);
      const answer = await removeFamilyAttribute(IDLE_FORM_STATE, data);
      if (answer.status === 'error') {
        setError(answer.message ?? Object.values(answer.fieldErrors)[0]);
        return;
      }
      setError(undefined);
      if (answer.message) showToast(`${testId}-success`, answer.message);
    });
  const ask = () =>
    modals.openConfirmModal({
      title: `Remove ${row.attribute_name} from the family?`,
      children:
        'Its requirements go with it, and products of the family are no longer asked for it. A display attribute or a variant axis of the family is kept.',
      labels: { confirm: 'Remove attribute', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': `${testId}-submit-confirm` },
      cancelProps: { 'data-testid': `${testId}-submit-cancel` },
      onConfirm: remove,
    });
  return (
    <Stack gap={4}>
      <Button
        size="xs"
        color="red"
        variant="light"
        w="fit-content"
        onClick={ask}
        loading={pending}
        disabled={unsaved}
        aria-label={`Remove ${row.attribute_name} (${row.attribute_code})`}
        data-testid={`${testId}-submit`}
      >
        Remove
      </Button>
      {error ? (
        <Text size="xs" c="red.8" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
