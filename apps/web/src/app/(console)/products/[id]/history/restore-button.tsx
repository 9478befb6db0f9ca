'use client';

import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MAX_RESTORE_COMMENT } from '@pim/core/schemas';
import { IconRestore } from '@tabler/icons-react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden, TextAreaField } from '@/components/form/fields';
import { restoreRevision } from '../../revision-actions';

/**
 * Restore, asked first in a dialog with an optional comment; sends the latest revision number
 * the page knows, so a change made meanwhile by someone else is not overwritten unseen.
 */
export function RestoreButton({
  productId,
  revisionId,
  revisionNumber,
  latestNumber,
}: {
  productId: string;
  revisionId: string;
  revisionNumber: number;
  latestNumber: number;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const testId = `revision-restore-${revisionNumber}`;
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconRestore size={14} aria-hidden />}
        onClick={open}
        data-testid={testId}
      >
        Restore
      </Button>
      <Modal opened={opened} onClose={close} title={`Restore revision ${revisionNumber}?`}>
        <ActionForm
          action={restoreRevision}
          testId={`${testId}-form`}
          submitLabel={`Restore revision ${revisionNumber}`}
          onSuccess={close}
          onCancel={close}
        >
          <Hidden name="id" value={productId} />
          <Hidden name="revisionId" value={revisionId} />
          <Hidden name="expected_revision" value={String(latestNumber)} />
          <p style={{ margin: 0 }}>
            The product, its values, categories and variants become what they were in revision{' '}
            {revisionNumber}. This is recorded as a new revision; nothing is lost.
          </p>
          <TextAreaField
            name="comment"
            label="Comment"
            testId={`${testId}-comment`}
            maxLength={MAX_RESTORE_COMMENT}
          />
        </ActionForm>
      </Modal>
    </>
  );
}
