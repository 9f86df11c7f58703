import { describe, expect, it } from 'vitest';
import { isAbsoluteHttpUrl, safeHttpUrl, safeImageUrl } from '#core/guards/links.js';
import { safeSocketUrl } from '#core/guards/socket-url.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Values a hostile or careless server could send, each of which a browser would run or follow off-site. */
const HOSTILE: Array<[string, string]> = [
  ['javascript:', 'javascript:window.__x=1;//x'],
  ['mixed case', 'JaVaScRiPt:window.__x=1'],
  ['leading tab', '\tjavascript:window.__x=1'],
  ['leading newline', '\njavascript:window.__x=1'],
  ['newline inside the scheme', 'java\nscript:window.__x=1'],
  ['tab inside the scheme', 'java\tscript:alert(1)'],
  ['NUL before the scheme', '\u0000javascript:alert(1)'],
  ['zero-width space before the scheme', '\u200bjavascript:alert(1)'],
  ['no-break space before the scheme', '\u00a0javascript:alert(1)'],
  ['percent-encoded newline', '%0ajavascript:window.__x=1'],
  ['entity-like prefix', '&#106;avascript:alert(1)'],
  ['data: HTML', 'data:text/html,<script>window.__x=1</script>'],
  ['data: HTML in base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['blob:', 'blob:https://evil.example/1b2c'],
  ['file:', 'file:///etc/passwd'],
  ['mailto:', 'mailto:a@b.c'],
  ['ftp:', 'ftp://evil.example/x'],
  ['protocol-relative', '//evil.example/x'],
  ['backslash host', '/\\evil.example'],
  ['backslashes', '\\\\evil.example'],
  ['encoded tab after the slash', '/%09/evil.example'],
  ['encoded slash', '/%2F%2Fevil.example'],
  ['double-encoded slash', '/%252F%252Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['raw tab after the slash', '/\t/evil.example'],
  ['newline after the slash', '/\n/evil.example'],
  ['http without slashes', 'http:evil.example'],
  ['https with a backslash', 'https:\\\\evil.example'],
  ['https with three slashes', 'https:///evil.example'],
  ['tab inside an http address', 'https://exa\tmple.com/'],
  ['relative without a slash', 'evil.example/x'],
  ['only spaces', '   '],
  ['empty', ''],
];

describe('safeHttpUrl', () => {
  it('keeps http(s) addresses (normalised) and same-origin paths', () => {
    expect(safeHttpUrl('https://beian.miit.gov.cn/')).toBe('https://beian.miit.gov.cn/');
    expect(safeHttpUrl('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(safeHttpUrl('HTTPS://Example.COM')).toBe('https://example.com/');
    expect(safeHttpUrl('/courses?page=2')).toBe('/courses?page=2');
    expect(safeHttpUrl('/search?keywords=%E8%AF%BE%E7%A8%8B')).toBe('/search?keywords=%E8%AF%BE%E7%A8%8B');
    expect(safeHttpUrl('  /vip ')).toBe('/vip');
  });

  it.each(HOSTILE)('refuses %s', (_, value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const v of [null, undefined, 1, {}, ['https://a.b']]) expect(safeHttpUrl(v as string)).toBeNull();
  });
});

describe('safeImageUrl', () => {
  it('keeps http(s) and same-origin images', () => {
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageUrl('/images/site/logo.svg')).toBe('/images/site/logo.svg');
  });

  it('keeps inline raster images, dropping whitespace inside the base64 text (MeEdu QR codes)', () => {
    expect(safeImageUrl(`data:image/png;base64,${PNG}`)).toBe(`data:image/png;base64,${PNG}`);
    expect(safeImageUrl(`data:image/png;base64, ${PNG}`)).toBe(`data:image/png;base64,${PNG}`);
    for (const type of ['jpeg', 'jpg', 'gif', 'webp']) {
      expect(safeImageUrl(`data:image/${type};base64,AAAA`)).toBe(`data:image/${type};base64,AAAA`);
    }
    expect(safeImageUrl('data:image/webp,AAAA')).toBe('data:image/webp,AAAA');
  });

  it.each([
    ...HOSTILE,
    ['inline SVG', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['inline SVG as text', 'data:image/svg+xml,<svg onload="window.__x=1"/>'],
    ['a raster type without base64, with a newline', 'data:image/png,ab\nc'],
    ['markup after the base64', 'data:image/png;base64,AAAA"><script>'],
    ['a tab before data:', '\tdata:image/png;base64,AAAA'],
  ] as Array<[string, string]>)('refuses %s', (_, value) => {
    expect(safeImageUrl(value)).toBeNull();
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

describe('safeSocketUrl (the live chat’s connect_url)', () => {
  it('accepts absolute ws and wss addresses, normalised', () => {
    expect(safeSocketUrl('ws://127.0.0.1:8080/addons/zhibo/chat/3')).toBe('ws://127.0.0.1:8080/addons/zhibo/chat/3');
    expect(safeSocketUrl(' WSS://Chat.Example.com/room?x=1 ')).toBe('wss://chat.example.com/room?x=1');
  });

  it('refuses every other scheme, relative and protocol-relative addresses, and invisible characters', () => {
    for (const [, value] of HOSTILE) expect(safeSocketUrl(value)).toBeNull();
    for (const value of [
      'https://chat.example.com/ws',
      '/addons/zhibo/chat/3',
      '//chat.example.com',
      'ws:/x',
      'ws://',
      'ws://a.b/\tx',
      'ws://a.b/\nx',
      null,
      undefined,
      '',
    ]) {
      expect(safeSocketUrl(value)).toBeNull();
    }
  });
});
