import { describe, expect, it } from 'vitest';
import { listSome, findPage } from './list.ts';

describe('listSome', () => {
  it('lists at most ten values, then says how many more', () => {
    const codes = Array.from({ length: 13 }, (_, i) => `f.s.a${String(i).padStart(2, '0')}`);
    expect(listSome(codes.slice(0, 2))).toBe('f.s.a00, f.s.a01');
    expect(listSome(codes.slice(0, 10)).split(', ')).toHaveLength(10);
    expect(listSome(codes)).toBe(`${codes.slice(0, 10).join(', ')} and 3 more`);
    expect(listSome(codes, 3)).toBe('f.s.a00, f.s.a01, f.s.a02 and 10 more');
  });
});

describe('findPage', () => {
  const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => i);
  async function page(page: number, pageSize: number, onPage: number, total: number) {
    let counted = false;
    let asked: unknown;
    const result = await findPage(
      { page, page_size: pageSize, sort: '-name' },
      async (window) => {
        asked = window;
        return rowsOf(onPage);
      },
      async () => {
        counted = true;
        return total;
      },
    );
    return { ...result, counted, asked };
  }

  it('reads the window in the sort order and knows the total of a short page', async () => {
    const first = await page(1, 20, 3, 3);
    expect(first.asked).toEqual({ skip: 0, take: 20, orderBy: [{ name: 'desc' }, { id: 'asc' }] });
    expect(first).toMatchObject({ total: 3, counted: false });
    expect(await page(3, 10, 4, 24)).toMatchObject({ total: 24, counted: false });
    expect(await page(1, 10, 0, 0)).toMatchObject({ total: 0, counted: false });
  });

  it('counts when the page is full or past the end', async () => {
    expect(await page(1, 10, 10, 57)).toMatchObject({ total: 57, counted: true });
    expect(await page(9, 10, 0, 57)).toMatchObject({ total: 57, counted: true });
  });
});
