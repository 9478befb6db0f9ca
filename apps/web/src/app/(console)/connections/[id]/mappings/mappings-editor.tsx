'use client';

import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  List,
  NativeSelect,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  TableScrollContainer,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSearch } from '@tabler/icons-react';
import { EXTERNAL_CATEGORY_LIMITS } from '@pim/core/schemas';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { ActionForm, useFieldError } from '@/components/form/action-form';
import { DangerForm } from '@/components/form/danger-form';
import { Hidden } from '@/components/form/fields';
import { showToast } from '@/components/toast';
import { isolateText } from '@/lib/bidi';
import {
  deleteCategoryMapping,
  saveCategoryMapping,
  saveSubtreeMapping,
} from '../../mapping-actions';
import { matches, subtreeOf, type MappedCategory } from './subtree';

interface External {
  external_category_id: string;
  external_category_name: string;
  external_category_path: string;
}

function externalOf(item: MappedCategory | undefined): External {
  return {
    external_category_id: item?.mapping?.external_category_id ?? '',
    external_category_name: item?.mapping?.external_category_name ?? '',
    external_category_path: item?.mapping?.external_category_path ?? '',
  };
}

/** A controlled text field of the mapping form (bulk mapping reads its value too). */
function ExternalField({
  name,
  label,
  value,
  onChange,
  maxLength,
  required,
  hint,
}: {
  name: keyof External;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  hint?: string;
}) {
  const error = useFieldError(name);
  const testId = `mapping-${name.replace('external_category_', '')}`;
  return (
    <TextInput
      name={name}
      label={label}
      description={hint}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={maxLength}
      withAsterisk={required}
      error={error}
      aria-invalid={error ? true : undefined}
      autoComplete="off"
      data-testid={`${testId}-input`}
      errorProps={{ 'data-testid': `${testId}-error` }}
    />
  );
}

interface BulkRun {
  done: number;
  total: number;
  failures: { code: string; message: string }[];
  running: boolean;
}

/**
 * A channel's category tree beside the external categories: search, "unmapped only", map or
 * edit one category, unmap it, or give a whole subtree the same external category.
 */
