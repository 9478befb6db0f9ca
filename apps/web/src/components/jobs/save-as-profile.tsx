'use client';

import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@pim/core/limits';
import { IconDeviceFloppy } from '@tabler/icons-react';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { saveExportProfile } from './profile-actions';

/**
 * The export dialog's "Save as profile": the dialog's current choices (`input`, an export's
 * input) saved under a name, to be run again from Jobs › Export profiles.
 */
export function SaveAsProfile({ input }: { input: Record<string, unknown> }) {
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, startTransition] = useTransition();
  const save = () =>
    startTransition(async () => {
      setFailure(undefined);
      setSaved(undefined);
      const result = await saveExportProfile({ ...input, name: name.trim() });
      if (result.ok) setSaved(result.name);
      else setFailure(result.message);
    });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="export-profile-save">
      <TextInput
        label="Save these choices as a profile"
        placeholder="Profile name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={LIMITS.name}
        error={failure}
        style={{ flex: '1 1 14rem' }}
        data-testid="export-profile-name"
      />
      <Button
        variant="default"
        onClick={save}
        loading={pending}
        disabled={name.trim() === ''}
        leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        data-testid="export-profile-submit"
      >
        Save as profile
      </Button>
      {saved ? (
        <Text size="sm" c="teal.9" role="status" data-testid="export-profile-saved">
          Saved as <bdi>{saved}</bdi>.{' '}
          <Anchor component={Link} href="/export-profiles" prefetch={false} size="sm">
            Export profiles
          </Anchor>
        </Text>
      ) : null}
    </Group>
  );
}
