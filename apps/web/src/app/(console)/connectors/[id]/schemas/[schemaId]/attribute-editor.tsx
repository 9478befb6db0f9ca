'use client';

import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  type ComboboxItem,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { LIMITS } from '@pim/core/limits';
import { MAX_SCHEMA_ATTRIBUTES, SCHEMA_ATTRIBUTE_TYPES } from '@pim/core/schemas';
import { useState } from 'react';
import { ActionForm, useFormState } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { isolateText } from '@/lib/bidi';
import type { FormState } from '@/lib/forms/form-state';
import type { AttributeErrors } from '../../../schema-actions';
import { saveSchemaAttributes } from '../../../schema-actions';
import {
  emptyRow,
  errorsByRow,
  moved,
  payloadOf,
  rowsOf,
  type AttributeRow,
  type SavedAttribute,
} from './attribute-rows';

/** A catalog attribute a schema attribute may take its value from. */
export interface SourceOption {
  code: string;
  name: string;
}

const TYPE_OPTIONS = SCHEMA_ATTRIBUTE_TYPES.map((type) => ({ value: type, label: type }));

/**
 * A schema's attributes, edited as a whole and saved at once (the API replaces the set):
 * rows added, removed and moved up or down; each API error under its own row's field.
 */
export function AttributeEditor({
  connectorId,
  schemaId,
  saved,
  sources,
}: {
  connectorId: string;
  schemaId: string;
  saved: readonly SavedAttribute[];
  sources: readonly SourceOption[];
}) {
  const [rows, setRows] = useState(() => rowsOf(saved));
  const changed = JSON.stringify(payloadOf(rows)) !== JSON.stringify(payloadOf(rowsOf(saved)));
  const update = (key: string, patch: Partial<AttributeRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <ActionForm action={saveSchemaAttributes} testId="schema-attributes">
      <Hidden name="connectorId" value={connectorId} />
      <Hidden name="id" value={schemaId} />
      <Hidden name="attributes" value={JSON.stringify(payloadOf(rows))} />
      <Rows rows={rows} sources={sources} update={update} setRows={setRows} />
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setRows((current) => [...current, emptyRow()])}
          disabled={rows.length >= MAX_SCHEMA_ATTRIBUTES}
          data-testid="schema-attributes-add"
        >
          Add attribute
        </Button>
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="schema-attributes-changed">
            {changed ? 'Changes not saved yet.' : 'No unsaved changes.'}
          </Text>
          <Button type="submit" data-testid="schema-attributes-submit">
            Save attributes
          </Button>
        </Group>
      </Group>
    </ActionForm>
  );
}

/** The rows, with the errors of the last answer moved onto the rows they belong to. */
function Rows({
  rows,
  sources,
  update,
  setRows,
}: {
  rows: AttributeRow[];
  sources: readonly SourceOption[];
  update: (key: string, patch: Partial<AttributeRow>) => void;
  setRows: (change: (rows: AttributeRow[]) => AttributeRow[]) => void;
}) {
  const state = useFormState();
  // Errors name positions; pinned to the rows as posted, they follow a row that moves later.
  const [answer, setAnswer] = useState<{
    state: FormState;
    errors: ReturnType<typeof errorsByRow>;
  }>({ state, errors: { rows: {} } });
  if (answer.state !== state) {
    const data = state.status === 'error' ? (state.data as AttributeErrors | undefined) : undefined;
    setAnswer({ state, errors: errorsByRow(data?.rows ?? {}, rows) });
  }
  const { errors } = answer;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="schema-attributes-empty">
        No attributes yet: add the first one.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {errors.set ? (
        <Alert color="red" variant="light" data-testid="schema-attributes-set-error">
          {errors.set}
        </Alert>
      ) : null}
      {rows.map((row, index) => (
        <AttributeRowFields
          key={row.key}
          row={row}
          index={index}
          count={rows.length}
          errors={errors.rows[row.key] ?? {}}
          sources={sources}
          update={(patch) => update(row.key, patch)}
          move={(by) => setRows((current) => moved(current, index, by))}
          remove={() => setRows((current) => current.filter((r) => r.key !== row.key))}
        />
      ))}
    </Stack>
  );
}

