import { describe, expect, it } from 'vitest';
import { chargeOf, formatPrice, isFree } from '#core/format/price.js';

describe('prices', () => {
  it('decides free by number and the is_free flag, whatever type the server sends', () => {
    expect(isFree({ charge: 0 })).toBe(true);
    expect(isFree({ charge: '0' })).toBe(true);
    expect(isFree({ charge: 99, is_free: 1 })).toBe(true);
    expect(isFree({ charge: 99, is_free: '1' })).toBe(true);
    expect(isFree({ charge: '99', is_free: 0 })).toBe(false);
    expect(isFree({ charge: -5 })).toBe(true);
    expect(isFree({ charge: 'abc' })).toBe(true);
  });

  it('formats ￥N or 免费', () => {
    expect(formatPrice({ charge: 199 })).toBe('￥199');
    expect(formatPrice({ charge: '12' })).toBe('￥12');
    expect(formatPrice({ charge: 0 })).toBe('免费');
    expect(chargeOf('3')).toBe(3);
  });
});
