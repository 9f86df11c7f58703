import { describe, expect, it } from 'vitest';
import { int, oneOf, readQuery, text, writeQuery } from '#core/url-state/index.js';

const schema = { category_id: int(0, 1), scene: oneOf(['', 'free', 'sub'] as const), page: int(1), keywords: text(20) };

describe('URL state schema', () => {
  it('reads values and falls back to defaults for missing or bad ones', () => {
    expect(readQuery(schema, '?category_id=3&scene=free&page=2&keywords=%20PHP%20')).toEqual({
      category_id: 3,
      scene: 'free',
      page: 2,
      keywords: 'PHP',
    });
    expect(readQuery(schema, 'category_id=-1&scene=evil&page=abc')).toEqual({
      category_id: 0,
      scene: '',
      page: 1,
      keywords: '',
    });
    expect(readQuery(schema, 'page=0').page).toBe(1);
    expect(readQuery(schema, 'page=1e3').page).toBe(1);
    expect(readQuery(schema, 'page=9999999999').page).toBe(1);
    expect(readQuery(schema, `keywords=${'x'.repeat(50)}`).keywords).toHaveLength(20);
  });

  it('writes only what differs from the defaults and keeps parameters it does not own', () => {
    expect(writeQuery(schema, { category_id: 0, scene: '', page: 1, keywords: '' })).toBe('');
    expect(writeQuery(schema, { category_id: 3, scene: 'sub', page: 2, keywords: 'Go' })).toBe(
      'category_id=3&scene=sub&page=2&keywords=Go',
    );
    expect(writeQuery(schema, { category_id: 0, scene: '', page: 2, keywords: '' }, 'tab=comments&page=5')).toBe(
      'tab=comments&page=2',
    );
  });

  it('round-trips', () => {
    const values = { category_id: 12, scene: 'free' as const, page: 7, keywords: '数据 结构' };
    expect(readQuery(schema, writeQuery(schema, values))).toEqual(values);
  });
});
