import { describe, expect, it } from 'vitest';
import {
  describeFilter,
  filterScope,
  opsFor,
  parseColumns,
  parseValueFilters,
  serializeValueFilters,
  type GridAttribute,
} from './grid-query';
import { productListInput } from '../list-input';

const description: GridAttribute = {
  id: 'a1',
  code: 'description',
  name: 'Description',
  type: 'textarea',
  value_per_channel: true,
  value_per_locale: true,
};
const price: GridAttribute = {
  id: 'a2',
  code: 'price',
  name: 'Price',
  type: 'price',
  value_per_channel: false,
  value_per_locale: false,
};
const grid = { channel: 'ecommerce', locale: 'en_US' };
const channelName = (code: string) => (code === 'ecommerce' ? 'E-commerce' : code);

describe('the grid URL', () => {
  it('keeps well-formed attribute codes once each, 20 at most', () => {
    expect(parseColumns('name,description,name,bad code,,x;y')).toEqual(['name', 'description']);
    expect(parseColumns(Array.from({ length: 25 }, (_, i) => `a${i}`).join(','))).toHaveLength(20);
    expect(parseColumns(undefined)).toEqual([]);
  });

  it('reads back the value filters it wrote and drops what is malformed', () => {
    const filters = [
      { attribute: 'description', op: 'empty' as const, locale: 'de_DE' },
      { attribute: 'price', op: 'between' as const, value: [10, 20] },
    ];
    expect(parseValueFilters(serializeValueFilters(filters))).toEqual(filters);
    expect(parseValueFilters('not json')).toEqual([]);
    expect(parseValueFilters('{"attribute":"x"}')).toEqual([]);
    expect(
      parseValueFilters('[{"attribute":"x","op":"nope"},{"attribute":"y","op":"not_empty"}]'),
    ).toEqual([{ attribute: 'y', op: 'not_empty' }]);
    expect(serializeValueFilters([])).toBeUndefined();
  });

  it('sends the scope only as a pair, and the columns and filters as the API takes them', () => {
    const input = { page: 1, page_size: 20, sort: '-created_at' };
    const half = productListInput(input, { channel: 'ecommerce' });
    expect([half.channel, half.locale]).toEqual([undefined, undefined]);
    expect(
      productListInput(input, {
        channel: 'ecommerce',
        locale: 'de_DE',
        columns: 'description,price',
        value_filters: '[{"attribute":"description","op":"empty"}]',
        modified_by: 'someone',
      }),
    ).toMatchObject({
      channel: 'ecommerce',
      locale: 'de_DE',
      columns: 'description,price',
      value_filters: '[{"attribute":"description","op":"empty"}]',
      modified_by: undefined,
    });
  });
});

describe('value filters', () => {
  it('offer the operators of the attribute type', () => {
    expect(opsFor('textarea')).toContain('contains');
    expect(opsFor('textarea')).not.toContain('between');
    expect(opsFor('price')).toEqual(['empty', 'not_empty', 'equals', 'gte', 'lte', 'between']);
    expect(opsFor('select')).toEqual(['empty', 'not_empty', 'in']);
    expect(opsFor('media')).toEqual(['empty', 'not_empty']);
  });

  it("read a scoped attribute in the grid's channel and locale unless they name their own", () => {
    const filter = { attribute: 'description', op: 'empty' as const, locale: 'de_DE' };
    expect(filterScope(filter, description, grid)).toEqual({
      channel: 'ecommerce',
      locale: 'de_DE',
    });
    expect(filterScope({ ...filter, channel: 'print' }, price, grid)).toEqual({});
  });

  it('say what they keep, and where', () => {
    expect(
      describeFilter(
        { attribute: 'description', op: 'empty', locale: 'de_DE' },
        description,
        grid,
        channelName,
      ),
    ).toBe('Description is empty in de_DE · E-commerce');
    expect(
      describeFilter(
        { attribute: 'price', op: 'between', value: [10, 20] },
        price,
        grid,
        channelName,
      ),
    ).toBe('Price is between 10 and 20');
    expect(
      describeFilter(
        { attribute: 'color', op: 'in', value: ['black', 'white'] },
        { ...price, code: 'color', name: 'Color', type: 'select' },
        grid,
        channelName,
        (code) => code.toUpperCase(),
      ),
    ).toBe('Color is one of BLACK, WHITE');
  });
});
