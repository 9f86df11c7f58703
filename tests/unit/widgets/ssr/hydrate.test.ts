import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserEnvironment, configureEnvironment, env } from '#core/env/index.js';
import { clearQueryCache } from '#core/client/index.js';
import { ticks } from '../ui/dom.js';
import { WIDGETS } from './widgets.js';

/**
 * The browser's half of server rendering: the markup react-dom/server made (server.test.ts shows
 * it is made without a DOM) is hydrated, so React keeps the server's nodes and reports no mismatch.
 */
const courses = (count: number) => ({
  code: 0,
  message: '',
  data: {
    current_page: 1,
    data: Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `课程${i + 1}`, charge: 0, is_free: 1 })),
    last_page: 1,
    per_page: count,
    total: count,
  },
});

let fetch: ReturnType<typeof vi.fn<(input: string) => Promise<Response>>>;
let errors: ReturnType<typeof vi.spyOn>;
let mismatches: unknown[];
let root: Root | undefined;
let restore: () => void;

beforeEach(() => {
  fetch = vi.fn(async (input: string) => {
    const body = String(input).includes('/api/v2/courses') ? courses(2) : { code: 0, message: '', data: [] };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  errors = vi.spyOn(console, 'error');
  mismatches = [];
  clearQueryCache();
  // The browser environment's toast is the one that reaches the toaster.
  restore = configureEnvironment({ toast: browserEnvironment().toast });
});
afterEach(async () => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  await ticks();
  restore();
  vi.unstubAllGlobals();
  errors.mockRestore();
});

/** Server markup in a container on the page, then hydrated; the container and its first node. */
async function hydrate(name: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(WIDGETS[name]());
  document.body.append(container);
  const first = container.firstChild;
  root = hydrateRoot(container, WIDGETS[name](), { onRecoverableError: (error) => void mismatches.push(error) });
  await ticks();
  return { container, first };
}

describe('hydrating what the server rendered', () => {
  for (const name of Object.keys(WIDGETS)) {
    it(`${name}: keeps the server's nodes, with no mismatch`, async () => {
      const { container, first } = await hydrate(name);
      expect(mismatches).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(container.firstChild).toBe(first);
    });
  }

  it('the toaster, once hydrated, shows toasts in its live region', async () => {
    await hydrate('Toaster');
    env().toast('已保存', 'success');
    await ticks();
    expect(document.querySelector('[data-meedu-toaster][aria-live="polite"]')?.textContent).toContain('已保存');
  });

  it('the course list, once hydrated, asks for its page and replaces the skeleton with the cards', async () => {
    const { container } = await hydrate('CourseList');
    await ticks(5);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/v2/courses?page=1&page_size=2']);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/courses/detail/1',
      '/courses/detail/2',
    ]);
  });
});
