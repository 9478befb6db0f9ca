'use client';

import {
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePhone } from '@/components/list/card-list';
import { LocalDate } from '@/components/local-date';
import { LoadError } from '@/components/notices';
import { showToast } from '@/components/toast';
import { toApiFailure } from '@/lib/api/errors';
import { useTRPC } from '@/lib/trpc/query-provider';
import { ACCEPT, upload } from '../products/[id]/values/inputs/media-input';
import { AssetCards } from './asset-cards';
import {
  AssetActions,
  AssetName,
  AssetType,
  fileSize,
  Preview,
  usageWords,
  type Asset,
} from './asset-parts';

const PAGE_SIZE = 20;
const TYPES = [
  { value: '', label: 'All types' },
  { value: 'image/', label: 'Images' },
  { value: 'application/pdf', label: 'PDF documents' },
];

function AssetRow({ asset, canWrite }: { asset: Asset; canWrite: boolean }) {
  return (
    <Table.Tr data-testid={`asset-row-${asset.filename}`}>
      <Table.Td>
        <Preview asset={asset} />
      </Table.Td>
      <Table.Td>
        <AssetName asset={asset} />
      </Table.Td>
      <Table.Td data-testid={`asset-type-${asset.filename}`}>
        <AssetType asset={asset} />
      </Table.Td>
      {/* Sizes and counts kept on one line: "6.8 KB", "1 product". */}
      <Table.Td data-testid={`asset-size-${asset.filename}`} style={{ whiteSpace: 'nowrap' }}>
        {fileSize(asset.size_bytes)}
      </Table.Td>
      <Table.Td data-testid={`asset-used-${asset.filename}`} style={{ whiteSpace: 'nowrap' }}>
        {usageWords(asset.usage_totals)}
      </Table.Td>
      <Table.Td>
        <LocalDate value={asset.created_at} />
        <Text size="xs" c="dimmed" data-testid={`asset-uploader-${asset.filename}`}>
          by {asset.created_by?.name ?? 'unknown'}
        </Text>
      </Table.Td>
      <Table.Td>
        <AssetActions asset={asset} canWrite={canWrite} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The files as a table, or as cards on a phone. */
function AssetList({
  assets,
  caption,
  canWrite,
}: {
  assets: Asset[];
  caption: string;
  canWrite: boolean;
}) {
  const phone = usePhone();
  if (phone) return <AssetCards assets={assets} caption={caption} canWrite={canWrite} />;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="xs" aria-label={caption} data-testid="assets-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Preview</Table.Th>
            <Table.Th>File name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Used by</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.map((asset) => (
            <AssetRow key={asset.id} asset={asset} canWrite={canWrite} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Uploads a chosen file through the console; the list then shows it first. */
function UploadButton() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    const result = await upload(file);
    setBusy(false);
    if (!result.ok) return setFailure(result.message);
    showToast('asset-uploaded', `${file.name} uploaded.`);
    await queryClient.invalidateQueries();
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={choose} accept={ACCEPT}>
        {(props) => (
          <Button
            {...props}
            loading={busy}
            leftSection={<IconUpload size={16} aria-hidden />}
            data-testid="assets-upload"
          >
            Upload a file
          </Button>
        )}
      </FileButton>
      {failure ? (
        <Alert color="red" data-testid="assets-upload-error">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * The asset library: newest first, searched by file name as you type, filtered by type; each
 * file with its preview, size, who uploaded it and when, where it is used, and delete.
 */
export function AssetsLibrary({ tenantName, canWrite }: { tenantName: string; canWrite: boolean }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const input = {
    search: debounced || undefined,
    content_type: type || undefined,
    page,
    page_size: PAGE_SIZE,
  };
  const query = useQuery(
    trpc.assets.list.queryOptions(input, { placeholderData: keepPreviousData }),
  );
  const filtered = Boolean(debounced || type);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group gap="sm" align="end" wrap="wrap">
          <TextInput
            label="Search by file name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            data-testid="assets-search"
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label="Type"
            data={TYPES}
            value={type}
            onChange={(value) => {
              setType(value ?? '');
              setPage(1);
            }}
            allowDeselect={false}
            data-testid="assets-type"
            w={180}
          />
          {canWrite ? <UploadButton /> : null}
        </Group>
        {query.isError ? (
          <LoadError failure={toApiFailure(query.error)} />
        ) : !query.data ? (
          <Loader size="sm" aria-label="Loading the files" />
        ) : (
          <Stack gap="sm">
            <Group gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="assets-count">
                {query.data.pagination.total_items}{' '}
                {query.data.pagination.total_items === 1 ? 'file' : 'files'}
                {filtered ? ' match' : ` in ${tenantName}`}
              </Text>
              {query.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
            </Group>
            {query.data.items.length === 0 ? (
              <Text data-testid="assets-empty">
                {filtered
                  ? 'No file matches the search and type.'
                  : 'No file yet. Upload pictures and PDFs here or from a product.'}
              </Text>
            ) : (
              <AssetList
                assets={query.data.items}
                caption={`Files of ${tenantName}`}
                canWrite={canWrite}
              />
            )}
            {query.data.pagination.total_pages > 1 ? (
              <Pagination
                total={query.data.pagination.total_pages}
                value={page}
                onChange={setPage}
                size="sm"
                data-testid="assets-pagination"
              />
            ) : null}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
