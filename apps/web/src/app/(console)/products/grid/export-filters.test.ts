import { ZExportFilters } from '@pim/core/schemas';
import { describe, expect, it } from 'vitest';
import { exportFiltersOf, exportScopesOf } from './export-filters';

const FAMILY = '0b6c1c52-5d7e-4c1e-9f3a-2f6f0f4b1a11';
const CATEGORY = '7d3c2b1a-0e9f-4a8b-8c7d-6e5f4a3b2c1d';
const base = { page: 3, page_size: 50, sort: 'code' };

describe('exportFiltersOf', () => {
  it('maps the search, status, family and category of the grid', () => {
    const { filters, unsupported } = exportFiltersOf(
      { ...base, search: 'shirt', status: ['approved'] },
      { product_family_id: FAMILY, category_id: CATEGORY, page_size: '50' },
    );
    expect(filters).toEqual({
      search: 'shirt',
      status: ['approved'],
      product_family_id: FAMILY,
      category_id: CATEGORY,
    });
    expect(unsupported).toEqual([]);
    expect(ZExportFilters.safeParse(filters).success).toBe(true);
  });

  it('leaves out what is not set, and the paging and sort', () => {
    expect(exportFiltersOf(base, {}).filters).toEqual({});
  });

  it('drops ids the API would refuse, and names the completeness filter it cannot apply', () => {
    const { filters, unsupported } = exportFiltersOf(base, {
      product_family_id: 'not-an-id',
      completeness: 'complete',
    });
    expect(filters).toEqual({});
    expect(unsupported).toEqual(['completeness']);
  });
});

describe('exportScopesOf', () => {
  const filters = { search: 'shirt' };
  it('offers the ticked products first, by id, then every match', () => {
    const scopes = exportScopesOf([FAMILY, CATEGORY], filters, 120);
    expect(scopes.map((s) => s.label)).toEqual(['Selected (2)', 'All matching (120)']);
    expect(scopes[0]!.filters).toEqual({ product_ids: [FAMILY, CATEGORY] });
    expect(ZExportFilters.safeParse(scopes[0]!.filters).success).toBe(true);
    expect(scopes[1]!.filters).toBe(filters);
  });

  it('offers only the matches when nothing is ticked', () => {
    expect(exportScopesOf([], filters, undefined).map((s) => s.label)).toEqual(['All matching']);
  });
});
