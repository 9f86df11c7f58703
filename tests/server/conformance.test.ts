/**
 * The conformance check (src/conformance, docs/conformance.md) against the reference server
 * playing four releases in turn, and against servers that answer wrong: a known-bad shape for one
 * call (a proxy in front of the reference server), an HTML page, nothing at all.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceCli } from '#conformance/cli.js';
import { runConformance, type ConformanceResult } from '#conformance/run.js';
import { DEMO_MOBILE, DEMO_PASSWORD, startTestServer, type TestServer } from './helpers.js';

const member = { mobile: DEMO_MOBILE, password: DEMO_PASSWORD };
const root = new URL('../..', import.meta.url).pathname;

const names = (result: ConformanceResult, outcome: 'pass' | 'fail' | 'skip') =>
  result.rows.filter((r) => r.outcome === outcome).map((r) => r.name);
const requestOf = (result: ConformanceResult, name: string) => result.rows.find((r) => r.name === name)?.request;

/** What the command line printed, and its exit code. */
async function cli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await conformanceCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const V2_REQUESTS = {
  home: /^GET \/api\/v2\/viewBlock\/page\/blocks\?/,
  comment: /^POST \/api\/v2\/course\/\d+\/comment$/,
  order: /^POST \/api\/v2\/order\/course$/,
  vip: /^POST \/api\/v2\/order\/role$/,
};
const V3_COMMENT = /^POST \/api\/v3\/comment\/store$/;
const V3_ORDER = /^POST \/api\/v3\/order$/;

describe.each([
  {
    version: '4.9.5',
    capabilities: { home: 'legacy', comments: 'v2', orders: 'v2', attachments: 'v2', agreements: false },
    requests: V2_REQUESTS,
    skips: ['all comments', 'comment replies', 'agreement status', 'agree to agreements'],
  },
  {
    // 4.9.11 – 4.9.14: no `webname`, no 4.9.15 course fields; orders are settled by the probe.
    version: '4.9.14',
    capabilities: { home: 'legacy', comments: 'v2', orders: 'v3', attachments: 'v3', agreements: false },
    requests: { ...V2_REQUESTS, order: V3_ORDER, vip: V3_ORDER },
    skips: ['all comments', 'comment replies', 'agreement status', 'payment methods', 'agree to agreements'],
  },
  {
    version: '4.9.22',
    capabilities: { home: 'legacy', comments: 'v3', orders: 'v3', attachments: 'v3', agreements: false },
    requests: { home: V2_REQUESTS.home, comment: V3_COMMENT, order: V3_ORDER, vip: V3_ORDER },
    skips: ['agreement status', 'payment methods', 'agree to agreements'],
  },
  {
    version: '4.9.30',
    capabilities: { home: 'decoration', comments: 'v3', orders: 'v3', attachments: 'v3', agreements: true },
    requests: {
      home: /^GET \/api\/v2\/decorationPage\/blocks\?page_name=pc-page-index$/,
      comment: V3_COMMENT,
      order: V3_ORDER,
      vip: V3_ORDER,
    },
    skips: ['home sliders', 'payment methods'],
  },
])('the reference server at MEEDU_VERSION $version', ({ version, capabilities, requests, skips }) => {
  let server: TestServer;
  let result: ConformanceResult;
  beforeAll(async () => {
    server = await startTestServer({ meeduVersion: version });
    result = await runConformance({ api: server.url, member, writes: true, promoCode: 'MEEDU2023' });
  });
  afterAll(() => server.close());

  it('passes every call the client makes, with the calls its capabilities choose', () => {
    expect(result.rows.filter((r) => r.outcome === 'fail')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.capabilities).toMatchObject(capabilities);
    expect(names(result, 'skip')).toEqual(skips);
    expect(requestOf(result, 'home blocks')).toMatch(requests.home);
    expect(requestOf(result, 'post a course comment')).toMatch(requests.comment);
    // The orders the order page places, left unpaid, and the status it polls.
    expect(requestOf(result, 'order a course')).toMatch(requests.order);
    expect(requestOf(result, 'order a VIP plan')).toMatch(requests.vip);
    expect(requestOf(result, 'status of the new order')).toMatch(/^GET \/api\/v2\/order\/status\?order_id=\w+$/);
    expect(requestOf(result, 'search')).toMatch(/^GET \/api\/v3\/search\?page=1&type=&keywords=/);
    // Every addon the server lists has its list read; the reference server lists them all.
    expect(result.addons).toContain('Paper');
    expect(names(result, 'pass')).toEqual(expect.arrayContaining(['exam papers', 'live courses', 'certificates']));
  });
});

