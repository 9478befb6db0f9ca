import { describe, expect, it } from 'vitest';
import type { StructureAttribute } from '../../products/index.ts';
import {
  buildRecord,
  cellOf,
  type ChannelProduct,
  type RecordPlan,
  type SchemaAttribute,
} from './records.ts';

const attribute = (
  id: string,
  code: string,
  type: StructureAttribute['type'],
  scoped: { channel?: boolean; locale?: boolean } = {},
): StructureAttribute => ({
  id,
  code,
  type,
  value_per_channel: scoped.channel ?? false,
  value_per_locale: scoped.locale ?? false,
});

const column = (
  code: string,
  type: SchemaAttribute['type'],
  more: Partial<SchemaAttribute> = {},
): SchemaAttribute => ({
  code,
  type,
  required: false,
  enum_values: [],
  source_attribute_code: null,
  ...more,
});

const ATTRIBUTES = [
  attribute('a-name', 'name', 'text', { locale: true }),
  attribute('a-desc', 'description', 'textarea', { channel: true, locale: true }),
  attribute('a-weight', 'weight', 'number'),
  attribute('a-colors', 'colors', 'multiselect'),
  attribute('a-price', 'price', 'price'),
];

function planOf(schema: SchemaAttribute[], more: Partial<RecordPlan> = {}): RecordPlan {
  return {
    schema,
    channelCode: 'web',
    locales: ['en_US', 'fr_FR'],
    attributes: new Map(ATTRIBUTES.map((a) => [a.code, a])),
    mappings: new Map([
      [
        'cat-shoes',
        {
          external_category_id: 'EXT-1',
          external_category_name: 'Shoes',
          external_category_path: null,
        },
      ],
    ]),
    categoryCodes: new Map([
      ['cat-shoes', 'shoes'],
      ['cat-hats', 'hats'],
    ]),
    ...more,
  };
}

const PRODUCT: ChannelProduct = {
  code: 'sku-1',
  status: 'approved',
  family: 'shoes',
  product_type: null,
  modified_at: new Date('2026-11-28T10:00:00.000Z'),
  raw_values: {
    'a-name': { $default: { en_US: { value: 'Runner' }, fr_FR: { value: 'Coureur' } } },
    'a-desc': {
      web: { en_US: { value: 'For the web' } },
      print: { en_US: { value: 'For print' } },
    },
    'a-weight': { $default: { $default: { value: 1.5 } } },
    'a-colors': { $default: { $default: { value: ['red', 'blue'] } } },
    'a-price': { $default: { $default: { value: [{ amount: '12.50', currency: 'EUR' }] } } },
  },
  category_ids: ['cat-shoes'],
};

describe('buildRecord', () => {
  it('fills product fields, attributes by their own code and by source, in the channel and first locale', () => {
    const built = buildRecord(
      PRODUCT,
      planOf([
        column('code', 'string', { required: true }),
        column('status', 'enum', { enum_values: ['approved', 'draft'] }),
        column('name', 'string'),
        column('title', 'string', { source_attribute_code: 'name' }),
        column('body', 'string', { source_attribute_code: 'description' }),
        column('weight', 'number'),
        column('colors', 'array'),
        column('categories', 'array'),
        column('updated_at', 'string'),
        column('missing', 'string'),
      ]),
    );
    expect(built).toEqual({
      record: {
        code: 'sku-1',
        status: 'approved',
        name: 'Runner',
        title: 'Runner',
        body: 'For the web',
        weight: 1.5,
        colors: ['red', 'blue'],
        categories: ['EXT-1'],
        updated_at: '2026-11-28T10:00:00.000Z',
        missing: null,
      },
    });
  });

  it('gives an object schema attribute every locale of a localizable attribute', () => {
    const built = buildRecord(
      PRODUCT,
      planOf([column('names', 'object', { source_attribute_code: 'name' })]),
    );
    expect(built).toEqual({ record: { names: { en_US: 'Runner', fr_FR: 'Coureur' } } });
  });

  it('reports every rule a product breaks, and an unmapped category, as the item errors', () => {
    const built = buildRecord(
      { ...PRODUCT, category_ids: ['cat-shoes', 'cat-hats'] },
      planOf([
        column('gtin', 'string', { required: true }),
        column('status', 'enum', { enum_values: ['live'] }),
        column('price', 'number', { source_attribute_code: 'price' }),
      ]),
    );
    expect(built).toEqual({
      errors: [
        expect.objectContaining({
          code: 'unmapped_category',
          field: 'categories',
          message: expect.stringContaining('hats'),
        }),
        expect.objectContaining({ code: 'required', field: 'gtin' }),
        expect.objectContaining({ code: 'invalid_value', field: 'status' }),
        expect.objectContaining({ code: 'invalid_type', field: 'price' }),
      ],
    });
  });

  it('converts between scalar kinds where nothing is lost, and wraps one value for an array', () => {
    const built = buildRecord(
      PRODUCT,
      planOf([
        column('weight_text', 'string', { source_attribute_code: 'weight' }),
        column('names', 'array', { source_attribute_code: 'name' }),
      ]),
    );
    expect(built).toEqual({ record: { weight_text: '1.5', names: ['Runner'] } });
  });
});

describe('cellOf', () => {
  it('writes scalars as they are, lists of scalars comma-joined and the rest as JSON', () => {
    expect(cellOf(null)).toBe('');
    expect(cellOf(true)).toBe('true');
    expect(cellOf(['a', 'b'])).toBe('a,b');
    expect(cellOf([{ amount: '1', currency: 'EUR' }])).toBe('[{"amount":"1","currency":"EUR"}]');
    expect(cellOf({ en_US: 'x' })).toBe('{"en_US":"x"}');
  });
});
