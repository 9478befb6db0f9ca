'use client';

import { Button, Group, Menu, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { PRODUCT_STATUSES, type BulkAction, type ProductStatus } from '@pim/core/schemas';
import { IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { startBulkUpdateJob } from '@/components/jobs/actions';
import type { Job } from '@/components/jobs/job-labels';
import { showJobNotice } from '@/components/jobs/job-notice';
import { JobWatcher } from '@/components/jobs/job-watcher';
import { showErrorToast } from '@/components/toast';
import { useTRPC } from '@/lib/trpc/query-provider';
import { CategoryChecklist } from '../categories/category-checklist';
import type { CategoryForest } from '../categories/forest';
import { STATUS_LABELS } from '../product-status';
import { productSelection } from './selection-store';

export interface BulkPermissions {
  /** jobs.bulk_updates.write and catalog.products.write. */
  canBulk: boolean;
  /** ... and catalog.products.approve. */
  canApprove: boolean;
}

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** Add to / remove from categories: the trees with a checkbox per category. */
function CategoriesDialog({
  mode,
  count,
  forest,
  onClose,
  onApply,
}: {
  mode: 'add_categories' | 'remove_categories' | null;
  count: number;
  forest: CategoryForest;
  onClose: () => void;
  onApply: (action: BulkAction) => void;
}) {
  const [ids, setIds] = useState<string[]>([]);
  const adding = mode === 'add_categories';
  const close = () => {
    setIds([]);
    onClose();
  };
  return (
    <Modal
      opened={mode !== null}
      onClose={close}
      title={
        adding
          ? `Add ${products(count)} to categories`
          : `Remove ${products(count)} from categories`
      }
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <ScrollArea.Autosize mah={360}>
          <CategoryChecklist
            forest={forest}
            mode="multiple"
            value={ids}
            onChange={setIds}
            testId="bulk-category"
          />
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={ids.length === 0 || mode === null}
            onClick={() => {
              if (mode) onApply({ type: mode, category_ids: ids });
              close();
            }}
            data-testid="bulk-categories-apply"
          >
            {adding ? 'Add' : 'Remove'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The bar over the grid when products are chosen: approve, set a status, add to or remove
 * from categories, as one bulk update job over the chosen ids. The choice is cleared once the
 * job is started; the grid reads its rows again when the job ends.
 */
export function BulkActions({
  selected,
  permissions,
  forest,
}: {
  selected: ReadonlySet<string>;
  permissions: BulkPermissions;
  forest: CategoryForest;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [watched, setWatched] = useState<string[]>([]);
  const [categoriesMode, setCategoriesMode] = useState<
    'add_categories' | 'remove_categories' | null
  >(null);
  const [pending, startTransition] = useTransition();
  const count = selected.size;

  const run = (action: BulkAction) =>
    startTransition(async () => {
      const started = await startBulkUpdateJob({
        filter: { product_ids: [...selected] },
        actions: [action],
      });
      if (!started.ok) {
        showErrorToast('bulk-update-error', started.message);
        return;
      }
      productSelection.clear();
      setWatched((ids) => [...ids, started.id]);
      showJobNotice(
        'bulk-update-started',
        `Bulk update of ${products(count)} started.`,
        started.id,
        'started',
      );
    });

  const askStatus = (status: ProductStatus) =>
    modals.openConfirmModal({
      title: `${status === 'approved' ? 'Approve' : `Set the status of`} ${products(count)}?`,
      children: `The chosen products move to ${STATUS_LABELS[status].toLowerCase()}; a product that cannot move there is listed as a failed item of the job.`,
      labels: { confirm: status === 'approved' ? 'Approve' : 'Set status', cancel: 'Cancel' },
      confirmProps: { 'data-testid': 'bulk-confirm' },
      cancelProps: { 'data-testid': 'bulk-cancel' },
      onConfirm: () => run({ type: 'set_status', status }),
    });

  // When a bulk update ends, the grid reads its rows again and says so.
  const onEnd = (job: Job) => {
    void queryClient.invalidateQueries({ queryKey: trpc.products.list.pathKey() });
    const { succeeded, failed } = job.progress;
    showJobNotice(
      'bulk-update-finished',
      job.status === 'completed'
        ? `Bulk update done: ${products(succeeded)} updated, ${failed} failed.`
        : `The bulk update ended: ${job.status}.`,
      job.id,
      job.status === 'completed' && failed === 0 ? 'done' : 'failed',
    );
    setWatched((ids) => ids.filter((w) => w !== job.id));
  };
  const statuses = PRODUCT_STATUSES.filter((s) => s !== 'approved' || permissions.canApprove);
  return (
    <>
      {watched.map((id) => (
        <JobWatcher key={id} id={id} onEnd={onEnd} />
      ))}
      {count > 0 && permissions.canBulk ? (
        <Paper
          bg="blue.0"
          px="sm"
          py="xs"
          role="group"
          aria-label="Bulk actions on the chosen products"
          data-testid="bulk-actions"
        >
          <Group gap="xs">
            <Text size="sm" fw={500} mr="xs">
              With the {products(count)} chosen:
            </Text>
            {permissions.canApprove ? (
              <Button
                size="compact-sm"
                leftSection={<IconCircleCheck size={16} aria-hidden />}
                loading={pending}
                onClick={() => askStatus('approved')}
                data-testid="bulk-approve"
              >
                Approve
              </Button>
            ) : null}
            <Menu position="bottom-start">
              <Menu.Target>
                <Button
                  size="compact-sm"
                  variant="default"
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  disabled={pending}
                  data-testid="bulk-set-status"
                >
                  Set status…
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {statuses.map((status) => (
                  <Menu.Item
                    key={status}
                    onClick={() => askStatus(status)}
                    data-testid={`bulk-status-${status}`}
                  >
                    {STATUS_LABELS[status]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              size="compact-sm"
              variant="default"
              disabled={pending}
              onClick={() => setCategoriesMode('add_categories')}
              data-testid="bulk-add-categories"
            >
              Add to categories…
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={pending}
              onClick={() => setCategoriesMode('remove_categories')}
              data-testid="bulk-remove-categories"
            >
              Remove from categories…
            </Button>
          </Group>
        </Paper>
      ) : null}
      <CategoriesDialog
        mode={categoriesMode}
        count={count}
        forest={forest}
        onClose={() => setCategoriesMode(null)}
        onApply={run}
      />
    </>
  );
}
