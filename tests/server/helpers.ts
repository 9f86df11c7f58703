/**
 * Shared helpers for server integration tests: a real server on a random port with a temp
 * database and a hand-driven clock, plus small wrappers for the calls every flow needs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type StartOptions } from '#server/index.js';

export const DEMO_MOBILE = '13800138000';
export const DEMO_PASSWORD = 'meedu123';

export interface TestClock {
  now(): number;
  /** Moves time forward by `seconds` (may be fractional). */
  advance(seconds: number): void;
  set(ms: number): void;
}

export interface TestServer extends RunningServer {
  clock: TestClock;
  dbPath: string;
  dir: string;
  /** Closes and deletes the temp directory (the database with it). */
  close(): Promise<void>;
  /** Closes the server but keeps the database, then starts a new server on it. */
  restart(extra?: Partial<StartOptions>): Promise<TestServer>;
}

function makeClock(start = Date.now()): TestClock {
  let t = start;
  return { now: () => t, advance: (s) => (t += Math.round(s * 1000)), set: (ms) => (t = ms) };
}

/**
 * The release the server tests play unless they name one: 4.9.5, the release most of them check
 * call by call. What later releases change is
 * checked release by release where it changes (timeline.test.ts, comments, orders-unified,
 * wechat-scan, conformance), and the server's own default, 4.9.30, in timeline.test.ts.
 */
export const CONTRACT_VERSION = '4.9.5';

/**
 * Starts a server on 127.0.0.1:random with a fresh seeded database, rate limit off, a test
 * clock (starting at `startAt`, default the real time) and CONTRACT_VERSION. Extra options
 * override the defaults; `dir` reuses a working directory (its files are deleted by close()).
 */
export async function startTestServer(
  extra: Partial<StartOptions> = {},
  dir?: string,
  startAt?: number,
): Promise<TestServer> {
  const workDir = dir ?? mkdtempSync(join(tmpdir(), 'meedu-server-test-'));
  const clock = makeClock(startAt);
  const dbPath = extra.dbPath ?? join(workDir, 'test.sqlite');
  const running = await startServer({
    port: 0,
    host: '127.0.0.1',
    rateLimitPerMinute: 0,
    production: false,
    seed: true,
    meeduVersion: CONTRACT_VERSION,
    now: clock.now,
    staticDir: join(workDir, 'no-site'),
    examplesDir: join(workDir, 'no-examples'),
    ...extra,
    dbPath,
  });
  const server: TestServer = {
    ...running,
    clock,
    dbPath,
    dir: workDir,
    async close() {
      await running.close();
      rmSync(workDir, { recursive: true, force: true });
    },
    async restart(more = {}) {
      await running.close();
      // The new server continues on the same clock reading.
      return startTestServer({ ...extra, ...more, dbPath }, workDir, clock.now());
    },
  };
  return server;
}

/**
 * One seeded test server for the whole test file: started before its first test, closed after
 * its last. `ready` receives it once it is up, for the file to keep (and log in with).
 */
export function serverForFile(ready: (server: TestServer) => unknown): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    await ready(server);
  });
  afterAll(async () => {
    await server?.close();
  });
}

export interface ApiInit {
  method?: string;
  /** Object → JSON body; string → sent as is (set Content-Type yourself). */
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
}

export interface ApiResult<T = any> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: T;
}

/** One HTTP call. `base` is a server (or its URL); the result never throws on HTTP errors. */
export async function api<T = any>(
  base: { url: string } | string,
  path: string,
  init: ApiInit = {},
): Promise<ApiResult<T>> {
  const root = typeof base === 'string' ? base : base.url;
  const url = new URL(path, root);
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    if (typeof init.body === 'string') body = init.body;
    else {
      body = JSON.stringify(init.body);
      headers['Content-Type'] ??= 'application/json';
    }
  }
  const res = await fetch(url, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** GET with envelope check: returns `data` of a `code:0` answer, throws otherwise. */
export async function apiData<T = any>(base: { url: string } | string, path: string, init: ApiInit = {}): Promise<T> {
  const res = await api(base, path, init);
  if (res.status !== 200 || res.json?.code !== 0) {
    throw new Error(`${init.method ?? 'GET'} ${path} → HTTP ${res.status} ${res.text.slice(0, 300)}`);
  }
  return res.json.data as T;
}

/** Changes the server's settings (MeEdu's config keys) through its development endpoint. */
export function setDevConfig(base: { url: string } | string, values: Record<string, string | null>): Promise<unknown> {
  return apiData(base, '/__dev/config', { method: 'PUT', body: values });
}

/** A fresh image captcha and its answer (read through the development endpoint, not consumed). */
export async function solveCaptcha(
  base: { url: string } | string,
): Promise<{ key: string; text: string; img: string }> {
  const { key, img } = await apiData<{ key: string; img: string }>(base, '/api/v2/captcha/image');
  const { text } = await apiData<{ text: string }>(base, '/__dev/captcha', { query: { key } });
  return { key, text, img };
}

/** Sends an SMS code (solving the image captcha first) and returns the code from the outbox. */
export async function sendSmsCode(
  base: { url: string } | string,
  mobile: string,
  scene: 'register' | 'login' | 'password_reset' | 'mobile_bind' = 'login',
): Promise<string> {
  const { key, text } = await solveCaptcha(base);
  await apiData(base, '/api/v2/captcha/sms', {
    method: 'POST',
    body: { mobile, image_key: key, image_captcha: text, scene },
  });
  const latest = await apiData<{ mobile_code: string }>(base, '/__dev/sms/latest', { query: { mobile } });
  return latest.mobile_code;
}

/** Password login; defaults to the demo member (id 1). Returns the token. */
export async function login(
  base: { url: string } | string,
  mobile = DEMO_MOBILE,
  password = DEMO_PASSWORD,
): Promise<string> {
  const { token } = await apiData<{ token: string }>(base, '/api/v2/login/password', {
    method: 'POST',
    body: { mobile, password },
  });
  return token;
}

/** SMS login (registers unknown mobiles). Returns the token. */
export async function loginWithSms(base: { url: string } | string, mobile: string): Promise<string> {
  const code = await sendSmsCode(base, mobile, 'login');
  const { token } = await apiData<{ token: string }>(base, '/api/v2/login/mobile', {
    method: 'POST',
    body: { mobile, mobile_code: code },
  });
  return token;
}
