'use client';

import { Button, Group, Paper, Stack, Stepper, Text, useMatches } from '@mantine/core';
import { useState } from 'react';
import { CheckStep } from './check-step';
import { ChooseStep, type ImportChoice } from './choose-step';
import { ColumnPreview } from './column-preview';
import type { TemplateFamily } from './template-download';
import { UploadStep } from './upload-step';
import type { UploadedFile } from './upload-file';

const FIRST_CHOICE: ImportChoice = { entity: 'products', format: 'csv', mode: 'upsert' };

/**
 * The import wizard: what and how (records, format, mode, and a template to fill in), the
 * file (uploaded as soon as it is chosen; a CSV or XLSX file's columns shown with what each
 * sets), then a dry run and the import itself. Going back keeps the choices; changing
 * one starts the check afresh.
 */
export function ImportWizard({ families }: { families: readonly TemplateFamily[] }) {
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState(FIRST_CHOICE);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const canGoOn = step === 0 || (step === 1 && file !== null);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stepper
          active={step}
          onStepClick={setStep}
          allowNextStepsSelect={false}
          orientation={orientation}
          size="sm"
          data-testid="import-wizard"
        >
          <Stepper.Step label="Records and format" description="What the file holds">
            <ChooseStep choice={choice} onChange={setChoice} families={families} />
          </Stepper.Step>
          <Stepper.Step label="File" description="Upload it">
            <Stack gap="md">
              <UploadStep format={choice.format} file={file} onUploaded={setFile} />
              {file && choice.format !== 'akeneo_csv' ? (
                <ColumnPreview entity={choice.entity} format={choice.format} file={file} />
              ) : null}
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Check and start" description="Dry run, then import">
            {file ? (
              <CheckStep
                key={`${choice.entity}|${choice.format}|${choice.mode}|${file.file_id}`}
                choice={choice}
                file={file}
              />
            ) : null}
          </Stepper.Step>
        </Stepper>
        {step === 1 && file === null ? (
          <Text size="sm" c="dimmed" id="import-next-why" data-testid="import-next-why">
            Choose a file to go on: it is uploaded as soon as it is chosen.
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setStep((s) => s - 1)}
            disabled={step === 0}
            data-testid="import-back"
          >
            Back
          </Button>
          {step < 2 ? (
            <Button
              onClick={() => setStep((s) => s + 1)}
              disabled={!canGoOn}
              aria-describedby={canGoOn ? undefined : 'import-next-why'}
              data-testid="import-next"
            >
              Next
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
