import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { configureApi, ApiError } from '#core/client/index.js';
import { resetCapabilities } from '#core/capabilities/index.js';
import { config, sessionReady } from '#core/session/index.js';
import { realAnswer, type RealVersion } from '../../../real-meedu.js';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body, or the raw text when it is not JSON; undefined when empty. */
  body: unknown;
}

export interface Reply {
  status?: number;
  /** Serialised as JSON with application/json. */
  json?: unknown;
  text?: string;
  contentType?: string;
  /** Never answer (for timeouts). */
  hang?: boolean;
  /** Drop the connection without a response. */
  drop?: boolean;
  /** Extra response headers (Retry-After...). */
  headers?: Record<string, string>;
}

export const ok = (data: unknown): Reply => ({ json: { code: 0, message: '', data } });
export const fail = (message: string, code = 1, data: unknown = []): Reply => ({ json: { code, message, data } });

export interface TestServer {
  origin: string;
  requests: Recorded[];
  /** Answers `"METHOD /path"`; unmatched requests get `ok(null)`. */
  route(key: string, reply: Reply | ((req: Recorded) => Reply)): void;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on an ephemeral port of 127.0.0.1 that answers CORS preflights itself and
 * hands every other request to `handle`. The tests run in happy-dom, whose fetch enforces CORS
 * like a browser (the page origin is not the server's).
 */
export async function startCorsServer(
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*, Authorization');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    // As the reference server does: the client reads Retry-After of a cross-origin 429.
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers `"METHOD /path"` routes and records every request (see startCorsServer). */
export async function startServer(): Promise<TestServer> {
  const routes = new Map<string, Reply | ((req: Recorded) => Reply)>();
  const requests: Recorded[] = [];
  const server = await startCorsServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const found = routes.get(`${recorded.method} ${recorded.path}`);
      const reply = (typeof found === 'function' ? found(recorded) : found) ?? ok(null);
      if (reply.hang) return;
      if (reply.drop) {
        req.socket.destroy();
        return;
      }
      res.statusCode = reply.status ?? 200;
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      if (reply.json !== undefined) {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(reply.json));
      } else {
        res.setHeader('Content-Type', reply.contentType ?? 'text/plain');
        res.end(reply.text ?? '');
      }
    });
  });
  return {
    origin: server.origin,
    requests,
    route: (key, reply) => void routes.set(key, reply),
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: server.close,
  };
}

/** An origin nothing listens on: a server is started on port 0, then closed. */
export async function closedOrigin(): Promise<string> {
  const s = await startServer();
  await s.close();
  return s.origin;
}

/**
 * For a test file of the API client: one test server for the file; before each test the server
 * reset and a fresh recording environment, with the main client pointed at the server (both handed
 * to `bind`). Whatever a test pushes onto the returned list is undone after it, newest first.
 */
export function useApiServer(bind: {
  server(s: TestServer): void;
  env(e: RecordingEnvironment): void;
}): Array<() => void> {
  const restores: Array<() => void> = [];
  let server: TestServer;
  beforeAll(async () => {
    bind.server((server = await startServer()));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.reset();
    const e = recordingEnvironment();
    bind.env(e);
    restores.push(configureEnvironment(e), configureApi({ baseURL: server.origin }));
  });
  afterEach(() => {
    while (restores.length) restores.pop()!();
  });
  return restores;
}

/**
 * Each test starts with a ready session whose server is not known yet (no config, no capability
 * learnt), and leaves none behind.
 */
export function useUnknownServer(): void {
  beforeEach(() => {
    resetCapabilities();
    sessionReady.set(true);
  });
  afterEach(() => {
    config.set(null);
    sessionReady.set(false);
    resetCapabilities();
  });
}

/** Awaits a rejection and returns it as ApiError (fails the test if the promise resolves). */
export async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const error = await p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/**
 * Answers `key` of the real server's recorded answers (tests/real-meedu.ts) at that key's path,
 * whatever the query: tests check the query the client sent themselves.
 */
export function serveRecorded(server: TestServer, version: RealVersion, key: string, as = key): void {
  const { status, body } = realAnswer(version, key);
  const [method, target] = as.split(' ');
  const path = new URL(target, 'http://x').pathname;
  server.route(
    `${method} ${path}`,
    'html' in body ? { status, text: body.html, contentType: 'text/html' } : { status, json: body },
  );
}
