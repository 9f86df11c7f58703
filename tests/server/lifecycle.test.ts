import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ConfigError, optionsFromEnv, startServer } from '#server/index.js';
import { api, apiData, CONTRACT_VERSION, login, loginWithSms, sendSmsCode, startTestServer } from './helpers.js';

/** Latest modification time below a folder. */
const newest = (dir: string): number =>
  Math.max(
    ...readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => statSync(join(e.parentPath, e.name)).mtimeMs),
  );

const GOOD_SECRET = 'k8Jq2vX9mT4rW7zB1nC6yH3pL5sD0fG8aE2uI9oQ';

describe('persistence across a restart', () => {
  test('same database file: tokens stay valid, data is kept, demo content is not seeded twice', async () => {
    const first = await startTestServer();
    const token = await login(first);
    await apiData(first, '/api/v2/member/notificationMarkAllAsRead', { token });
    const newcomer = await loginWithSms(first, '13955550001');
    await apiData(first, '/api/v2/member/detail/nickname', {
      method: 'POST',
      token: newcomer,
      body: { nick_name: '重启之前' },
    });
    const users = (first.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    const pendingCode = await sendSmsCode(first, '13955550002');

    const second = await first.restart();
    try {
      expect(second.dbPath).toBe(first.dbPath);
      expect(await apiData(second, '/api/v2/member/unreadNotificationCount', { token })).toBe(0);
      expect((await apiData(second, '/api/v2/member/detail', { token: newcomer })).nick_name).toBe('重启之前');
      expect((second.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(users);
      expect((second.ctx.db.prepare('SELECT COUNT(*) AS n FROM roles').get() as { n: number }).n).toBe(3);
      // Cached codes survive too, like a Redis cache would.
      const res = await api(second, '/api/v2/login/mobile', {
        method: 'POST',
        body: { mobile: '13955550002', mobile_code: pendingCode },
      });
      expect(res.json.code).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe('production mode', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'meedu-prod-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('refuses to start without a secret, with a short one or a published one', async () => {
    const base = { port: 0, production: true, dbPath: join(dir, 'refuse.sqlite'), rateLimitPerMinute: 0 };
    await expect(startServer(base)).rejects.toThrow(ConfigError);
    await expect(startServer({ ...base, jwtSecret: 'short-secret' })).rejects.toThrow(/32/);
    await expect(startServer({ ...base, jwtSecret: 'your-256-bit-secret' })).rejects.toThrow(ConfigError);
    await expect(startServer({ ...base, jwtSecret: 'a'.repeat(40) })).rejects.toThrow(ConfigError);
  });

  test('with a good secret: dev endpoints and faults are gone, no demo password, no dev outbox', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const prod = await startServer({
      port: 0,
      production: true,
      meeduVersion: CONTRACT_VERSION,
      jwtSecret: GOOD_SECRET,
      dbPath: join(dir, 'prod.sqlite'),
      rateLimitPerMinute: 0,
      staticDir: join(dir, 'none'),
    });
    try {
      for (const path of ['/__dev/sms/latest?mobile=1', '/__dev/captcha?key=x', '/__dev/faults']) {
        const res = await api(prod, path);
        expect(res.status, path).toBe(404);
      }
      expect((await api(prod, '/__dev/faults', { method: 'POST', body: { path: '/', fault: '500' } })).status).toBe(
        404,
      );
      expect((await api(prod, '/api/v2/roles', { headers: { 'X-Meedu-Fault': '500' } })).json.code).toBe(0);
      expect((await api(prod, '/api/v2/roles', { query: { __fault: '500' } })).json.code).toBe(0);
      const demo = await api(prod, '/api/v2/login/password', {
        method: 'POST',
        body: { mobile: '13800138000', password: 'meedu123' },
      });
      expect(demo.json.message).toBe('手机号或密码错误');
      expect((await api(prod, '/api/v3/auth/login/wechat/scan')).json.message).toBe('未开启微信公众号扫码登录');
      const qq = await api(prod, '/api/v3/auth/login/socialite/qq', {
        query: { s_url: 'https://a.test/', f_url: 'https://a.test/e', action: 'login' },
      });
      expect(qq.json.message).toBe('登录应用不存在');
      expect((prod.ctx.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox').get() as { n: number }).n).toBe(0);
      // Cross-origin is closed unless MEEDU_CORS_ORIGINS opens it.
      const cors = await fetch(`${prod.url}/api/v2/roles`, { headers: { Origin: 'http://elsewhere.test' } });
      expect(cors.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await prod.close();
      log.mockRestore();
    }
  });
});

describe('optionsFromEnv', () => {
  const root = '/srv/meedu';
  test('defaults', () => {
    const o = optionsFromEnv({}, root);
    expect(o).toMatchObject({
      production: false,
      port: 8080,
      examplesPort: 8081,
      host: '127.0.0.1',
      dbPath: '/srv/meedu/.data/meedu.sqlite',
      rateLimitPerMinute: 120,
      staticDir: '/srv/meedu/dist/site',
      embedDir: '/srv/meedu/dist/embed',
      examplesDir: '/srv/meedu/examples',
    });
    expect(o.corsOrigins).toBeUndefined();
    expect(o.siteOrigins).toBeUndefined();
  });

  test('MEEDU_SITE_ORIGINS: comma-separated http(s) origins, normalised; paths, userinfo and other schemes refused', () => {
    expect(
      optionsFromEnv({ MEEDU_SITE_ORIGINS: 'https://School.example/, http://localhost:5173 ,https://a.test:443' }, root)
        .siteOrigins,
    ).toEqual(['https://school.example', 'http://localhost:5173', 'https://a.test']);
    for (const bad of [
      'ftp://a.test',
      'https://a.test/site',
      'https://u@a.test',
      'a.test',
      'https://a.test/?x=1',
      'javascript:alert(1)',
    ]) {
      expect(() => optionsFromEnv({ MEEDU_SITE_ORIGINS: `https://ok.test,${bad}` }, root)).toThrow(
        /MEEDU_SITE_ORIGINS/,
      );
    }
  });

  test('explicit values', () => {
    const o = optionsFromEnv(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        MEEDU_DB: '/tmp/x.sqlite',
        MEEDU_EXAMPLES_PORT: 'off',
        MEEDU_RATE_LIMIT: '0',
        MEEDU_CORS_ORIGINS: 'https://a.test, https://b.test/',
        MEEDU_PUBLIC_URL: 'https://learn.example.com',
      },
      root,
    );
    expect(o).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dbPath: '/tmp/x.sqlite',
      examplesPort: undefined,
      rateLimitPerMinute: 0,
    });
    expect(o.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
    expect(o.publicUrl).toBe('https://learn.example.com');
  });

  test('bad values and production without a proper secret are refused', () => {
    expect(() => optionsFromEnv({ PORT: 'abc' }, root)).toThrow(ConfigError);
    expect(() => optionsFromEnv({ PORT: '70000' }, root)).toThrow(ConfigError);
    expect(() => optionsFromEnv({ MEEDU_RATE_LIMIT: '-1' }, root)).toThrow(ConfigError);
    expect(() => optionsFromEnv({ MEEDU_PUBLIC_URL: 'ftp://x' }, root)).toThrow(ConfigError);
    expect(() => optionsFromEnv({ NODE_ENV: 'production' }, root)).toThrow(/MEEDU_JWT_SECRET/);
    expect(() => optionsFromEnv({ MEEDU_ENV: 'production', MEEDU_JWT_SECRET: 'changeme' }, root)).toThrow(ConfigError);
    expect(optionsFromEnv({ MEEDU_ENV: 'production', MEEDU_JWT_SECRET: GOOD_SECRET }, root).production).toBe(true);
  });
});

describe('the CLI, as npm start runs it (the real build of dist/server)', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const mainJs = join(root, 'dist', 'server', 'main.js');
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'meedu-cli-'));
    // npm test builds before it runs the tests; alone, this file builds what is missing or stale.
    const sources = Math.max(newest(join(root, 'src', 'server')), statSync(join(root, 'tsup.config.ts')).mtimeMs);
    const stale = !existsSync(mainJs) || statSync(mainJs).mtimeMs < sources;
    if (stale && spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root }).status !== 0) {
      throw new Error('build failed');
    }
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (env: Record<string, string>) =>
    spawn(process.execPath, [mainJs], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  test('production without MEEDU_JWT_SECRET exits 1 with a clear message', async () => {
    const child = run({ NODE_ENV: 'production', PORT: '0', MEEDU_DB: join(dir, 'cli.sqlite') });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('MEEDU_JWT_SECRET');
  });

  test('starts, prints the URL and the demo account, serves, and shuts down on SIGTERM', async () => {
    const child = run({ PORT: '0', MEEDU_DB: join(dir, 'cli.sqlite'), MEEDU_RATE_LIMIT: '0' });
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed: ${stdout}`)), 15_000);
      child.stdout.on('data', (d) => {
        stdout += d;
        const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(stdout);
        if (m && stdout.includes('meedu123')) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    expect(stdout).toContain('13800138000');
    expect((await api(url, '/api/v3/status')).json.code).toBe(0);
    child.kill('SIGTERM');
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
  });
});
