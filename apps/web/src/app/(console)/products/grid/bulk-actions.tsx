'use client';

import { Anchor, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BulkAction, ProductStatus } from '@pim/core/schemas';
import { IconChevronDown, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useTransition } from 'react';
import { startBulkUpdateJob } from '@/components/jobs/actions';
import type { Job } from '@/components/jobs/job-labels';
import { showErrorToast } from '@/components/toast';
import { useTRPC } from '@/lib/trpc/query-provider';
import type { ChannelScope } from '../[id]/scope';
import type { CategoryForest } from '../categories/forest';
import { MOVE_LABELS, STATUS_LABELS } from '../product-status';
import { BulkJobPanel, type StartedRun } from './mass-edit/bulk-job';
import { CategoriesDialog } from './mass-edit/categories-dialog';
import { MassEditDialog } from './mass-edit/mass-edit-dialog';
import { bulkFilterOf, type BulkFilter, type GridQuery } from './mass-edit/matching';
import { productsOf as products, reachText } from './mass-edit/plan';
import { offeredMoves, planMove, type MovePlan } from './mass-edit/status-plan';
import { useBulkSelection } from './mass-edit/use-selection';
import { useChosenProducts, productSelection } from './selection-store';

export interface BulkPermissions {
  /** jobs.bulk_updates.write and catalog.products.write. */
  canBulk: boolean;
  /** ... and catalog.products.approve. */
  canApprove: boolean;
}

/** A bulk update started here, with what it sent (to update the selection when it ends). */
interface Run extends StartedRun {
  /** A status move's action (the selection then learns the moved products' status). */
  action?: BulkAction;
  ids: readonly string[];
}

/** "Approve 2 of the 3 selected products? 1 is skipped": what a status move will do. */
function moveQuestion(plan: MovePlan, count: number, allMatching: boolean) {
  const reach = reachText({ count, allMatching });
  const whom =
    plan.skipped === 0
      ? reach
      : `${plan.moving + plan.unknown} of ${allMatching ? '' : 'the '}${reach}`;
  const title =
    plan.to === 'approved'
      ? `Approve ${whom}?`
      : `Move ${whom} to ${STATUS_LABELS[plan.to].toLowerCase()}?`;
  const skipped =
    plan.skipped === 0
      ? ''
      : ` ${products(plan.skipped)} ${plan.skipped === 1 ? 'is' : 'are'} skipped: already ${STATUS_LABELS[plan.to].toLowerCase()}, or in a status that cannot move there.`;
  const unknown = plan.unknown
    ? ` A product that cannot move there is listed as a failed item of the job.`
    : '';
  return { title, body: `${skipped}${unknown}`.trim() };
}

/**
 * The bar over the grid when products are chosen: approve, a status move, edit attributes,
 * add to or remove from categories, each one bulk update job over the chosen products (or
 * over all the filters match, once the user says so). Only the status moves some chosen
 * product can make are offered, with how many are skipped; the jobs are followed in place,
 * and the choice is kept unless every product succeeded.
 */
