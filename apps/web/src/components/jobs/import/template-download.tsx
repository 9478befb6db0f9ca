'use client';

import { Button, Group, NativeSelect, Text } from '@mantine/core';
import type { ImportEntity, TemplateFormat } from '@pim/core/schemas';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

/** A family the template's value columns may be those of. */
export interface TemplateFamily {
  id: string;
  code: string;
  name: string;
}

const EVERY_FAMILY = '';

/**
 * "Download template": a file with the columns the import reads for the chosen records and
 * format (the console forwards `GET /v1/jobs/imports/template`). Products and variants pick a
 * family: its attributes, at the channels and locales it enables them for, become columns.
 */
export function TemplateDownload({
  entity,
  format,
  families,
}: {
  entity: ImportEntity;
  format: TemplateFormat;
  families: readonly TemplateFamily[];
}) {
  const [familyId, setFamilyId] = useState(families[0]?.id ?? EVERY_FAMILY);
  const valued = entity === 'products' || entity === 'variants';
  const query = new URLSearchParams({ entity, format });
  if (valued && familyId !== EVERY_FAMILY) query.set('product_family_id', familyId);
  const family = families.find((f) => f.id === familyId);
  return (
    <Group gap="sm" align="flex-end" data-testid="import-template">
      {valued ? (
        <NativeSelect
          label="Template family"
          description="Its attributes become value columns"
          value={familyId}
          onChange={(event) => setFamilyId(event.currentTarget.value)}
          data={[
            ...families.map((f) => ({ value: f.id, label: `${f.name} (${f.code})` })),
            { value: EVERY_FAMILY, label: 'Every family' },
          ]}
          data-testid="import-template-family"
        />
      ) : null}
      <Button
        component="a"
        href={`/api/jobs/imports/template?${query.toString()}`}
        download
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        data-testid="import-template-download"
      >
        Download template
      </Button>
      <Text size="xs" c="dimmed" w="100%">
        {format === 'json'
          ? 'One record showing each field; replace the <…> placeholders.'
          : `The header row the import reads${valued ? ` for ${family ? family.name : 'every family'}` : ''}: fill in one row per record.`}
      </Text>
    </Group>
  );
}