function SourcePicker({
  value,
  sources,
  error,
  onChange,
  testId,
}: {
  value: string | null;
  sources: readonly SourceOption[];
  error?: string;
  onChange: (value: string | null) => void;
  testId: string;
}) {
  const known = new Map(sources.map((source) => [source.code, source]));
  const data = sources.map((source) => ({
    value: source.code,
    label: `${isolateText(source.name)} · ${source.code}`,
  }));
  // A source deleted since the set was saved still shows, saying so.
  if (value && !known.has(value)) data.unshift({ value, label: `${value} (no such attribute)` });
  const renderOption = ({ option }: { option: ComboboxItem }) => {
    const source = known.get(option.value);
    if (!source) return option.label;
    return (
      <Group gap={6} wrap="nowrap" data-testid={`source-option-${source.code}`}>
        <bdi>{source.name}</bdi>
        <Code>{source.code}</Code>
      </Group>
    );
  };
  return (
    <Select
      label="Source attribute"
      description="Empty: the product field or attribute of the same code."
      placeholder="Search the catalog's attributes"
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      renderOption={renderOption}
      nothingFoundMessage="No attribute matches."
      error={error}
      aria-invalid={error ? true : undefined}
      errorProps={{ 'data-testid': `${testId}-error` }}
      comboboxProps={{ withinPortal: true }}
      limit={50}
      data-testid={`${testId}-input`}
    />
  );
}

function AttributeRowFields({
  row,
  index,
  count,
  errors,
  sources,
  update,
  move,
  remove,
}: {
  row: AttributeRow;
  index: number;
  count: number;
  errors: Record<string, string>;
  sources: readonly SourceOption[];
  update: (patch: Partial<AttributeRow>) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}) {
  const n = index + 1;
  const field = (name: string) => ({
    error: errors[name],
    'aria-invalid': errors[name] ? true : undefined,
    'data-testid': `attribute-${name}-${index}-input`,
    errorProps: { 'data-testid': `attribute-${name}-${index}-error` },
  });
  const label = row.code || row.name || `new attribute ${n}`;
  return (
    <Paper
      withBorder
      p="sm"
      component="fieldset"
      m={0}
      data-testid={`attribute-row-${index}`}
      aria-label={`Attribute ${n}: ${label}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {n}. <bdi>{label}</bdi>
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              onClick={() => move(-1)}
              disabled={index === 0}
              aria-label={`Move ${label} up`}
              data-testid={`attribute-up-${index}`}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              onClick={() => move(1)}
              disabled={index === count - 1}
              aria-label={`Move ${label} down`}
              data-testid={`attribute-down-${index}`}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              onClick={remove}
              aria-label={`Remove ${label}`}
              data-testid={`attribute-remove-${index}`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput
            label="Code"
            withAsterisk
            value={row.code}
            maxLength={LIMITS.code}
            onChange={(event) => update({ code: event.currentTarget.value })}
            autoComplete="off"
            {...field('code')}
          />
          <TextInput
            label="Name"
            withAsterisk
            value={row.name}
            maxLength={LIMITS.name}
            onChange={(event) => update({ name: event.currentTarget.value })}
            autoComplete="off"
            {...field('name')}
          />
          <NativeSelect
            label="Type"
            data={TYPE_OPTIONS}
            value={row.type}
            onChange={(event) =>
              update({ type: event.currentTarget.value as AttributeRow['type'] })
            }
            {...field('type')}
          />
          <Checkbox
            label="Required"
            mt={{ base: 0, sm: 28 }}
            checked={row.required}
            onChange={(event) => update({ required: event.currentTarget.checked })}
            data-testid={`attribute-required-${index}-input`}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SourcePicker
            value={row.source_attribute_code}
            sources={sources}
            error={errors.source_attribute_code}
            onChange={(value) => update({ source_attribute_code: value })}
            testId={`attribute-source-${index}`}
          />
          <TextInput
            label="Description"
            value={row.description}
            maxLength={LIMITS.catalogDescription}
            onChange={(event) => update({ description: event.currentTarget.value })}
            autoComplete="off"
            {...field('description')}
          />
        </SimpleGrid>
        {row.type === 'enum' ? (
          <TagsInput
            label="Allowed values"
            description="Type a value and press Enter; the order is kept."
            withAsterisk
            value={row.enum_values}
            onChange={(values) => update({ enum_values: values })}
            splitChars={[',']}
            clearable
            {...field('enum_values')}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
