import { describe, expect, it } from 'vitest';
import { keyOf, keyOfError, patchOf, withEdit } from './editor-state';

describe('the value editor state', () => {
  const name = keyOf('a1', '$default', '$default');
  const descFr = keyOf('a2', 'ecommerce', 'fr_FR');
  const descEn = keyOf('a2', 'ecommerce', 'en_US');

  it('keeps a change only while it differs from the loaded value', () => {
    const edited = withEdit(new Map(), name, 'Shirt', 'Tee');
    expect([...edited]).toEqual([[name, 'Shirt']]);
    expect(withEdit(edited, name, 'Tee', 'Tee').size).toBe(0);
    expect(withEdit(new Map(), name, '  ', undefined).size).toBe(0);
  });

  it('sends a cleared value as data null, and only the changed scoped values', () => {
    let edits = withEdit(new Map(), descFr, '', '<p>Bonjour</p>');
    edits = withEdit(edits, name, 'Shirt', undefined);
    edits = withEdit(edits, descEn, '<p>Hello</p>', undefined);
    expect(patchOf(edits).attributes).toEqual([
      {
        attribute_id: 'a2',
        values: [
          { channel: 'ecommerce', locale: 'fr_FR', data: null },
          { channel: 'ecommerce', locale: 'en_US', data: { value: '<p>Hello</p>' } },
        ],
      },
      {
        attribute_id: 'a1',
        values: [{ channel: '$default', locale: '$default', data: { value: 'Shirt' } }],
      },
    ]);
  });

  it('puts an error of the API back on the value it names', () => {
    let edits = withEdit(new Map(), descFr, 'x', undefined);
    edits = withEdit(edits, descEn, 'y', undefined);
    const { keys } = patchOf(edits);
    expect(keyOfError('attributes.0.values.1.data.value', keys)).toBe(descEn);
    expect(keyOfError('0.values.0.channel', keys)).toBe(descFr);
    expect(keyOfError('attributes.0.attribute_id', keys)).toBe(descFr);
    expect(keyOfError('attributes', keys)).toBeUndefined();
  });
});
