import { describe, expect, it } from 'vitest';
import { changedFields, changesLabel, saveBlockedReason, snapshotOf } from './detail-state';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('detail form state', () => {
  it('leaves out the radios Mantine names itself, whose name changes after mount', () => {
    const before = snapshotOf(
      form([
        ['mantine-r1', 'token'],
        ['credentials_method', 'token'],
      ]),
    );
    const after = snapshotOf(
      form([
        ['mantine-q7x', 'token'],
        ['credentials_method', 'token'],
      ]),
    );
    expect(changedFields(before, after)).toEqual([]);
  });

  it('finds changed, added and removed fields, and joins repeated names', () => {
    const before = snapshotOf(
      form([
        ['id', 'x'],
        ['name', 'Shirts'],
        ['tag', 'a'],
        ['tag', 'b'],
        ['gone', 'y'],
      ]),
    );
    const after = snapshotOf(
      form([
        ['id', 'x'],
        ['name', 'Shirts!'],
        ['tag', 'a'],
        ['tag', 'c'],
        ['added', 'z'],
      ]),
    );
    expect(changedFields(before, after).sort()).toEqual(['added', 'gone', 'name', 'tag']);
    expect(changedFields(before, before)).toEqual([]);
  });

  it('treats an empty field like an absent one', () => {
    expect(changedFields(snapshotOf(form([['a', '']])), snapshotOf(form([])))).toEqual([]);
  });

  it('says why Save is off, missing fields first', () => {
    expect(saveBlockedReason(0, [])).toBe('No unsaved changes.');
    expect(saveBlockedReason(2, ['Name'])).toBe('Fill in Name to save.');
    expect(saveBlockedReason(1, [])).toBeNull();
    expect(changesLabel(1)).toBe('1 unsaved change');
    expect(changesLabel(3)).toBe('3 unsaved changes');
  });
});
