'use client';

import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { ImportFormat } from '@pim/core/schemas';
import { IconFileCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { sizeText } from '../job-labels';
import { uploadImportFile, type UploadedFile } from './upload-file';
import { ErrorNotice } from '@/components/notices';

/** What the file chooser offers for each format. */
const ACCEPT: Record<ImportFormat, string> = {
  csv: '.csv,.txt,text/csv',
  akeneo_csv: '.csv,text/csv',
  json: '.json,.ndjson,.jsonl,application/json',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Step 2: the file, sent to the API as soon as it is chosen (it is kept there for a day). */
export function UploadStep({
  format,
  file,
  onUploaded,
}: {
  format: ImportFormat;
  file: UploadedFile | null;
  onUploaded: (file: UploadedFile) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const choose = async (chosen: File | null) => {
    if (!chosen) return;
    setBusy(true);
    setFailure(undefined);
    const result = await uploadImportFile(chosen);
    setBusy(false);
    if (result.ok) onUploaded(result.file);
    else setFailure(result.message);
  };
  return (
    <Stack gap="md">
      <Group gap="sm">
        <FileButton onChange={choose} accept={ACCEPT[format]}>
          {(props) => (
            <Button
              {...props}
              variant={file ? 'default' : 'filled'}
              loading={busy}
              leftSection={<IconUpload size={18} aria-hidden />}
              data-testid="import-file-choose"
            >
              {file ? 'Choose another file' : 'Choose a file'}
            </Button>
          )}
        </FileButton>
        {file ? (
          <Group gap={6} wrap="nowrap" data-testid="import-file">
            <IconFileCheck size={18} aria-hidden color="var(--mantine-color-teal-8)" />
            <Text size="sm">
              <bdi data-testid="import-file-name">{file.filename}</bdi> ({sizeText(file.size_bytes)}
              )
            </Text>
          </Group>
        ) : null}
      </Group>
      {failure ? <ErrorNotice testId="import-file-error">{failure}</ErrorNotice> : null}
    </Stack>
  );
}
