import { describe, expect, it } from 'vitest';
import { describeChange, optionCodesNamed, type HistoryTerms } from './change-words';

const OPTIONS: Record<string, Record<string, string>> = {
  color: { red: 'Red', black: 'Schwarz' },
  tags: { eco: 'Organic' },
};

const terms: HistoryTerms = {
  attributeName: (code) => ({ name: 'Name', 'care.notes': 'Care notes', color: 'Color' })[code],
  channelName: (code) => ({ ecommerce: 'E-commerce', 'print.eu': 'Print EU' })[code],
  localeName: (code) => ({ de_DE: 'German (Germany)' })[code],
  familyName: (id) => (id === 'f1' ? 'Shirts' : undefined),
  variantFamilyName: (id) => (id === 'v1' ? 'Shirts by size' : undefined),
  categoryPath: (id) => (id === 'c1' ? 'Clothing / Men / Shirts' : undefined),
  attributeId: (code) => `id-${code}`,
  hasOptions: (code) => code in OPTIONS,
  optionLabel: (attribute, code) => OPTIONS[attribute]?.[code],
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
    ).toEqual({ action: 'added', subject: 'Variant TS.M: Color', after: 'Red' });
  });

  it('reads option codes as their labels, and says when an option no longer exists', () => {
    expect(
      describeChange(
        {
          path: 'attributes.color.$default.$default',
          action: 'changed',
          before: { value: 'navy' },
          after: { value: 'black' },
        },
        terms,
      ),
    ).toEqual({
      action: 'changed',
      subject: 'Color',
      before: 'Deleted option (navy)',
      after: 'Schwarz',
    });
    expect(
      describeChange(
        {
          path: 'attributes.tags.$default.$default',
          action: 'added',
          after: { value: ['eco', 'gone'] },
        },
        terms,
      ),
    ).toMatchObject({ after: 'Organic, Deleted option (gone)' });
    // Values of other attributes stay as they are.
    expect(
      describeChange(
        { path: 'attributes.name.$default.$default', action: 'added', after: { value: 'red' } },
        terms,
      ),
    ).toMatchObject({ after: 'red' });
  });

  it('collects the option codes shown, per attribute, for reading their labels', () => {
    const named = optionCodesNamed(
      [
        {
          path: 'attributes.color.$default.$default',
          before: { value: 'navy' },
          after: { value: 'red' },
        },
        { path: 'variants.TS.M.attributes.color.$default.$default', after: { value: 'black' } },
        { path: 'attributes.tags.$default.$default', after: { value: ['eco', 'new'] } },
        // Not options: a text value, a product field, a deleted attribute.
        { path: 'attributes.name.$default.$default', after: { value: 'x' } },
        { path: 'product.status', after: 'draft' },
        { path: 'attributes.gone.$default.$default', after: { value: 'y' } },
      ],
      terms,
    );
    expect(
      Object.fromEntries([...named].map(([code, codes]) => [code, [...codes].sort()])),
    ).toEqual({
      color: ['black', 'navy', 'red'],
      tags: ['eco', 'new'],
    });
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
