import { SimpleGrid } from '@mantine/core';
import { LIMITS } from '@pim/core/limits';
import { ActionForm, type FormAction } from '../form/action-form';
import { Hidden, TextAreaField, TextField } from '../form/fields';

/**
 * Code, name and description of a new catalog record (tree, category, channel, ...).
 * Test ids: `<testId>-code-input`, `<testId>-name-input`, `<testId>-description-input`.
 */
export function NewRecordFields({ testId }: { testId: string }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="code"
          label="Code"
          testId={`${testId}-code`}
          required
          maxLength={LIMITS.code}
          hint="Letters, digits and _ - . only; it cannot be changed later."
        />
        <TextField
          name="name"
          label="Name"
          testId={`${testId}-name`}
          required
          maxLength={LIMITS.name}
        />
      </SimpleGrid>
      <TextAreaField
        name="description"
        label="Description"
        testId={`${testId}-description`}
        maxLength={LIMITS.catalogDescription}
      />
    </>
  );
}

/** Name and description of an existing catalog record, prefilled. */
export function RecordTextFields({
  testId,
  name,
  description,
}: {
  testId: string;
  name: string;
  description: string | null;
}) {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        testId={`${testId}-name`}
        defaultValue={name}
        required
        maxLength={LIMITS.name}
      />
      <TextAreaField
        name="description"
        label="Description"
        testId={`${testId}-description`}
        defaultValue={description ?? ''}
        maxLength={LIMITS.catalogDescription}
      />
    </>
  );
}

/**
 * The "name and description" form of a catalog record's page, posting `id`, `name` and
 * `description`. Test ids: `<testId>`, `<testId>-name-input`, `<testId>-submit`, ...
 */
export function RecordEditForm({
  action,
  record,
  testId,
}: {
  action: FormAction;
  record: { id: string; name: string; description: string | null };
  testId: string;
}) {
  return (
    <ActionForm action={action} testId={testId} submitLabel="Save">
      <Hidden name="id" value={record.id} />
      <RecordTextFields testId={testId} name={record.name} description={record.description} />
    </ActionForm>
  );
}