export function MappingsEditor({
  connectionId,
  channels,
  channelCode,
  items,
  canWrite,
}: {
  connectionId: string;
  channels: readonly { code: string; name: string }[];
  channelCode: string | undefined;
  items: readonly MappedCategory[];
  canWrite: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState('');
  const [unmappedOnly, setUnmappedOnly] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selectedIndex = items.findIndex((item) => item.category_id === selectedId);
  const selected = items[selectedIndex];
  const [external, setExternal] = useState<External>(externalOf(undefined));
  const [bulk, setBulk] = useState<BulkRun | null>(null);
  const shown = useMemo(
    () => items.filter((item) => matches(item, search) && (!unmappedOnly || !item.mapping)),
    [items, search, unmappedOnly],
  );
  const mappedCount = items.filter((item) => item.mapping).length;
  const subtree = selectedIndex >= 0 ? subtreeOf(items, selectedIndex) : [];

  const select = (item: MappedCategory) => {
    setSelectedId(item.category_id);
    setExternal(externalOf(item));
    setBulk(null);
    // The panel is below the tree on a phone: its first field comes into view, focused.
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('[data-testid="mapping-id-input"]')?.focus(),
    );
  };

  const runBulk = async () => {
    const targets = subtree;
    const run: BulkRun = { done: 0, total: targets.length, failures: [], running: true };
    setBulk({ ...run });
    for (const target of targets) {
      const form = new FormData();
      form.set('connection_id', connectionId);
      form.set('channel_code', channelCode ?? '');
      form.set('category_id', target.category_id);
      if (target.mapping) form.set('mapping_id', target.mapping.id);
      for (const [key, value] of Object.entries(external)) form.set(key, value);
      const state = await saveSubtreeMapping(form);
      run.done += 1;
      if (state.status === 'error') {
        const first = Object.values(state.fieldErrors)[0];
        run.failures.push({ code: target.category_code, message: first ?? state.message ?? '' });
      }
      setBulk({ ...run, failures: [...run.failures] });
    }
    run.running = false;
    setBulk({ ...run, failures: [...run.failures] });
    const ok = run.total - run.failures.length;
    showToast(
      'mapping-bulk-success',
      `${ok} of ${run.total} categories mapped to ${external.external_category_id}.`,
    );
    router.refresh();
  };

  const askBulk = () => {
    const existing = subtree.filter((item) => item.mapping).length;
    modals.openConfirmModal({
      title: 'Map the whole subtree?',
      children: `${subtree.length} categories (${selected?.category_code} and everything under it) get the external category ${external.external_category_id}.${existing ? ` ${existing} of them already have a mapping, which is replaced.` : ''}`,
      labels: { confirm: 'Map the subtree', cancel: 'Cancel' },
      confirmProps: { 'data-testid': 'mapping-bulk-confirm' },
      onConfirm: () => void runBulk(),
    });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group role="search" gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Channel"
            value={channelCode ?? ''}
            data={channels.map((c) => ({
              value: c.code,
              label: `${isolateText(c.name)} (${c.code})`,
            }))}
            onChange={(event) =>
              router.replace(
                `${pathname}?channel_code=${encodeURIComponent(event.currentTarget.value)}`,
              )
            }
            flex="0 1 16rem"
            data-testid="mappings-channel"
          />
          <TextInput
            label="Search categories and mappings"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            flex="1 1 14rem"
            data-testid="mappings-search"
          />
          <Checkbox
            label="Unmapped only"
            checked={unmappedOnly}
            onChange={(event) => setUnmappedOnly(event.currentTarget.checked)}
            mb={8}
            data-testid="mappings-unmapped-only"
          />
        </Group>
        <Text size="sm" c="dimmed" mt="sm" data-testid="mappings-count">
          {mappedCount} of {items.length} categories mapped.
        </Text>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: canWrite ? 2 : 1 }} spacing="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <TableScrollContainer minWidth={420}>
            <Table data-testid="mappings-table" highlightOnHover>
              <Table.Caption>
                Categories of the channel’s tree and their external categories
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>External category</Table.Th>
                  {canWrite ? (
                    <Table.Th>
                      <VisuallyHidden>Action</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((item) => (
                  <Table.Tr
                    key={item.category_id}
                    data-testid={`mapping-row-${item.category_code}`}
                    aria-selected={item.category_id === selectedId || undefined}
                    bg={item.category_id === selectedId ? 'blue.0' : undefined}
                  >
                    <Table.Td
                      style={{ paddingInlineStart: `calc(${item.level - 1} * 1.25rem + 0.5rem)` }}
                    >
                      <bdi>{item.category_name}</bdi> <Code>{item.category_code}</Code>
                    </Table.Td>
                    <Table.Td data-testid={`mapping-external-${item.category_code}`}>
                      {item.mapping ? (
                        <>
                          <Code>{item.mapping.external_category_id}</Code>
                          {item.mapping.external_category_name ? (
                            <>
                              {' '}
                              <bdi>{item.mapping.external_category_name}</bdi>
                            </>
                          ) : null}
                          {item.mapping.external_category_path ? (
                            <Text size="xs" c="dimmed">
                              <bdi>{item.mapping.external_category_path}</bdi>
                            </Text>
                          ) : null}
                        </>
                      ) : (
                        <Text span size="sm" c="dimmed">
                          unmapped
                        </Text>
                      )}
                    </Table.Td>
                    {canWrite ? (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => select(item)}
                          aria-label={`${item.mapping ? 'Edit' : 'Map'} ${item.category_code}`}
                          data-testid={`mapping-select-${item.category_code}`}
                        >
                          {item.mapping ? 'Edit' : 'Map'}
                        </Button>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollContainer>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" mt="sm" data-testid="mappings-empty">
              {items.length === 0
                ? channelCode
                  ? 'The channel’s tree has no categories.'
                  : 'Choose a channel.'
                : 'No category matches.'}
            </Text>
          ) : null}
        </Paper>

        {canWrite ? (
          <Paper withBorder p={{ base: 'sm', sm: 'md' }} data-testid="mapping-panel">
            {selected ? (
              <Stack gap="md">
                <Title order={2} size="h4">
                  <bdi>{selected.category_name}</bdi> <Code>{selected.category_code}</Code>
                </Title>
                <ActionForm
                  key={selected.category_id}
                  action={saveCategoryMapping}
                  testId="mapping-form"
                  submitLabel={selected.mapping ? 'Save mapping' : 'Map category'}
                >
                  <Hidden name="connection_id" value={connectionId} />
                  <Hidden name="channel_code" value={channelCode ?? ''} />
                  <Hidden name="category_id" value={selected.category_id} />
                  {selected.mapping ? (
                    <Hidden name="mapping_id" value={selected.mapping.id} />
                  ) : null}
                  <ExternalField
                    name="external_category_id"
                    label="External category id"
                    required
                    value={external.external_category_id}
                    onChange={(value) =>
                      setExternal((e) => ({ ...e, external_category_id: value }))
                    }
                    maxLength={EXTERNAL_CATEGORY_LIMITS.id}
                  />
                  <ExternalField
                    name="external_category_name"
                    label="External name"
                    value={external.external_category_name}
                    onChange={(value) =>
                      setExternal((e) => ({ ...e, external_category_name: value }))
                    }
                    maxLength={EXTERNAL_CATEGORY_LIMITS.name}
                  />
                  <ExternalField
                    name="external_category_path"
                    label="External path"
                    hint="How the other side names its place, e.g. Home > Kitchen > Knives."
                    value={external.external_category_path}
                    onChange={(value) =>
                      setExternal((e) => ({ ...e, external_category_path: value }))
                    }
                    maxLength={EXTERNAL_CATEGORY_LIMITS.path}
                  />
                </ActionForm>
                {selected.mapping ? (
                  <DangerForm
                    action={deleteCategoryMapping}
                    id={selected.mapping.id}
                    label="Unmap"
                    testId="mapping-unmap"
                    confirm={{
                      title: 'Unmap this category?',
                      body: 'Its products are exported without this external category.',
                    }}
                  />
                ) : null}
                {subtree.length > 1 ? (
                  <Stack gap="xs">
                    <Text size="sm">
                      Give {selected.category_code} and its {subtree.length - 1} subcategories the
                      external category above.
                    </Text>
                    <Group>
                      <Button
                        variant="light"
                        onClick={askBulk}
                        disabled={!external.external_category_id.trim() || bulk?.running}
                        loading={bulk?.running}
                        data-testid="mapping-bulk"
                      >
                        Map the subtree ({subtree.length})
                      </Button>
                    </Group>
                  </Stack>
                ) : null}
                {bulk ? (
                  <Stack gap="xs" data-testid="mapping-bulk-progress">
                    <Progress
                      value={(bulk.done / Math.max(bulk.total, 1)) * 100}
                      aria-label="Subtree mapping progress"
                    />
                    <Text size="sm" aria-live="polite" data-testid="mapping-bulk-count">
                      {bulk.done} of {bulk.total} done
                      {bulk.failures.length ? `, ${bulk.failures.length} failed` : ''}.
                    </Text>
                    {bulk.failures.length ? (
                      <Alert color="red" variant="light" data-testid="mapping-bulk-failures">
                        <List size="sm">
                          {bulk.failures.map((failure) => (
                            <List.Item key={failure.code}>
                              <Code>{failure.code}</Code>: {failure.message}
                            </List.Item>
                          ))}
                        </List>
                      </Alert>
                    ) : null}
                  </Stack>
                ) : null}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" data-testid="mapping-panel-empty">
                Choose a category to map it, change its mapping or map its whole subtree.
              </Text>
            )}
          </Paper>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
