import { describe, expect, it } from 'vitest';
import { lastPageOf, toPage } from '#core/client/index.js';

describe('toPage: one shape for the server’s four page shapes', () => {
  it('reads P1 (Laravel paginator) and trusts its last_page', () => {
    const p1 = { current_page: 2, data: ['c', 'd'], last_page: 3, per_page: 2, total: 5 };
    expect(toPage(p1, 2, 2)).toEqual({ items: ['c', 'd'], total: 5, page: 2, lastPage: 3 });
  });

  it('reads P2 ({data, total}) and works out the last page', () => {
    expect(toPage({ data: [1, 2, 3], total: '23' }, 1, 10)).toEqual({
      items: [1, 2, 3],
      total: 23,
      page: 1,
      lastPage: 3,
    });
  });

  it('reads P3 ({current_page, total, data})', () => {
    expect(toPage({ current_page: 1, total: 0, data: [] }, 1, 10)).toEqual({
      items: [],
      total: 0,
      page: 1,
      lastPage: 1,
    });
  });

  it('reads plain arrays as one page', () => {
    expect(toPage(['a'], 1, 10)).toEqual({ items: ['a'], total: 1, page: 1, lastPage: 1 });
  });

  it('survives missing or malformed parts: empty list, never a last page before the page asked for', () => {
    expect(toPage(null, 1, 10)).toEqual({ items: [], total: 0, page: 1, lastPage: 1 });
    expect(toPage({ data: null, total: 'x' }, 4, 10)).toEqual({ items: [], total: 0, page: 4, lastPage: 4 });
    expect(toPage({ data: [], total: 10, last_page: 0 }, 1, 10).lastPage).toBe(1);
  });

  it('computes last pages at the edges', () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
    expect(lastPageOf(11, 10, 5)).toBe(5);
    expect(lastPageOf(11, 0)).toBe(1);
  });
});
