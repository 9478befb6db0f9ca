'use client';

import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { BROWSER_QUERY_HEADER } from '@/lib/api/browser-queries';
import { readableError } from '@/lib/api/messages';
import { assetContentUrl } from '../../../grid/thumbnail';
import { wrapperProps, type ValueInputProps } from './types';

export const ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,image/avif,image/tiff,application/pdf';

/** Sends a file to the API through the console (`POST /api/assets`); the new asset's id. */
export async function upload(
  file: File,
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const res = await fetch(`/api/assets?filename=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    body: file,
    headers: {
      [BROWSER_QUERY_HEADER]: '1',
      'content-type': file.type || 'application/octet-stream',
    },
  });
  const body = (await res.json().catch(() => null)) as {
    data?: { id: string };
    errors?: { code: string; field: string; message: string }[];
  } | null;
  if (res.ok && body?.data?.id) return { ok: true, id: body.data.id };
  const first = body?.errors?.[0];
  if (res.status === 413) return { ok: false, message: 'The file is too large.' };
  return {
    ok: false,
    message: first ? readableError(first) : 'The file could not be uploaded. Try again.',
  };
}

/** A media value: upload an image or PDF, see it, replace or remove it. */
export function MediaInput(props: ValueInputProps) {
  const { row, value, onChange, id, disabled, testId } = props;
  const assetId = typeof value === 'string' && value ? value : null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    const result = await upload(file);
    setBusy(false);
    if (result.ok) onChange(result.id);
    else setFailure(result.message);
  };
  return (
    <Input.Wrapper {...wrapperProps(props)} error={failure ?? props.error}>
      <Stack gap="xs" mt={4}>
        {assetId ? (
          <a
            href={assetContentUrl(assetId)}
            target="_blank"
            rel="noreferrer"
            style={{ width: 'fit-content' }}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- private bytes through the console */}
            <img
              src={assetContentUrl(assetId)}
              alt={`${row.attribute_name}: the current file`}
              style={{ maxWidth: 160, maxHeight: 160, objectFit: 'contain', display: 'block' }}
              data-testid={`${testId}-preview`}
            />
          </a>
        ) : (
          <Text size="sm" c="dimmed">
            No file.
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={choose} accept={ACCEPT} disabled={disabled}>
            {(props) => (
              <Button
                {...props}
                id={id}
                variant="default"
                size="xs"
                loading={busy}
                leftSection={<IconUpload size={14} aria-hidden />}
                aria-label={`${assetId ? 'Replace' : 'Upload'} ${row.attribute_name}`}
                data-testid={`${testId}-upload`}
              >
                {assetId ? 'Replace' : 'Upload'}
              </Button>
            )}
          </FileButton>
          {assetId ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
              disabled={disabled}
              aria-label={`Remove ${row.attribute_name}`}
              data-testid={`${testId}-remove`}
            >
              Remove
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
