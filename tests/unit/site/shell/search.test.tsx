import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_MESSAGE, SearchBox, searchHref } from '#site/layouts/search-box.js';
import { showVipLink } from '#site/layouts/nav-features.js';
import { flush, render, site, unmountAll, type Site } from './harness.js';

let s: Site;
afterEach(() => {
  unmountAll();
  s.restore();
});

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('search', () => {
  beforeEach(() => {
    s = site('/courses');
  });

  it('builds the /search address from trimmed keywords', () => {
    expect(searchHref('  vue 3 ')).toBe('/search?keywords=vue%203');
    expect(searchHref('a&b=c#d')).toBe('/search?keywords=a%26b%3Dc%23d');
    expect(searchHref(' \t ')).toBeNull();
  });

  it('shows 请输入关键字后再搜索 for empty or blank input and does not navigate', async () => {
    const el = render(s.wrap(<SearchBox />));
    await flush();
    const form = el.querySelector('form')!;
    expect(el.querySelector('input')!.labels?.[0]?.textContent).toBe('搜索');
    form.requestSubmit();
    type(el.querySelector('input')!, '   ');
    await flush();
    form.requestSubmit();
    expect(s.env.toasts).toEqual([
      { message: EMPTY_SEARCH_MESSAGE, kind: 'error' },
      { message: EMPTY_SEARCH_MESSAGE, kind: 'error' },
    ]);
    expect(s.env.navigations).toEqual([]);
  });

  it('navigates to /search with the keywords', async () => {
    const el = render(s.wrap(<SearchBox />));
    await flush();
    type(el.querySelector('input')!, ' Go 语言 ');
    await flush();
    el.querySelector('form')!.requestSubmit();
    expect(s.env.navigations).toEqual([{ path: '/search?keywords=Go%20%E8%AF%AD%E8%A8%80', replace: false }]);
  });

  it('shows the keywords of the current search and follows the address', async () => {
    s = site('/search?keywords=react');
    const el = render(s.wrap(<SearchBox />));
    await flush();
    expect(el.querySelector('input')!.value).toBe('react');
    s.navigate('/search?keywords=vue');
    await flush();
    expect(el.querySelector('input')!.value).toBe('vue');
  });
});

describe('VIP link rule', () => {
  it('needs the vip switch on and disable_vip not truthy', () => {
    expect(showVipLink(true, undefined)).toBe(true);
    expect(showVipLink(true, 0)).toBe(true);
    expect(showVipLink(true, '0')).toBe(true);
    expect(showVipLink(true, 1)).toBe(false);
    expect(showVipLink(true, '1')).toBe(false);
    expect(showVipLink(true, true)).toBe(false);
    expect(showVipLink(false, undefined)).toBe(false);
  });
});
