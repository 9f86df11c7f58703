import { describe, expect, it } from 'vitest';
import destr from '#core/client/shims/destr.js';
import { withBase, withQuery } from '#core/client/shims/ufo.js';

describe('ofetch helpers (the builds alias ufo and destr to these)', () => {
  it('joins a base and a path the way ufo does for the calls this client makes', () => {
    expect(withBase('/api/v2/courses', '')).toBe('/api/v2/courses');
    expect(withBase('/api/v2/courses', '/')).toBe('/api/v2/courses');
    expect(withBase('/api/v2/courses', 'https://api.example.com')).toBe('https://api.example.com/api/v2/courses');
    expect(withBase('/api/v2/courses', 'https://api.example.com/')).toBe('https://api.example.com/api/v2/courses');
    expect(withBase('api/v2/courses', 'https://api.example.com/meedu')).toBe(
      'https://api.example.com/meedu/api/v2/courses',
    );
    expect(withBase('https://other.example/x', 'https://api.example.com')).toBe('https://other.example/x');
    expect(withBase('/meedu/api/v2/x', '/meedu')).toBe('/meedu/api/v2/x');
    expect(withBase('/meedux/y', '/meedu')).toBe('/meedu/meedux/y');
  });

  it('merges a query over the address’s own, dropping undefined, repeating arrays', () => {
    expect(withQuery('/api/v2/courses', { page: 2, page_size: 16, scene: undefined })).toBe(
      '/api/v2/courses?page=2&page_size=16',
    );
    expect(withQuery('/x?a=1&b=2#h', { b: 3, c: 'x y', d: ['1', '2'] })).toBe('/x?a=1&b=3&c=x+y&d=1&d=2#h');
    expect(withQuery('/x?a=1', { a: undefined })).toBe('/x');
    expect(withQuery('/x', { keywords: '数据&结构', flag: true, zero: 0, none: null })).toBe(
      '/x?keywords=%E6%95%B0%E6%8D%AE%26%E7%BB%93%E6%9E%84&flag=true&zero=0&none=',
    );
    expect(withQuery('/x', JSON.parse('{"__proto__": "p", "ok": 1}'))).toBe('/x?ok=1');
  });

  it('parses JSON bodies, hands anything else back as text, and drops __proto__', () => {
    expect(destr('{"code":0,"data":[1]}')).toEqual({ code: 0, data: [1] });
    expect(destr('<html>502</html>')).toBe('<html>502</html>');
    expect(destr('')).toBe('');
    expect(destr(42)).toBe(42);
    const parsed = destr<Record<string, unknown>>('{"__proto__":{"polluted":1},"a":1}');
    expect(parsed).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
