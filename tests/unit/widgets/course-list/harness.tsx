/**
 * Shared by the course list, unread bell and user menu tests: a real HTTP server answering the
 * contract's envelopes (replies may be deferred, to test late responses), the recording
 * environment, and rendering into happy-dom with react-dom/client.
 */
import type http from 'node:http';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configureApi, clearQueryCache } from '#core/client/index.js';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { startCorsServer } from '../../core/client/test-server.js';
import { tick } from '../../support/async.js';

export interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface Reply {
  status?: number;
  json?: unknown;
}

export const ok = (data: unknown): Reply => ({ json: { code: 0, message: '', data } });
export const fail = (message: string, code = 1): Reply => ({ json: { code, message, data: [] } });

type Handler = (req: Request) => Reply | Promise<Reply>;

export interface TestServer {
  origin: string;
  requests: Request[];
  /** How many responses have been written out. */
  answered(): number;
  /** Requests to one path, in order. */
  calls(path: string): Request[];
  route(key: string, handler: Reply | Handler): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const routes = new Map<string, Reply | Handler>();
  const requests: Request[] = [];
  let answered = 0;
  const server = await startCorsServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const recorded: Request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
      };
      requests.push(recorded);
      const found = routes.get(`${recorded.method} ${recorded.path}`);
      const reply = (typeof found === 'function' ? await found(recorded) : found) ?? ok([]);
      if (res.destroyed) return;
      res.statusCode = reply.status ?? 200;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(reply.json ?? null), () => answered++);
    });
  });
  return {
    origin: server.origin,
    requests,
    answered: () => answered,
    calls: (path) => requests.filter((r) => r.path === path),
    route: (key, handler) => void routes.set(key, handler),
    reset() {
      routes.clear();
      requests.length = 0;
      answered = 0;
    },
    close: server.close,
  };
}

export { deferred, tick } from '../../support/async.js';

/**
 * Waits for a condition that depends on a real HTTP round trip, turning the event loop until it
 * holds. The deadline only guards against a hang; nothing here waits for a fixed time.
 */
export async function waitFor(condition: () => boolean, what = 'condition', turns = 2000): Promise<void> {
  for (let i = 0; i < turns; i++) {
    if (condition()) return;
    await tick();
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface Mounted {
  container: HTMLElement;
  root: Root;
  render(ui: ReactNode): Promise<void>;
  unmount(): void;
}

const mounted = new Set<Mounted>();

export async function render(ui: ReactNode): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const m: Mounted = {
    container,
    root,
    async render(next) {
      root.render(next);
      await tick();
    },
    unmount() {
      if (!mounted.delete(m)) return;
      root.unmount();
      container.remove();
    },
  };
  mounted.add(m);
  await m.render(ui);
  return m;
}

export function unmountAll(): void {
  for (const m of [...mounted]) m.unmount();
  // Each test starts against its own replies: nothing cached by the last one may answer for them.
  clearQueryCache();
}

/** Points the API client at `server` and installs a recording environment; returns both undo steps. */
export function setupEnvironment(server: TestServer): { env: RecordingEnvironment; restore(): void } {
  const env = recordingEnvironment(1_000_000);
  const restoreEnv = configureEnvironment(env);
  const restoreApi = configureApi({ baseURL: server.origin });
  return {
    env,
    restore() {
      restoreApi();
      restoreEnv();
    },
  };
}

export function key(target: Element, keyName: string, init: KeyboardEventInit = {}): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true, ...init }));
}

export const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
