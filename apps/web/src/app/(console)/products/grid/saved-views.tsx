'use client';

import { Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { PRODUCT_VIEW_NAME_MAX } from '@pim/core/schemas';
import { IconBookmark, IconChevronDown } from '@tabler/icons-react';
import { useState, useTransition } from 'react';
import { showErrorToast, showToast } from '@/components/toast';
import type { FormState } from '@/lib/forms/form-state';
import { createView, deleteView, updateView } from './view-actions';

export interface SavedView {
  id: string;
  name: string;
  query: string;
}

/** The grid's query string as a view keeps it: everything but the page it was on. */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

/** Where a view leads: the grid with its query. */
export const viewHref = (view: SavedView) => `/products${view.query ? `?${view.query}` : ''}`;

/** Runs an action, says how it went; true when it succeeded. */
async function report(action: Promise<FormState>, toastId: string): Promise<FormState> {
  const state = await action;
  if (state.status === 'success') showToast(toastId, state.message ?? 'Saved.');
  return state;
}

function SaveViewForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, start] = useTransition();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        start(async () => {
          const state = await report(
            createView({ name, query: viewQuery(window.location.search) }),
            'view-saved',
          );
          if (state.status === 'success') onDone();
          else setError(state.fieldErrors.name ?? state.message);
        });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          The filters, columns, sort and channel and locale the grid shows now, under a name only
          you see.
        </Text>
        <TextInput
          label="Name"
          required
          maxLength={PRODUCT_VIEW_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          data-autofocus
          data-testid="view-name-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} data-testid="view-save-submit">
            Save view
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ViewRow({ view }: { view: SavedView }) {
  const [name, setName] = useState(view.name);
  const [error, setError] = useState<string | undefined>();
  const [pending, start] = useTransition();
  const rename = () =>
    start(async () => {
      const state = await report(updateView({ id: view.id, name }), 'view-renamed');
      setError(state.status === 'error' ? (state.fieldErrors.name ?? state.message) : undefined);
    });
  const remove = () =>
    modals.openConfirmModal({
      title: `Delete the view “${view.name}”?`,
      children: 'The products stay as they are; only the saved filters and columns go.',
      labels: { confirm: 'Delete view', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': 'view-delete-confirm' },
      onConfirm: () =>
        start(async () => {
          const state = await report(deleteView(view.id), 'view-deleted');
          if (state.status === 'error') showErrorToast('view-delete-failed', state.message ?? '');
        }),
    });
  return (
    <Group
      gap="xs"
      align="flex-start"
      wrap="nowrap"
      data-testid="view-row"
      data-view-name={view.name}
    >
      <TextInput
        aria-label={`Name of the view ${view.name}`}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={PRODUCT_VIEW_NAME_MAX}
        error={error}
        flex={1}
        data-testid="view-rename-input"
      />
      <Button
        variant="default"
        onClick={rename}
        disabled={name.trim() === view.name || !name.trim()}
        loading={pending}
        data-testid="view-rename-submit"
      >
        Rename
      </Button>
      <Button variant="subtle" color="red" onClick={remove} data-testid="view-delete">
        Delete
      </Button>
    </Group>
  );
}

/**
 * "Views": the user's saved views (each a link to the grid with its query), "Save current
 * view…" and "Manage views…" (rename, delete).
 */
export function SavedViews({ views }: { views: readonly SavedView[] }) {
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Menu position="bottom-start" shadow="md" width={260}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            data-testid="products-views"
          >
            Views
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>My views</Menu.Label>
          {views.length ? (
            views.map((view) => (
              <Menu.Item key={view.id} component="a" href={viewHref(view)} data-testid="view-apply">
                <bdi>{view.name}</bdi>
              </Menu.Item>
            ))
          ) : (
            <Menu.Item disabled>No saved view yet</Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog('save')} data-testid="view-save">
            Save current view…
          </Menu.Item>
          <Menu.Item
            onClick={() => setDialog('manage')}
            disabled={!views.length}
            data-testid="view-manage"
          >
            Manage views…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={dialog === 'save'} onClose={close} title="Save the current view">
        <SaveViewForm onDone={close} />
      </Modal>
      <Modal opened={dialog === 'manage'} onClose={close} title="My views">
        <Stack gap="sm">
          {views.map((view) => (
            <ViewRow key={`${view.id}:${view.name}`} view={view} />
          ))}
          {views.length === 0 ? <Text size="sm">No saved view left.</Text> : null}
        </Stack>
      </Modal>
    </>
  );
}
