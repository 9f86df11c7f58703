import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApiApp, createContext } from '../../../src/server/app.js';
import type { ServerContext } from '../../../src/server/context.js';
import { issueToken } from '../../../src/server/http/auth.js';

export interface AddonServer {
  url: string;
  ctx: ServerContext;
  /** A member token for user `id` (1 is the demo member). */
  token(id?: number): Promise<string>;
  get(path: string, opts?: { token?: string; query?: Record<string, string | number> }): Promise<Answer>;
  post(path: string, body?: unknown, opts?: { token?: string; method?: string }): Promise<Answer>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A seeded server on a random port with its own temporary database. */
export async function startAddonServer(): Promise<AddonServer> {
  const dir = mkdtempSync(join(tmpdir(), 'meedu-addons-'));
  const ctx = createContext({
    dbPath: join(dir, 'test.db'),
    jwtSecret: 'addon-tests-secret-0123456789abcdef',
    production: false,
    rateLimitPerMinute: 0,
    corsOrigins: '*',
    publicUrl: 'http://127.0.0.1',
    seed: true,
    now: () => Date.now(),
  });
  const app = createApiApp(ctx);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokens = new Map<number, string>();

  async function call(method: string, path: string, body: unknown, token?: string): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(url + path, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* non-JSON answers are returned as text */
    }
    return { status: res.status, body: parsed };
  }

  return {
    url,
    ctx,
    async token(id = 1) {
      if (!tokens.has(id)) tokens.set(id, (await issueToken(ctx, id)).token);
      return tokens.get(id)!;
    },
    get(path, opts = {}) {
      const q = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))}` : '';
      return call('GET', path + q, undefined, opts.token);
    },
    post(path, body, opts = {}) {
      return call(opts.method ?? 'POST', path, body ?? {}, opts.token);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      ctx.db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The success envelope's `data`, failing loudly with the server's message otherwise. */
export function data(answer: Answer) {
  if (answer.status !== 200 || answer.body?.code !== 0) {
    throw new Error(`expected success, got HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body.data;
}

/** A code-1 failure envelope with a Chinese message, HTTP 200. */
export function failure(answer: Answer): string {
  if (answer.status !== 200 || answer.body?.code !== 1 || !Array.isArray(answer.body.data)) {
    throw new Error(`expected a failure envelope, got HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body.message as string;
}

export const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

/**
 * Logged-out answer on an addon path: HTTP 401 on v1 paths, but envelope code 401 (HTTP 200)
 * when the URI contains /api/v2, as the PHP handler decides by URI (contract section 8).
 */
export function isUnauthenticated(answer: Answer, path: string): boolean {
  if (path.includes('/api/v2')) return answer.status === 200 && answer.body?.code === 401;
  return answer.status === 401 && answer.body?.message === 'Unauthenticated.';
}
