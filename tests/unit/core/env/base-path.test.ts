import { describe, expect, it } from 'vitest';
import { normalizeBase, withBase, withoutBase } from '#core/env/base-path.js';

describe('normalizeBase', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    [' / ', ''],
    ['/learn/', '/learn'],
    ['learn', '/learn'],
    ['/learn', '/learn'],
    ['/school/learn//', '/school/learn'],
    ['/%E5%AD%A6/', '/%E5%AD%A6'],
  ])('%j → %j', (raw, base) => {
    expect(normalizeBase(raw)).toBe(base);
  });

  it.each([
    'https://example.com/learn/',
    '//cdn/learn',
    '/learn/../admin',
    '/./',
    '/learn?x=1',
    '/learn#top',
    '/my learn/',
    '/a\\b',
    '/%zz/',
  ])('refuses %j', (raw) => {
    expect(() => normalizeBase(raw)).toThrow(/not a plain path/);
  });
});

describe('withBase / withoutBase', () => {
  it('puts the base before a path of the site and takes it off the browser’s path', () => {
    expect(withBase('/learn', '/')).toBe('/learn/');
    expect(withBase('/learn', '/courses/detail/5?tab=2#c')).toBe('/learn/courses/detail/5?tab=2#c');
    expect(withoutBase('/learn', '/learn/courses/detail/5')).toBe('/courses/detail/5');
    expect(withoutBase('/learn', '/learn/')).toBe('/');
    expect(withoutBase('/learn', '/learn')).toBe('/');
  });

  it('is the identity at the root', () => {
    expect(withBase('', '/courses')).toBe('/courses');
    expect(withoutBase('', '/courses')).toBe('/courses');
  });

  it('leaves what is no path of the site as it is, for the link check to judge', () => {
    for (const other of [
      '//evil.example',
      '/\\evil.example',
      'https://example.com/x',
      'javascript:alert(1)',
      '#main',
      '',
    ]) {
      expect(withBase('/learn', other)).toBe(other);
    }
  });

  it('does not take a longer first segment for the base', () => {
    expect(withoutBase('/learn', '/learning/x')).toBe('/learning/x');
    expect(withoutBase('/learn', '/other')).toBe('/other');
  });
});
