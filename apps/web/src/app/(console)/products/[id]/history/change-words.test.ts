import { describe, expect, it } from 'vitest';
import { describeChange, type HistoryTerms } from './change-words';

const terms: HistoryTerms = {
  attributeName: (code) => ({ name: 'Name', 'care.notes': 'Care notes', color: 'Color' })[code],
  channelName: (code) => ({ ecommerce: 'E-commerce', 'print.eu': 'Print EU' })[code],
  localeName: (code) => ({ de_DE: 'German (Germany)' })[code],
  familyName: (id) => (id === 'f1' ? 'Shirts' : undefined),
  variantFamilyName: (id) => (id === 'v1' ? 'Shirts by size' : undefined),
  categoryPath: (id) => (id === 'c1' ? 'Clothing / Men / Shirts' : undefined),
};

describe('describeChange', () => {
  it('names an attribute and leaves out the default scope', () => {
    expect(
      describeChange(
        {
          path: 'attributes.name.$default.$default',
          action: 'changed',
          before: { value: 'A' },
          after: { value: 'B' },
        },
        terms,
      ),
    ).toEqual({ action: 'changed', subject: 'Name', before: 'A', after: 'B' });
  });

  it('names the channel and locale of a scoped value, codes with dots included', () => {
    expect(
      describeChange(
        {
          path: 'attributes.care.notes.print.eu.de_DE',
          action: 'added',
          after: { value: 'Wash cold' },
        },
        terms,
      ),
    ).toEqual({
      action: 'added',
      subject: 'Care notes',
      channel: 'Print EU',
      locale: 'German (Germany)',
      after: 'Wash cold',
    });
  });

  it('says when the attribute no longer exists', () => {
    const words = describeChange(
      { path: 'attributes.gone.ecommerce.$default', action: 'removed', before: { value: 1 } },
      terms,
    );
    expect(words).toMatchObject({
      subject: 'Deleted attribute (gone)',
      unknown: true,
      channel: 'E-commerce',
    });
  });

  it('reads statuses, families and categories as words and names', () => {
    expect(
      describeChange(
        { path: 'product.status', action: 'changed', before: 'in_review', after: 'approved' },
        terms,
      ),
    ).toMatchObject({ subject: 'Status', before: 'In review', after: 'Approved' });
    expect(
      describeChange({ path: 'product.product_family_id', action: 'added', after: 'f1' }, terms),
    ).toMatchObject({
      subject: 'Family',
      after: 'Shirts',
    });
    expect(
      describeChange(
        { path: 'product.product_variant_family_id', action: 'added', after: 'v9' },
        terms,
      ),
    ).toMatchObject({ subject: 'Variant family', after: 'A variant family that no longer exists' });
    expect(
      describeChange({ path: 'category_ids', action: 'added', after: 'c1' }, terms),
    ).toMatchObject({
      subject: 'Category',
      after: 'Clothing / Men / Shirts',
    });
  });

  it('names variants by SKU, their fields and their values', () => {
    expect(
      describeChange(
        { path: 'variants.TS.M', action: 'added', after: { id: 'x', code: 'TS.M' } },
        terms,
      ),
    ).toEqual({ action: 'added', subject: 'Variant TS.M' });
    expect(
      describeChange(
        { path: 'variants.TS.M.is_default', action: 'changed', before: false, after: true },
        terms,
      ),
    ).toMatchObject({ subject: 'Variant TS.M: Default variant', before: 'No', after: 'Yes' });
    expect(
      describeChange(
        {
          path: 'variants.TS.M.attributes.color.$default.$default',
          action: 'added',
          after: { value: 'red' },
        },
        terms,
      ),
    ).toEqual({ action: 'added', subject: 'Variant TS.M: Color', after: 'red' });
  });

  it('says how many changes were left out', () => {
    expect(
      describeChange({ path: '', action: 'changed', after: '12 more changes' }, terms),
    ).toMatchObject({
      subject: 'More changes',
      after: '12 more changes',
    });
  });
});
