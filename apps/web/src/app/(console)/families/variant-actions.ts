'use server';

import {
  zodIssuesToDetails,
  ZCreateVariantFamilyInput,
  ZVariantFamilyIdInput,
} from '@pim/core/schemas';
import { refresh } from 'next/cache';
import { callApi } from '@/lib/api/call';
import type { ErrorDetailLike } from '@/lib/api/messages';
import {
  failureState,
  formList,
  formText,
  invalid,
  mutateAndRedirect,
  parseForm,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { IN_USE_IN_API_WORDS } from '@/lib/forms/in-use';
import { saveParts, translationsPart } from '@/lib/forms/save-parts';

/** The two axis pickers post `axes_level_1` and `axes_level_2`, each in the order chosen. */
const LEVEL_FIELDS = ['axes_level_1', 'axes_level_2'] as const;

/** `axes.<n>...` (and `axes` itself) under the picker of axis n's level. */
function onAxisPickers(
  errors: readonly ErrorDetailLike[],
  axes: readonly { level: number }[],
): ErrorDetailLike[] {
  return errors.map((error) => {
    const match = /^axes(?:\.(\d+))?/.exec(error.field);
    if (!match) return error;
    // `axes` itself: none at all (level 1), or a level 2 without a level 1.
    const level =
      match[1] === undefined ? (axes.length ? 2 : 1) : (axes[Number(match[1])]?.level ?? 1);
    return { ...error, field: LEVEL_FIELDS[level - 1] ?? LEVEL_FIELDS[0] };
  });
}

export async function createVariantFamily(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const axes = LEVEL_FIELDS.flatMap((field, index) =>
    formList(formData, field).map((attributeId, position) => ({
      attribute_id: attributeId,
      level: index + 1,
      position: position + 1,
    })),
  );
  const input = {
    productFamilyId: formText(formData, 'productFamilyId'),
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    axes,
  };
  const parsed = ZCreateVariantFamilyInput.safeParse(input);
  if (!parsed.success) {
    return invalid(onAxisPickers(zodIssuesToDetails(parsed.error.issues, input), axes));
  }
  const result = await callApi((api) =>
    api.productFamilies.variantFamilies.create.mutate(parsed.data),
  );
  if (!result.ok) {
    const failure = result.failure;
    return failureState(
      failure.kind === 'rejected'
        ? { ...failure, errors: onAxisPickers(failure.errors, axes) }
        : failure,
      { already_exists: 'This family already has a variant family with this code.' },
    );
  }
  refresh();
  return succeeded(`Variant family ${result.data.code} created.`);
}

export async function deleteVariantFamily(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZVariantFamilyIdInput, {
    productFamilyId: formText(formData, 'id'),
    variantFamilyId: formText(formData, 'variantFamilyId'),
  });
  if (!parsed.ok) return parsed.state;
  const { productFamilyId } = parsed.data;
  return mutateAndRedirect(
    (api) => api.productFamilies.variantFamilies.delete.mutate(parsed.data),
    () => ({ to: `/families/${productFamilyId}`, message: 'Variant family deleted.' }),
    { refusals: IN_USE_IN_API_WORDS },
  );
}

/**
 * The variant family page's one Save. Its code, name and axes are set when it is created,
 * so what it saves is its translations: the changed names and the added locale, in one call.
 */
export async function saveVariantFamily(_state: FormState, formData: FormData): Promise<FormState> {
  const productFamilyId = formText(formData, 'productFamilyId') ?? '';
  const variantFamilyId = formText(formData, 'variantFamilyId') ?? '';
  return saveParts(
    formData,
    [
      translationsPart(formData, (api, translations) =>
        api.productFamilies.variantFamilies.updateTranslations.mutate({
          productFamilyId,
          variantFamilyId,
          translations,
        }),
      ),
    ],
    'Variant family saved.',
  );
}
