import { ATTRIBUTE_TYPES, OPTION_TYPES, UNIQUE_TYPES, type AttributeType } from '@pim/core/schemas';

/** The ten attribute types of the API as the console names and explains them. */
export const ATTRIBUTE_TYPE_INFO: Record<AttributeType, { label: string; explanation: string }> = {
  text: {
    label: 'Text',
    explanation: 'One line of text, up to a length, optionally matching a pattern.',
  },
  textarea: { label: 'Text area', explanation: 'Several lines of text, such as a description.' },
  number: {
    label: 'Number',
    explanation: 'A number, optionally between bounds, whole or with decimals.',
  },
  boolean: { label: 'Yes / no', explanation: 'A switch, such as “organic” or “in the sale”.' },
  date: { label: 'Date', explanation: 'A calendar day, such as a release date.' },
  select: { label: 'Simple select', explanation: 'One option out of a list you keep here.' },
  multiselect: {
    label: 'Multi select',
    explanation: 'Any number of options out of a list you keep here.',
  },
  price: { label: 'Price', explanation: 'An amount in each of the currencies you choose.' },
  metric: { label: 'Measurement', explanation: 'An amount with a unit, such as 1.2 kg or 30 cm.' },
  media: { label: 'Media', explanation: 'An image or a file, such as the packshot.' },
};

export const TYPE_OPTIONS = ATTRIBUTE_TYPES.map((type) => ({
  value: type,
  label: ATTRIBUTE_TYPE_INFO[type].label,
}));

export const hasOptions = (type: AttributeType) => OPTION_TYPES.includes(type);
export const mayBeUnique = (type: AttributeType) => UNIQUE_TYPES.includes(type);

export function typeLabel(type: AttributeType): string {
  return ATTRIBUTE_TYPE_INFO[type].label;
}
