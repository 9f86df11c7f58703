import type { ServerContext } from '#server/context.js';
import { issueToken } from '#server/http/auth.js';
import type { StartOptions } from '#server/index.js';
import { startTestServer, type TestClock } from '../helpers.js';

export interface AddonServer {
  url: string;
  ctx: ServerContext;
  clock: TestClock;
  /** A member token for user `id` (1 is the demo member; 2..20 have no password to log in with). */
  token(id?: number): Promise<string>;
  get(path: string, opts?: { token?: string; query?: Record<string, string | number> }): Promise<Answer>;
  post(path: string, body?: unknown, opts?: { token?: string; method?: string }): Promise<Answer>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  body: any;
}

/** The shared test server (seeded temp database, random port) with addon-flavoured shortcuts. */
export async function startAddonServer(extra: Partial<StartOptions> = {}): Promise<AddonServer> {
  const server = await startTestServer(extra);
  const { url, ctx } = server;
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
    clock: server.clock,
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
    close: () => server.close(),
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
    throw new Error(
      `expected a failure envelope, got HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
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
