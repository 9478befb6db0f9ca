'use server';

import { ZRestoreProductRevisionInput } from '@pim/core/schemas';
import { formNumber, formText, mutateAndRefresh, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

/**
 * Restores a revision: a new `revert` revision with the product as it was. `expected_revision`
 * is the latest number the page showed: if someone changed the product since, the API
 * answers 409 revision_conflict and nothing is restored.
 */
export async function restoreRevision(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZRestoreProductRevisionInput, {
    id: formText(formData, 'id'),
    revisionId: formText(formData, 'revisionId'),
    comment: formText(formData, 'comment'),
    expected_revision: formNumber(formData, 'expected_revision'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.productRevisions.restore.mutate(parsed.data),
    'Revision restored.',
    {
      refusals: {
        revision_conflict:
          'The product changed since this page was loaded: reload it to see the latest revision, then restore again.',
      },
    },
  );
}
