import { describe, expect, it } from 'vitest';
import { isAbsoluteHttpUrl, safeHttpUrl } from '../../../../src/core/guards/links.js';

describe('safeHttpUrl', () => {
  it('keeps http(s) addresses and same-origin paths', () => {
    expect(safeHttpUrl('https://beian.miit.gov.cn/')).toBe('https://beian.miit.gov.cn/');
    expect(safeHttpUrl('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(safeHttpUrl('/courses?page=2')).toBe('/courses?page=2');
    expect(safeHttpUrl('  /vip ')).toBe('/vip');
  });

  it('refuses every other scheme and protocol-relative tricks', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/\\evil.example',
      'mailto:a@b.c',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(bad as string)).toBeNull();
    }
  });
});

describe('isAbsoluteHttpUrl', () => {
  it('tells absolute http(s) addresses from paths', () => {
    expect(isAbsoluteHttpUrl('https://a.b')).toBe(true);
    expect(isAbsoluteHttpUrl('HTTP://a.b')).toBe(true);
    expect(isAbsoluteHttpUrl('/courses')).toBe(false);
    expect(isAbsoluteHttpUrl('javascript:1')).toBe(false);
  });
});
