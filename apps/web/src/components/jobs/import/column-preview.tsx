'use client';

import { Badge, Code, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ImportEntity, ImportPreviewDto } from '@pim/core/schemas';
import { useEffect, useState } from 'react';
import { previewImportColumns } from './preview-action';
import type { UploadedFile } from './upload-file';
import { ErrorNotice } from '@/components/notices';

type Column = ImportPreviewDto['columns'][number];
type PreviewAnswer = Awaited<ReturnType<typeof previewImportColumns>>;

/** What a recognised column sets, in words and chips (names, codes where there is no name). */
function Target({ column }: { column: Column }) {
  const { target } = column;
  if (!target) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600} c="red.9" data-testid="import-preview-unknown">
          Not recognised
        </Text>
        {column.note ? (
          <Text size="xs" c="red.9">
            <bdi>{column.note}</bdi>
          </Text>
        ) : null}
      </Stack>
    );
  }
  switch (target.kind) {
    case 'field':
      return <Text size="sm">The record’s {target.field?.replaceAll('_', ' ')}</Text>;
    case 'label':
      return (
        <Group gap={6}>
          <Text size="sm">Label</Text>
          <Badge variant="outline" color="gray" tt="none">
            {target.locale}
          </Badge>
        </Group>
      );
    case 'ignored':
      return (
        <Text size="sm" c="dimmed">
          Ignored: a failed-rows file’s error column
        </Text>
      );
    case 'axis':
      return (
        <Text size="sm">
          <bdi>{target.attribute_name}</bdi> (variant axis)
        </Text>
      );
    case 'value':
      return (
        <Group gap={6}>
          <Text size="sm">
            <bdi>{target.attribute_name}</bdi>
          </Text>
          {target.channel_name ? (
            <Badge
              variant="outline"
              color="blue"
              tt="none"
              styles={{ label: { overflow: 'visible' } }}
              data-testid="import-preview-channel"
            >
              {target.channel_name}
            </Badge>
          ) : null}
          {target.locale ? (
            <Badge variant="outline" color="gray" tt="none" data-testid="import-preview-locale">
              {target.locale}
            </Badge>
          ) : null}
        </Group>
      );
  }
}

/**
 * The uploaded file's columns and what each sets (an attribute at a channel and locale, a
 * field of the record), as the import reads the header, before anything runs: a typo shows
 * here as "Not recognised" instead of as a failed row in every line of the dry run. A JSON
 * file has keys instead of columns: those of its first records (`values.<attribute>…` for a
 * value), said as such.
 */
export function ColumnPreview({
  entity,
  format,
  file,
}: {
  entity: ImportEntity;
  format: 'csv' | 'xlsx' | 'json';
  file: UploadedFile;
}) {
  // The answer of the file it is for: another file (or entity) shows the skeleton until its own.
  const key = `${entity}|${format}|${file.file_id}`;
  const [answered, setAnswered] = useState<{ key: string; answer: PreviewAnswer }>();
  useEffect(() => {
    let current = true;
    void previewImportColumns({ entity, format, file_id: file.file_id }).then((answer) => {
      if (current) setAnswered({ key: `${entity}|${format}|${file.file_id}`, answer });
    });
    return () => {
      current = false;
    };
  }, [entity, format, file.file_id]);
  const answer = answered?.key === key ? answered.answer : undefined;

  if (!answer) return <Skeleton height={60} />;
  if (!answer.ok) return <ErrorNotice testId="import-preview-error">{answer.message}</ErrorNotice>;
  const { columns, missing } = answer.preview;
  const unknown = columns.filter((column) => column.target === null).length;
  const json = format === 'json';
  const [one, many] = json ? ['key', 'keys'] : ['column', 'columns'];
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Text size="sm" data-testid="import-preview-summary">
        {columns.length} {columns.length === 1 ? one : many}
        {json ? ' in the first records' : ''}
        {unknown > 0 ? `, ${unknown} not recognised` : ', all recognised'}.
      </Text>
      {missing.length > 0 ? (
        <ErrorNotice testId="import-preview-missing">
          {json ? 'A record has' : 'The file has'} no{' '}
          {missing.map((name) => `“${name}”`).join(', ')} {missing.length === 1 ? one : many}, which
          every {json ? 'record' : 'row'} needs:{' '}
          {json ? 'those records would fail.' : 'the import would fail as a whole.'}
        </ErrorNotice>
      ) : null}
      <Table.ScrollContainer
        minWidth={320}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={json ? 'Keys of the records' : 'Columns of the file'}
      >
        <Table
          aria-label={json ? 'Keys of the records' : 'Columns of the file'}
          verticalSpacing="xs"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{json ? 'Key' : 'Column'}</Table.Th>
              <Table.Th>Sets</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns.map((column) => (
              <Table.Tr key={column.header} data-testid="import-preview-row">
                <Table.Td>
                  {/* A long value column breaks anywhere: its chips keep the room they need. */}
                  <Code style={{ wordBreak: 'break-all' }}>
                    <bdi>{column.header}</bdi>
                  </Code>
                </Table.Td>
                <Table.Td>
                  <Target column={column} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
