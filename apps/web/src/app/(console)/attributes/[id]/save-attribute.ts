'use server';

import {
  ATTRIBUTE_CONFIG_SCHEMAS,
  ZAttributeStatusInput,
  ZUpdateAttributeInput,
} from '@pim/core/schemas';
import { fieldError, formNullable, formNumber, formText, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import {
  fieldsPart,
  mutatePart,
  saveParts,
  statusPart,
  translationsPart,
  type SavePart,
} from '@/lib/forms/save-parts';
import { configOf, formType } from '../config-input';

/**
 * The attribute page's one Save: name, description, group and order (one update), its
 * type's settings (the whole config, checked by the type's schema), the status, the
 * translations; only the parts whose fields changed are sent.
 */
export async function saveAttribute(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id') ?? '';
  const general = fieldsPart(
    'General',
    ['name', 'description', 'attribute_group_id', 'sort_order'],
    async () => {
      const parsed = parseForm(ZUpdateAttributeInput, {
        id,
        name: formText(formData, 'name') ?? '',
        description: formNullable(formData, 'description'),
        attribute_group_id: formNullable(formData, 'attribute_group_id'),
        sort_order: formNumber(formData, 'sort_order') ?? 0,
      });
      if (!parsed.ok) return parsed.state;
      return mutatePart((api) => api.attributes.update.mutate(parsed.data));
    },
  );
  const settings: SavePart = {
    label: 'Settings',
    owns: (field) => field.startsWith('config.'),
    run: async () => {
      const type = formType(formData);
      if (!type) return fieldError('type', 'The attribute’s type is missing. Reload the page.');
      const parsed = parseForm(
        ZUpdateAttributeInput.extend({ config: ATTRIBUTE_CONFIG_SCHEMAS[type] }),
        { id, config: configOf(type, formData) },
      );
      if (!parsed.ok) return parsed.state;
      return mutatePart((api) => api.attributes.update.mutate(parsed.data));
    },
  };
  return saveParts(
    formData,
    [
      general,
      settings,
      statusPart(formData, ZAttributeStatusInput, (api, input) =>
        api.attributes.setStatus.mutate(input),
      ),
      translationsPart(formData, (api, translations) =>
        api.attributes.updateTranslations.mutate({ id, translations }),
      ),
    ],
    'Attribute saved.',
  );
}
