import type { ReactNode } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { configureApi } from '#core/client/index.js';
import { ok, startServer, waitFor as answeredAll, type TestServer } from '../../widgets/course-list/harness.js';

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

/** Lets effects, store updates and resolved promises run (no act in preact/compat). */
export const tick = (ms = 0) => new Promise<void>((r) => setTimeout(r, ms));

export async function flush(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) await tick();
}

export function render(node: ReactNode, options?: RootOptions): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container, options);
  root.render(node);
  mounted.push({ root, container });
  return container;
}

export function unmountAll(): void {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
}

export interface Site {
  env: RecordingEnvironment;
  /** Current path and query of the in-memory location. */
  location(): string;
  history: string[];
  navigate(to: string, options?: { replace?: boolean }): void;
  restore(): void;
  wrap(node: ReactNode): ReactNode;
}

/**
 * An in-memory router whose navigations go through a recording environment, the way the site's
 * main.tsx routes core's navigate() through wouter.
 */
export function site(path = '/'): Site {
  const memory = memoryLocation({ path, record: true });
  const env = recordingEnvironment();
  const nav = (to: string, options?: { replace?: boolean }) => {
    env.navigations.push({ path: to, replace: !!options?.replace });
    env.setLocation(to);
    memory.navigate(to, { replace: options?.replace });
  };
  env.navigate = nav;
  env.setLocation(path);
  const restore = configureEnvironment(env);
  return {
    env,
    location: () => memory.history[memory.history.length - 1],
    history: memory.history,
    navigate: nav,
    restore,
    wrap: (node) => (
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {node}
      </Router>
    ),
  };
}

export async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 2000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('waitFor timed out');
    await tick(5);
  }
}

/**
 * One server for the test file, the API pointed at it in every test: the shell asks some things by
 * itself (a member's unread count, the login dialog's captcha), and those calls get the server's
 * answers instead of leaving for the page's own origin, where nothing listens. Each test waits
 * until every call it started has its answer, so none is cut off when the server closes.
 */
export function useShellServer(): { readonly server: TestServer } {
  const ctx = {} as { server: TestServer };
  let restore: () => void;
  let open = 0;
  const fetch = globalThis.fetch;
  beforeAll(async () => {
    ctx.server = await startServer();
  });
  afterAll(() => ctx.server.close());
  beforeEach(() => {
    ctx.server.reset();
    ctx.server.route('GET /api/v2/member/unreadNotificationCount', ok(0));
    ctx.server.route(
      'GET /api/v2/captcha/image',
      ok({ sensitive: false, key: 'k1', img: 'data:image/png;base64,AAAA' }),
    );
    restore = configureApi({ baseURL: ctx.server.origin });
    globalThis.fetch = (...args) => {
      open++;
      return fetch(...args).finally(() => open--);
    };
  });
  afterEach(async () => {
    await answeredAll(() => open === 0, 'the shell’s calls answered');
    globalThis.fetch = fetch;
    restore();
  });
  return ctx;
}
