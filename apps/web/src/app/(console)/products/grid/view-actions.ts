'use server';

import { ZCreateProductViewInput, ZUpdateProductViewInput } from '@pim/core/schemas';
import { mutateAndRefresh, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

// The grid's saved views: the caller's own, a name and the grid's query string. Each answers
// the form state the views dialog shows; the page then reads the views again.

export async function createView(input: unknown): Promise<FormState> {
  const parsed = parseForm(ZCreateProductViewInput, input);
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.productViews.create.mutate(parsed.data), 'View saved.');
}

export async function updateView(input: unknown): Promise<FormState> {
  const parsed = parseForm(ZUpdateProductViewInput, input);
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.productViews.update.mutate(parsed.data), 'View saved.');
}

export async function deleteView(id: unknown): Promise<FormState> {
  const parsed = parseForm(ZUpdateProductViewInput.pick({ id: true }), { id });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.productViews.delete.mutate(parsed.data), 'View deleted.');
}
