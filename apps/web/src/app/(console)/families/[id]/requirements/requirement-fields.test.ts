import { describe, expect, it } from 'vitest';
import { changedRequirementRows, requirementField } from './requirement-fields';

const A = '0b8f4c3e-0000-4000-8000-00000000000a';
const B = '0b8f4c3e-0000-4000-8000-00000000000b';
const SHOP = '0b8f4c3e-0000-4000-8000-0000000000c1';
const PRINT = '0b8f4c3e-0000-4000-8000-0000000000c2';

/** The form as posted: the boxes checked, then `changed` once per changed box. */
function posted(checked: string[], changed: string[]): FormData {
  const data = new FormData();
  data.set('id', 'family');
  data.set('name', 'Shirts');
  for (const name of checked) data.set(name, 'on');
  for (const name of changed) data.append('changed', name);
  return data;
}

describe('changedRequirementRows', () => {
  it('sends each row with a changed box whole, as the boxes are now', () => {
    const rows = changedRequirementRows(
      posted(
        [
          requirementField.channel(A, SHOP),
          requirementField.mandatory(A),
          requirementField.channel(B, SHOP),
          requirementField.channel(B, PRINT),
        ],
        // A: Print unchecked and mandatory checked; B untouched; the name changed too.
        [requirementField.channel(A, PRINT), requirementField.mandatory(A), 'name'],
      ),
    );
    expect(rows).toEqual([
      { attribute_id: A, channel_ids: [SHOP], is_mandatory: true, is_overridable: false },
    ]);
  });

  it('sends a row left with no channel and no box checked', () => {
    const rows = changedRequirementRows(
      posted([], [requirementField.channel(B, SHOP), requirementField.overridable(B)]),
    );
    expect(rows).toEqual([
      { attribute_id: B, channel_ids: [], is_mandatory: false, is_overridable: false },
    ]);
  });

  it('sends nothing when no box changed', () => {
    expect(
      changedRequirementRows(posted([requirementField.mandatory(A)], ['description'])),
    ).toEqual([]);
  });
});