describe('servers that answer wrong', () => {
  let reference: TestServer;
  let stub: Server;
  let stubUrl: string;
  /** What the stub does: pass requests on, corrupting one answer, or answer a web page. */
  let mode: 'bad course list' | 'web page' | 'maintenance' = 'bad course list';

  const body = (req: IncomingMessage) =>
    new Promise<string | undefined>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined));
    });

  beforeAll(async () => {
    reference = await startTestServer({ meeduVersion: '4.9.30' });
    stub = createServer((req, res) => {
      if (mode === 'maintenance') {
        // MeEdu 4.9.11+ in maintenance mode, on every route.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 503, message: '系统维护中', data: [] }));
        return;
      }
      if (mode === 'web page') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Welcome to nginx!</title>');
        return;
      }
      void body(req).then(async (sent) => {
        const headers: Record<string, string> = {};
        for (const name of ['accept', 'authorization', 'content-type']) {
          const value = req.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        const answer = await fetch(reference.url + req.url, { method: req.method, headers, body: sent });
        let text = await answer.text();
        if (req.url?.startsWith('/api/v2/courses?')) {
          // A price as text: the shape the client reads says number.
          const json = JSON.parse(text) as { data: { data: Array<{ charge: unknown }> } };
          json.data.data[1].charge = String(json.data.data[1].charge);
          text = JSON.stringify(json);
        }
        res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(text);
      });
    });
    stubUrl = await listen(stub);
  });
  afterAll(async () => {
    await closeServer(stub);
    await reference.close();
  });

  it('a known-bad shape for one call fails that call with its first difference; npm run conformance exits 1', async () => {
    mode = 'bad course list';
    const result = await runConformance({ api: stubUrl });
    expect(result.ok).toBe(false);
    expect(result.rows.filter((r) => r.outcome === 'fail')).toEqual([
      {
        name: 'course list',
        request: 'GET /api/v2/courses?page=1&page_size=16',
        outcome: 'fail',
        detail: expect.stringMatching(/^data\.data\[1\]\.charge: expected number, got string "\d+"$/),
      },
    ]);

    // The command operators run, as they run it: the script bundles the check and exits with it.
    const run = await promisify(execFile)(process.execPath, ['scripts/conformance.mjs', '--api', stubUrl], {
      cwd: root,
    }).then(
      () => ({ code: 0, stdout: '' }),
      (e: { code: number; stdout: string }) => e,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^Capabilities\n {2}home page {4}decoration blocks/m);
    expect(run.stdout).toMatch(
      /^Not checked: a member's calls \(--member MOBILE:PASSWORD\); writes \(--writes, with --member\)$/m,
    );
    expect(run.stdout).toMatch(
      /^course list +GET \/api\/v2\/courses\?page=1&page_size=16 +FAIL +data\.data\[1\]\.charge: expected number, got string "\d+"$/m,
    );
    expect(run.stdout).toMatch(/^config +GET \/api\/v2\/other\/config +pass$/m);
    expect(run.stdout).toMatch(/\n\d+ passed, 1 failed, \d+ skipped\n$/);
  });

  it('a web page instead of the API is told as such, exit 2', async () => {
    mode = 'web page';
    const { code, out, err } = await cli(['--api', stubUrl]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(
      `${stubUrl} does not answer as a MeEdu API server (GET /api/v2/other/config: HTTP 200, not a MeEdu answer: ` +
        'text/html; charset=utf-8 "<!doctype html><title>Welcome to nginx!</title>"); ' +
        "is it the API server's address?\n",
    );
  });

  it('a server refusing its config is told with its message, exit 2', async () => {
    mode = 'maintenance';
    const { code, err } = await cli(['--api', stubUrl]);
    expect(code).toBe(2);
    expect(err).toBe(
      `${stubUrl} gave no config to check with (GET /api/v2/other/config: refused: code 503 系统维护中)\n`,
    );
  });

  it('no server at the address is told as a network error, exit 2', async () => {
    const gone = createServer();
    const url = await listen(gone);
    await closeServer(gone);
    const { code, err } = await cli(['--api', url]);
    expect(code).toBe(2);
    expect(err).toBe(`cannot reach ${url}: ECONNREFUSED\n`);
  });
});
