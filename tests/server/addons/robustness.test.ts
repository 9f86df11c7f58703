import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '#server/app.js';
import { hasChinese, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const HOSTILE_IDS = ['1', '2', 'abc', '-1', '0', '99999999', "1' OR '1'='1", '1%3BDROP%20TABLE%20users', '%E4%B8%AD'];
const HOSTILE_BODIES: unknown[] = [
  {},
  {
    id: "1'; DROP TABLE users; --",
    type: '<script>',
    content: 'x'.repeat(20_000),
    answer: { $gt: 1 },
    pid: [],
    question_id: null,
  },
  { code: { nested: true }, msv: -5, credit1: 'lots', images: 'javascript:alert(1)', page: 'NaN', size: '-20' },
  '[1,2,3]',
  'not json at all',
];

describe('every addon route under hostile input', () => {
  it('answers with an envelope or a clean status, never a 500', async () => {
    const routes = createApiApp(s.ctx)
      .routes.filter((r) => r.path.startsWith('/addons/') && r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path }));
    expect(routes.length).toBeGreaterThan(80);
    const token = await s.token(1);
    const failures: string[] = [];
    let checked = 0;
    for (const { method, path } of routes) {
      for (const id of HOSTILE_IDS) {
        const url = path.replace(/:[a-zA-Z]+(\{[^}]*\})?/g, id);
        for (const body of method === 'GET' ? [undefined] : HOSTILE_BODIES) {
          const res = await fetch(`${s.url}${url}?page=-1&size=99999&keywords=%25&type=%27`, {
            method,
            headers: {
              Accept: 'application/json',
              Authorization: `Bearer ${token}`,
              'Content-Type': 'application/json',
            },
            body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
          });
          checked++;
          const text = await res.text();
          if (res.status >= 500) {
            failures.push(`${method} ${url} -> ${res.status} ${text.slice(0, 120)}`);
            continue;
          }
          if (!(res.headers.get('content-type') ?? '').includes('json')) continue;
          const json = JSON.parse(text) as { code?: number; message?: string };
          if (res.status === 200 && json.code !== 0 && !hasChinese(json.message ?? '')) {
            failures.push(`${method} ${url} -> code ${json.code} "${json.message}"`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);
});
