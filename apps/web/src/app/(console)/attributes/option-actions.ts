'use server';

import {
  ZAttributeOptionIdInput,
  ZCreateAttributeOptionInput,
  ZUpdateAttributeOptionInput,
} from '@pim/core/schemas';
import { callApi, collectPages } from '@/lib/api/call';
import type { ApiClient } from '@/lib/api/client';
import {
  failureState,
  formList,
  formNumber,
  formText,
  mutateAndRefresh,
  parseForm,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { refresh } from 'next/cache';

const LABEL_PREFIX = 'labels.';

/**
 * The labels LabelsEditor posts: one `labels.<locale>` field per locale shown, and in
 * `labels_removed` the stored locales taken off. On an update an emptied or removed label is
 * null (the API removes that locale); on a create an empty one stays '' (it is required).
 */
function labelsOf(formData: FormData, update: boolean): Record<string, string | null> {
  const labels: Record<string, string | null> = {};
  if (update) for (const locale of formList(formData, 'labels_removed')) labels[locale] = null;
  for (const [key, value] of formData.entries()) {
    if (!key.startsWith(LABEL_PREFIX) || typeof value !== 'string') continue;
    const label = value.trim();
    labels[key.slice(LABEL_PREFIX.length)] = label || (update ? null : '');
  }
  return labels;
}

export async function createOption(_state: FormState, formData: FormData): Promise<FormState> {
  const labels = labelsOf(formData, false);
  const parsed = parseForm(ZCreateAttributeOptionInput, {
    id: formText(formData, 'id'),
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    labels: Object.keys(labels).length ? labels : undefined,
    sort_order: formNumber(formData, 'sort_order'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.attributes.createOption.mutate(parsed.data),
    `Option ${parsed.data.code} added.`,
    { refusals: { already_exists: 'This attribute already has an option with this code.' } },
  );
}

export async function updateOption(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZUpdateAttributeOptionInput, {
    id: formText(formData, 'id'),
    optionId: formText(formData, 'optionId'),
    name: formText(formData, 'name') ?? '',
    labels: labelsOf(formData, true),
    sort_order: formNumber(formData, 'sort_order') ?? 0,
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.attributes.updateOption.mutate(parsed.data),
    'Option saved.',
  );
}

export async function deleteOption(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZAttributeOptionIdInput, {
    id: formText(formData, 'id'),
    optionId: formText(formData, 'optionId'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.attributes.deleteOption.mutate(parsed.data),
    'Option deleted.',
  );
}

type Ordered = { id: string; sort_order: number };

/**
 * The sort orders that put `list` in its order: a swap of two different numbers when two
 * options trade places, else (equal numbers, ordered by code) the least raises that make the
 * numbers increase.
 */
function newSortOrders(list: Ordered[], a: Ordered, b: Ordered): Map<string, number> {
  if (a.sort_order !== b.sort_order) {
    return new Map([
      [a.id, b.sort_order],
      [b.id, a.sort_order],
    ]);
  }
  const changes = new Map<string, number>();
  let previous = -1;
  for (const option of list) {
    const next = Math.max(option.sort_order, previous + 1);
    if (next !== option.sort_order) changes.set(option.id, next);
    previous = next;
  }
  return changes;
}

async function moveIn(api: ApiClient, id: string, optionId: string, step: -1 | 1) {
  const options = await collectPages((page) =>
    api.attributes.listOptions.query({ id, page, page_size: 100 }),
  );
  const index = options.findIndex((o) => o.id === optionId);
  const a = options[index];
  const b = options[index + step];
  if (!a || !b) return 0;
  const order = [...options];
  order[index] = b;
  order[index + step] = a;
  const changes = newSortOrders(order, a, b);
  for (const [changed, sortOrder] of changes) {
    await api.attributes.updateOption.mutate({ id, optionId: changed, sort_order: sortOrder });
  }
  return changes.size;
}

/** Moves an option one place up or down in the attribute's order (its sort_order). */
export async function moveOption(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZAttributeOptionIdInput, {
    id: formText(formData, 'id'),
    optionId: formText(formData, 'optionId'),
  });
  if (!parsed.ok) return parsed.state;
  const step = formText(formData, 'direction') === 'up' ? -1 : 1;
  const result = await callApi((api) => moveIn(api, parsed.data.id, parsed.data.optionId, step));
  // A failure may come after part of the change: show the order as it now is.
  refresh();
  if (!result.ok) return failureState(result.failure);
  return succeeded(result.data ? 'Option moved.' : 'The option is already there.');
}
