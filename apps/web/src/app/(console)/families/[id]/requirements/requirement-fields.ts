// The requirement matrix is fields of the family page's one form, a checkbox each:
// `requirement.<attribute id>.channel.<channel id>`, `requirement.<attribute id>.mandatory`
// and `requirement.<attribute id>.overridable`. A checked box posts its name, an unchecked
// one nothing, so the page counts each box changed and the save rebuilds the changed rows.

const PREFIX = 'requirement.';

export const requirementField = {
  channel: (attributeId: string, channelId: string) =>
    `${PREFIX}${attributeId}.channel.${channelId}`,
  mandatory: (attributeId: string) => `${PREFIX}${attributeId}.mandatory`,
  overridable: (attributeId: string) => `${PREFIX}${attributeId}.overridable`,
};

export function isRequirementField(field: string): boolean {
  return field.startsWith(PREFIX);
}

/** The attribute a matrix field belongs to (ids hold no dot). */
function attributeOf(field: string): string | undefined {
  return isRequirementField(field) ? field.slice(PREFIX.length).split('.')[0] : undefined;
}

/** A row of the family attributes PATCH: its channels replace the stored set. */
export interface RequirementRow {
  attribute_id: string;
  channel_ids: string[];
  is_mandatory: boolean;
  is_overridable: boolean;
}

/**
 * Every row with a changed box, whole, as the form holds it now: the channels checked and
 * whether it is mandatory and overridable. Rows untouched are not sent.
 */
export function changedRequirementRows(formData: FormData): RequirementRow[] {
  const ids = new Set(
    formData
      .getAll('changed')
      .map((field) => attributeOf(String(field)))
      .filter((id): id is string => Boolean(id)),
  );
  return [...ids].map((id) => {
    const channelPrefix = `${PREFIX}${id}.channel.`;
    const channelIds = [...new Set(formData.keys())]
      .filter((name) => name.startsWith(channelPrefix))
      .map((name) => name.slice(channelPrefix.length));
    return {
      attribute_id: id,
      channel_ids: channelIds,
      is_mandatory: formData.has(requirementField.mandatory(id)),
      is_overridable: formData.has(requirementField.overridable(id)),
    };
  });
}
