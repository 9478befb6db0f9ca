import { ZStartBulkUpdateInput } from '@pim/core/schemas';
import { describe, expect, it } from 'vitest';
import { bulkFilterOf } from './matching';
import {
  bulkActionsOf,
  previewOf,
  rowOf,
  unfilled,
  type MassEditAttribute,
  type MassEditEntry,
} from './plan';
import { countStatuses, offeredMoves, planMove } from './status-plan';

const attribute = (
  code: string,
  name: string,
  flags: { channel?: boolean; locale?: boolean; type?: MassEditAttribute['type'] } = {},
): MassEditAttribute =>
  ({
    id: `00000000-0000-4000-8000-${String(code.length).padStart(12, '0')}`,
    code,
    name,
    type: flags.type ?? 'text',
    config: {},
    attribute_group: null,
    value_per_channel: flags.channel ?? false,
    value_per_locale: flags.locale ?? false,
    is_unique: false,
  }) as MassEditAttribute;

const description = attribute('description', 'Description', { channel: true, locale: true });
const name = attribute('name', 'Name', { locale: true });
const brand = attribute('brand', 'Brand');
const scope = { channel: 'ecommerce', locale: 'de_DE' };
const names = { channel: 'E-commerce', locale: 'de_DE' };

describe('the mass edit plan', () => {
  it('sets values at the scope each attribute has, and clears others', () => {
    const entries: MassEditEntry[] = [
      { attribute: description, clear: false, value: '<p>Weiche Baumwolle</p>' },
      { attribute: name, clear: true, value: undefined },
      { attribute: brand, clear: false, value: 'Acme' },
    ];
    const actions = bulkActionsOf(entries, scope);
    expect(actions).toEqual([
      {
        type: 'set_values',
        values: [
          {
            attribute_code: 'description',
            channel: 'ecommerce',
            locale: 'de_DE',
            data: { value: '<p>Weiche Baumwolle</p>' },
          },
          {
            attribute_code: 'brand',
            channel: '$default',
            locale: '$default',
            data: { value: 'Acme' },
          },
        ],
      },
      {
        type: 'remove_values',
        values: [{ attribute_code: 'name', channel: '$default', locale: 'de_DE' }],
      },
    ]);
    // What the API's own schema takes.
    expect(
      ZStartBulkUpdateInput.safeParse({ filter: { product_ids: [description.id] }, actions })
        .success,
    ).toBe(true);
  });

  it('leaves out a value not entered yet, and says which is waiting', () => {
    const entries: MassEditEntry[] = [{ attribute: brand, clear: false, value: '  ' }];
    expect(bulkActionsOf(entries, scope)).toEqual([]);
    expect(unfilled(entries).map((e) => e.attribute.code)).toEqual(['brand']);
  });

  it('says what will happen to how many products', () => {
    const set: MassEditEntry = { attribute: description, clear: false, value: 'x' };
    expect(previewOf([set], names, { count: 3, allMatching: false })).toBe(
      'Set Description (de_DE · E-commerce) on 3 selected products',
    );
    expect(
      previewOf([set, { attribute: brand, clear: true, value: undefined }], names, {
        count: 1204,
        allMatching: true,
      }),
    ).toBe('Set Description (de_DE · E-commerce) and clear Brand on all 1,204 matching products');
    expect(
      previewOf([{ attribute: name, clear: true, value: undefined }], names, {
        count: 1,
        allMatching: false,
      }),
    ).toBe('Clear Name (de_DE) on 1 selected product');
  });

  it('makes a value row the editor inputs take, used in every channel', () => {
    const row = rowOf(description, ['$default', 'ecommerce', 'print']);
    expect(row).toMatchObject({
      attribute_code: 'description',
      attribute_type: 'text',
      value_per_channel: true,
      is_variant_axis: false,
      values: [],
    });
    expect(row.channel_settings.every((c) => c.enabled)).toBe(true);
  });
});

describe('the bulk status moves a selection allows', () => {
  it('offers only moves some chosen product can make, and counts the skipped ones', () => {
    const counts = countStatuses(['draft', 'draft', 'in_review']);
    expect(planMove(counts, 'approved')).toEqual({
      to: 'approved',
      moving: 1,
      skipped: 2,
      unknown: 0,
    });
    expect(offeredMoves(counts, true).map((p) => p.to)).toEqual([
      'draft',
      'in_review',
      'approved',
      'archived',
    ]);
    // Drafts only: approving is not offered, nor is moving to draft.
    expect(offeredMoves(countStatuses(['draft', 'draft']), true).map((p) => p.to)).toEqual([
      'in_review',
      'archived',
    ]);
    // Without the approve permission, never approve.
    expect(offeredMoves(countStatuses(['in_review']), false).map((p) => p.to)).toEqual([
      'draft',
      'archived',
    ]);
  });

  it('offers every move when the statuses are not known, skipping none', () => {
    const counts = countStatuses([undefined, undefined]);
    expect(planMove(counts, 'approved')).toEqual({
      to: 'approved',
      moving: 0,
      skipped: 0,
      unknown: 2,
    });
  });
});

describe('all matching products as the job filter', () => {
  const FAMILY = '0b6c1c52-5d7e-4c1e-9f3a-2f6f0f4b1a11';
  it('takes the search, status, family and category of the grid', () => {
    const filter = bulkFilterOf({
      page: 2,
      page_size: 50,
      sort: 'code',
      search: 'shirt',
      status: ['draft'],
      product_family_id: FAMILY,
      category_id: undefined,
    });
    expect(filter).toEqual({ search: 'shirt', status: ['draft'], product_family_id: FAMILY });
    expect(
      ZStartBulkUpdateInput.safeParse({
        filter,
        actions: [{ type: 'set_status', status: 'archived' }],
      }).success,
    ).toBe(true);
  });

  it("takes the grid's scope, completeness, value filters and modified by me", () => {
    const conditions = [{ attribute: 'description', op: 'empty', locale: 'de_DE' }];
    const filter = bulkFilterOf({
      channel: 'ecommerce',
      locale: 'de_DE',
      columns: ['description'],
      completeness: 'incomplete',
      value_filters: JSON.stringify(conditions),
      modified_by: 'me',
    });
    expect(filter).toEqual({
      channel: 'ecommerce',
      locale: 'de_DE',
      completeness: 'incomplete',
      value_filters: conditions,
      modified_by: 'me',
    });
    expect(
      ZStartBulkUpdateInput.safeParse({
        filter,
        actions: [{ type: 'set_status', status: 'archived' }],
      }).success,
    ).toBe(true);
  });

  it('refuses a filter the job cannot apply, rather than reach more products', () => {
    expect(bulkFilterOf({ code: 'shirt' })).toBeNull();
    expect(bulkFilterOf({ value_filters: 'not json' })).toBeNull();
  });
});