export function BulkActions({
  selected,
  permissions,
  forest,
  channels = [],
  matching,
}: {
  selected: ReadonlySet<string>;
  permissions: BulkPermissions;
  forest: CategoryForest;
  /** The channels and locales values may be edited in. */
  channels?: readonly ChannelScope[];
  /** The grid's query and how many products it matches (for "all matching"). */
  matching?: { query: GridQuery; total: number };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const chosen = useChosenProducts();
  const [runs, setRuns] = useState<Run[]>([]);
  const [categoriesMode, setCategoriesMode] = useState<
    'add_categories' | 'remove_categories' | null
  >(null);
  const [editing, setEditing] = useState(false);
  // "All matching" holds for the filter it was chosen with: a new filter chooses ids again.
  const [allFor, setAllFor] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const allFilter = matching ? bulkFilterOf(matching.query) : null;
  const key = allFilter ? JSON.stringify(allFilter) : null;
  const all =
    matching && allFilter && key === allFor && selected.size > 0
      ? { query: matching.query, filter: allFilter, total: matching.total }
      : null;
  const selection = useBulkSelection(selected, all);
  const count = selection.count;

  const started = (run: Run) => setRuns((current) => [run, ...current]);
  const run = (action: BulkAction, title: string, filter: BulkFilter = selection.filter) =>
    startTransition(async () => {
      const result = await startBulkUpdateJob({ filter, actions: [action] });
      if (!result.ok) {
        showErrorToast('bulk-update-error', result.message);
        return;
      }
      started({ id: result.id, title, action, ids: filter.product_ids ?? [] });
    });

  const askStatus = (plan: MovePlan) => {
    const question = moveQuestion(plan, count, selection.allMatching);
    modals.openConfirmModal({
      title: question.title,
      children:
        question.body || `The chosen products move to ${STATUS_LABELS[plan.to].toLowerCase()}.`,
      labels: { confirm: MOVE_LABELS[plan.to], cancel: 'Cancel' },
      confirmProps: { 'data-testid': 'bulk-confirm' },
      cancelProps: { 'data-testid': 'bulk-cancel' },
      onConfirm: () =>
        run(
          { type: 'set_status', status: plan.to },
          question.title.replace(/\?$/, ''),
          selection.movingTo(plan.to),
        ),
    });
  };

  // When a bulk update ends the grid reads its rows again; a full success clears the choice,
  // a failure keeps it (with the statuses the moved products now have).
  const onEnd = useCallback(
    async (job: Job, done: Run) => {
      void queryClient.invalidateQueries({ queryKey: trpc.products.list.pathKey() });
      const clean = job.status === 'completed' && job.progress.failed === 0;
      if (clean) {
        productSelection.clear();
        setAllFor(null);
        return;
      }
      if (done.action?.type !== 'set_status' || !done.ids.length) return;
      const items = await queryClient.fetchQuery(
        trpc.jobs.items.queryOptions({ id: job.id, status: ['failed'], page_size: 100 }),
      );
      const failedCodes = new Set(items.items.map((item) => item.key));
      productSelection.moved(
        done.ids.filter((id) => !failedCodes.has(chosen.get(id)?.code ?? null)),
        done.action.status,
      );
    },
    [chosen, queryClient, trpc],
  );

  const plans = offeredMoves(selection.counts, permissions.canApprove);
  const approve = plans.find((p) => p.to === 'approved');
  return (
    <Stack gap="xs">
      {runs.map((r) => (
        <BulkJobPanel
          key={r.id}
          run={r}
          onEnd={(job) => void onEnd(job, r)}
          onDismiss={() => setRuns((current) => current.filter((c) => c.id !== r.id))}
        />
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
            <Text size="sm" fw={500} mr="xs" data-testid="bulk-reach">
              With {selection.allMatching ? '' : 'the '}
              {reachText({ count, allMatching: selection.allMatching })}:
            </Text>
            {approve ? (
              <Button
                size="compact-sm"
                leftSection={<IconCircleCheck size={16} aria-hidden />}
                loading={pending}
                onClick={() => askStatus(approve)}
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
                {(['draft', 'in_review', 'approved', 'archived'] as ProductStatus[])
                  .filter((to) => to !== 'approved' || permissions.canApprove)
                  .map((to) => {
                    const plan = plans.find((p) => p.to === to) ?? planMove(selection.counts, to);
                    const none = plan.moving + plan.unknown === 0;
                    return (
                      <Menu.Item
                        key={to}
                        disabled={none}
                        onClick={() => askStatus(plan)}
                        data-testid={`bulk-status-${to}`}
                      >
                        {STATUS_LABELS[to]}
                        <Text span size="xs" c="dimmed" ml={6}>
                          {none
                            ? 'none of them can move here'
                            : plan.skipped
                              ? `${plan.skipped} skipped`
                              : ''}
                        </Text>
                      </Menu.Item>
                    );
                  })}
              </Menu.Dropdown>
            </Menu>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              disabled={pending}
              onClick={() => setEditing(true)}
              data-testid="bulk-edit-attributes"
            >
              Edit attributes…
            </Button>
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
            {matching && !all && allFilter && matching.total > selected.size ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setAllFor(key)}
                data-testid="bulk-select-all-matching"
              >
                Choose all {products(matching.total)} matching
              </Anchor>
            ) : null}
            {all ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setAllFor(null)}
                data-testid="bulk-select-chosen-only"
              >
                Only the {products(selected.size)} ticked
              </Anchor>
            ) : null}
          </Group>
        </Paper>
      ) : null}
      <CategoriesDialog
        mode={categoriesMode}
        count={count}
        forest={forest}
        onClose={() => setCategoriesMode(null)}
        onApply={(action) =>
          run(
            action,
            `${action.type === 'add_categories' ? 'Add' : 'Remove'} ${reachText({ count, allMatching: selection.allMatching })} ${action.type === 'add_categories' ? 'to' : 'from'} ${action.type === 'add_categories' || action.type === 'remove_categories' ? action.category_ids.length : 0} categories`,
          )
        }
      />
      {editing ? (
        <MassEditDialog
          opened
          onClose={() => setEditing(false)}
          filter={selection.filter}
          reach={{ count, allMatching: selection.allMatching }}
          channels={channels}
          onStarted={(r) => started({ ...r, ids: selection.filter.product_ids ?? [] })}
        />
      ) : null}
    </Stack>
  );
}
