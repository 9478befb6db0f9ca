import 'server-only';
import { ATTRIBUTE_TYPES, type AttributeType } from '@pim/core/schemas';
import { formFlag, formList, formNumber, formText } from '@/lib/forms/actions';

/** The type-specific fields (ConfigFields) are named `config.<key>`, as the API's errors are. */
const READERS: Partial<Record<AttributeType, (formData: FormData) => Record<string, unknown>>> = {
  text: (f) => ({
    max_length: formNumber(f, 'config.max_length'),
    regex: formText(f, 'config.regex'),
  }),
  textarea: (f) => ({ max_length: formNumber(f, 'config.max_length') }),
  number: (f) => ({
    min: formNumber(f, 'config.min'),
    max: formNumber(f, 'config.max'),
    decimals_allowed: formFlag(f, 'config.decimals_allowed'),
  }),
  metric: (f) => ({
    unit_family: formText(f, 'config.unit_family'),
    default_unit: formText(f, 'config.default_unit'),
    units: formList(f, 'config.units'),
  }),
  price: (f) => ({ currencies: formList(f, 'config.currencies') }),
};

/** The posted type, if it is one. */
export function formType(formData: FormData): AttributeType | undefined {
  const value = formText(formData, 'type');
  return ATTRIBUTE_TYPES.find((type) => type === value);
}

/** A type's config from its fields; settings left empty are left out (the type's default). */
export function configOf(type: AttributeType, formData: FormData): Record<string, unknown> {
  const config = READERS[type]?.(formData) ?? {};
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
}
