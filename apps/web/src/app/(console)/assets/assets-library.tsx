'use client';

import {
  Alert,
  Box,
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
import { IconFileTypePdf, IconSearch, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { LocalDate } from '@/components/local-date';
import { LoadError } from '@/components/notices';
import { showToast } from '@/components/toast';
import { toApiFailure } from '@/lib/api/errors';
import type { RouterOutputs } from '@/lib/api/router';
import { useTRPC } from '@/lib/trpc/query-provider';
import { assetContentUrl } from '../products/grid/thumbnail';
import { ACCEPT, upload } from '../products/[id]/values/inputs/media-input';
import { deleteAsset } from './actions';
import { WhereUsed } from './where-used';

type Asset = RouterOutputs['assets']['list']['items'][number];

const PAGE_SIZE = 20;
const TYPES = [
  { value: '', label: 'All types' },
  { value: 'image/', label: 'Images' },
  { value: 'application/pdf', label: 'PDF documents' },
];
const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'image/avif': 'AVIF image',
  'image/tiff': 'TIFF image',
  'application/pdf': 'PDF document',
};

/** 1,234 bytes as "1.2 KB", in the units people read file sizes in. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function Preview({ asset }: { asset: Asset }) {
  return (
    <Box
      w={56}
      h={56}
      bg="gray.1"
      style={{ borderRadius: 4, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
    >
      {asset.content_type.startsWith('image/') ? (
        // eslint-disable-next-line @next/next/no-img-element -- private bytes through the console
        <img
          src={assetContentUrl(asset.id)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <IconFileTypePdf size={28} aria-hidden color="var(--mantine-color-gray-7)" />
      )}
    </Box>
  );
}

function AssetRow({ asset, canWrite }: { asset: Asset; canWrite: boolean }) {
  const type = TYPE_NAMES[asset.content_type] ?? asset.content_type;
  return (
    <Table.Tr data-testid={`asset-row-${asset.filename}`}>
      <Table.Td>
        <Preview asset={asset} />
      </Table.Td>
      <Table.Td>
        <a href={assetContentUrl(asset.id)} target="_blank" rel="noreferrer">
          <bdi style={{ overflowWrap: 'anywhere' }}>{asset.filename}</bdi>
        </a>
      </Table.Td>
      <Table.Td data-testid={`asset-type-${asset.filename}`}>
        {type}
        {asset.width && asset.height ? (
          <Text size="xs" c="dimmed">
            {asset.width} × {asset.height} px
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td data-testid={`asset-size-${asset.filename}`}>{fileSize(asset.size_bytes)}</Table.Td>
      <Table.Td>
        <LocalDate value={asset.created_at} />
        <Text size="xs" c="dimmed" data-testid={`asset-uploader-${asset.filename}`}>
          by {asset.created_by?.name ?? 'unknown'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align="start">
          <WhereUsed assetId={asset.id} filename={asset.filename} />
          {canWrite ? (
            <ActionForm
              action={deleteAsset}
              testId={`asset-delete-${asset.filename}`}
              submitLabel="Delete"
              submitColor="red"
              submitVariant="light"
              compact
              confirm={{
                title: `Delete ${asset.filename}?`,
                body: 'The file leaves the library. It is refused while a product, variant or category uses it.',
                confirmLabel: 'Delete file',
              }}
            >
              <Hidden name="id" value={asset.id} />
            </ActionForm>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
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
              <Table.ScrollContainer minWidth={760}>
                <Table
                  striped
                  verticalSpacing="xs"
                  aria-label={`Files of ${tenantName}`}
                  data-testid="assets-table"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Preview</Table.Th>
                      <Table.Th>File name</Table.Th>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Size</Table.Th>
                      <Table.Th>Uploaded</Table.Th>
                      <Table.Th>Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data.items.map((asset) => (
                      <AssetRow key={asset.id} asset={asset} canWrite={canWrite} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
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
