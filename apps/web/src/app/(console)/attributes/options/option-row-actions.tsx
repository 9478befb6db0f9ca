'use client';

import { ActionIcon, Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { LIMITS } from '@pim/core/schemas';
import type { LocaleOption } from '@/components/catalog/translations-section';
import { SortOrderField } from '@/components/catalog/sort-order-field';
import { ActionForm } from '@/components/form/action-form';
import { DangerForm } from '@/components/form/danger-form';
import { Hidden, TextField } from '@/components/form/fields';
import type { RouterOutputs } from '@/lib/api/router';
import { deleteOption, moveOption, updateOption } from '../option-actions';
import { LabelsEditor } from './labels-editor';

export type AttributeOption = RouterOutputs['attributes']['listOptions']['items'][number];

/** One place up or down in the attribute's order. */
export function MoveButton({
  option,
  direction,
  disabled,
}: {
  option: AttributeOption;
  direction: 'up' | 'down';
  disabled: boolean;
}) {
  const Icon = direction === 'up' ? IconArrowUp : IconArrowDown;
  return (
    <ActionForm action={moveOption} testId={`option-${direction}-${option.code}`} compact>
      <Hidden name="id" value={option.attribute_id} />
      <Hidden name="optionId" value={option.id} />
      <Hidden name="direction" value={direction} />
      <ActionIcon
        type="submit"
        variant="default"
        disabled={disabled}
        aria-label={`Move ${option.code} ${direction}`}
        data-testid={`option-${direction}-${option.code}-submit`}
      >
        <Icon size={16} aria-hidden />
      </ActionIcon>
    </ActionForm>
  );
}

/** Name, labels and sort order of one option, in a dialog. */
function EditOptionDialog({
  option,
  locales,
}: {
  option: AttributeOption;
  locales: readonly LocaleOption[];
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const testId = `option-edit-${option.code}`;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={open}
        aria-label={`Edit option ${option.code}`}
        data-testid={`${testId}-open`}
      >
        Edit
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={close}
        title={
          <>
            Option <code>{option.code}</code>
          </>
        }
      >
        <ActionForm
          action={updateOption}
          testId={testId}
          submitLabel="Save option"
          onSuccess={close}
        >
          <Hidden name="id" value={option.attribute_id} />
          <Hidden name="optionId" value={option.id} />
          <TextField
            name="name"
            label="Name"
            hint="Shown where no label is given for the locale."
            testId={`${testId}-name`}
            defaultValue={option.name}
            required
            maxLength={LIMITS.name}
          />
          <SortOrderField testId={`${testId}-sort-order`} defaultValue={option.sort_order} />
          <LabelsEditor locales={locales} initial={option.labels} testId={`${testId}-labels`} />
        </ActionForm>
      </Modal>
    </>
  );
}

export function OptionActions({
  option,
  locales,
}: {
  option: AttributeOption;
  locales: readonly LocaleOption[];
}) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <EditOptionDialog option={option} locales={locales} />
      <DangerForm
        action={deleteOption}
        id={option.attribute_id}
        hidden={{ optionId: option.id }}
        testId={`option-delete-${option.code}`}
        label="Delete"
        compact
        confirm={{
          title: `Delete the option ${option.code}?`,
          body: 'The option and its labels are deleted for good.',
          confirmLabel: 'Delete option',
        }}
      />
    </Group>
  );
}
