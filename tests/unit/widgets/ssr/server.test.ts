// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIDGETS } from './widgets.js';

/** Rendered the way a React host's server does, where there is no document, window or storage. */
const markup = (name: string) => renderToString(WIDGETS[name]());
const parts = (html: string) => [...html.matchAll(/<(\w+)[^>]*?(?:aria-label="([^"]*)")?[^>]*>([^<]*)/g)];

let fetch: ReturnType<typeof vi.fn>;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetch = vi.fn(() => new Promise<never>(() => {}));
  vi.stubGlobal('fetch', fetch);
  errors = vi.spyOn(console, 'error');
});
afterEach(async () => {
  // A request started while rendering would be on its way by now.
  await new Promise((r) => setTimeout(r, 20));
  expect(fetch).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  errors.mockRestore();
});

describe('server rendering (react-dom/server, no DOM)', () => {
  it('runs without a document', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it('renders the login dialog closed and the toaster empty: nothing, as they portal in the browser', () => {
    expect(markup('LoginDialog')).toBe('');
    expect(markup('Toaster')).toBe('');
  });

  it('renders the course list as its skeleton, asking nothing', () => {
    const html = markup('CourseList');
    expect(html).toMatch(/^<div[^>]* aria-busy="true">/);
    expect(html).toContain('aria-label="课程加载中"');
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2);
  });

  it('renders the bell, the user menu and the login button as for a visitor: the session lives in the browser', () => {
    expect(markup('UnreadBell')).toMatch(/^<a [^>]*aria-label="我的消息" href="\/member\/messages">/);
    expect(
      parts(markup('UserMenu'))
        .map((m) => m[3])
        .filter(Boolean),
    ).toEqual(['登录', '注册']);
    expect(markup('LoginButton')).toMatch(/^<button type="button"[^>]*>登录<\/button>$/);
  });
});
