'use client';

import { List, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ActionForm } from '@/components/form/action-form';
import { CheckboxField, Hidden, SelectField, TextField } from '@/components/form/fields';
import { ENTITY_LABELS, MODE_LABELS } from '@/components/jobs/job-labels';
import { Section } from '@/components/page';
import type { ConnectionTestDto } from '@pim/core/schemas';
import type { FormState } from '@/lib/forms/form-state';
import { startConnectionExport, startConnectionImport, testConnection } from '../run-actions';

const STEP_WORDS: Record<string, string> = {
  connect: 'Connect and log in',
  list: 'List the directory',
  write: 'Write a probe file',
  delete: 'Delete the probe file',
  post: 'Send a test request',
};

/** The test's steps, each ok or failed with its message. */
function CheckSteps({ state }: { state: FormState }) {
  const check = state.data as ConnectionTestDto | undefined;
  if (!check?.steps) return null;
  return (
    <List
      spacing="xs"
      listStyleType="none"
      data-testid="connection-test-steps"
      aria-label="Test steps"
    >
      {check.steps.map((step) => (
        <List.Item
          key={step.step}
          data-testid={`connection-test-step-${step.step}`}
          data-ok={step.ok}
          icon={
            <ThemeIcon color={step.ok ? 'teal' : 'red'} size={20} radius="xl" aria-hidden>
              {step.ok ? <IconCheck size={14} /> : <IconX size={14} />}
            </ThemeIcon>
          }
        >
          <Text size="sm" fw={600} span>
            {STEP_WORDS[step.step] ?? step.step}: {step.ok ? 'ok' : 'failed'}
          </Text>{' '}
          <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
            <bdi>{step.message}</bdi>
          </Text>{' '}
          <Text size="xs" c="dimmed" span>
            ({step.duration_ms} ms)
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * Test the connection (for those who configure it), export now and import now (for those who
 * run exports and imports; an import only where the connection reads files): each start opens
 * its job's page.
 */
export function ConnectionRuns({
  connectionId,
  active,
  canTest,
  canExport,
  canImport,
}: {
  connectionId: string;
  active: boolean;
  canTest: boolean;
  canExport: boolean;
  canImport: boolean;
}) {
  const count = [canTest, canExport, canImport].filter(Boolean).length;
  if (count === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: count }} spacing="lg">
      {canTest ? (
        <Section
          title="Test connection"
          description="Connects, logs in, lists the directory and writes then deletes a probe file (an HTTP endpoint gets one test request)."
          testId="connection-test"
        >
          <ActionForm
            action={testConnection}
            testId="connection-test-form"
            submitLabel="Test connection"
            submitVariant="default"
            renderResult={(state) => <CheckSteps state={state} />}
          >
            <Hidden name="id" value={connectionId} />
          </ActionForm>
        </Section>
      ) : null}
      {canExport ? (
        <Section
          title="Export now"
          description={
            active
              ? 'Sends the channel’s products through this connection.'
              : 'The connection is inactive: activate it to export.'
          }
        >
          <ActionForm
            action={startConnectionExport}
            testId="connection-export"
            submitLabel="Export now"
          >
            <Hidden name="id" value={connectionId} />
            <SelectField
              name="mode"
              label="What"
              testId="connection-export-mode"
              options={[
                { value: 'full', label: 'Every product (full)' },
                { value: 'delta', label: 'Changed since the last export (delta)' },
              ]}
            />
            <CheckboxField
              name="dry_run"
              label="Dry run: build the records, send nothing"
              testId="connection-export-dry-run"
            />
          </ActionForm>
        </Section>
      ) : null}
      {canImport ? (
        <Section
          title="Import now"
          description="Reads files from the connection’s directory (its file pattern) into the catalog."
        >
          <ActionForm
            action={startConnectionImport}
            testId="connection-import"
            submitLabel="Import now"
          >
            <Hidden name="id" value={connectionId} />
            <SelectField
              name="entity"
              label="Records"
              testId="connection-import-entity"
              options={Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }))}
              defaultValue="products"
            />
            <SelectField
              name="mode"
              label="Mode"
              testId="connection-import-mode"
              options={Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }))}
            />
            <TextField
              name="file"
              label="File name"
              testId="connection-import-filename"
              hint="Empty: the files matching the pattern."
            />
            <CheckboxField
              name="dry_run"
              label="Dry run: check the records, write nothing"
              testId="connection-import-dry-run"
            />
          </ActionForm>
        </Section>
      ) : null}
    </SimpleGrid>
  );
}
