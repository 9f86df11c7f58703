#!/usr/bin/env node
/**
 * Records what a real, unmodified MeEdu API server answers to the calls the client's
 * version-dependent code reads (config, home page, course and lesson detail, comments, member
 * detail, WeChat scan, the order route probe, an addon route), into
 * tests/fixtures/real-meedu/<version>.json. Unit tests read those answers as the second witness
 * of every shape, next to the reference server.
 *
 *   node scripts/capture-real-meedu.mjs --api http://127.0.0.1:18700 --version 4.9.30 [--writes]
 *
 * Signs in as member 13800138000 / meedu123 (create it on that server first). `--writes` also posts one comment
 * (v3 or v2, whichever the server has) and records the answers to a valid, an empty and a too
 * long comment and to a visitor's post: it adds a pending comment to that server. `--orders`
 * records ordering as the order page does it, on whichever calls the server has (the unified
 * `POST /api/v3/order` with its cashier page, or the v2 order, methods and status calls): it
 * leaves unpaid orders of the paid course and the VIP plan, and a paid order of the free course.
 * Answers already in the file that this run does not record are kept.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const api = (arg('api') ?? '').replace(/\/+$/, '');
const version = arg('version');
const writes = args.includes('--writes');
const orders = args.includes('--orders');
if (!api || !version) {
  console.error('usage: capture-real-meedu.mjs --api URL --version X.Y.Z [--writes] [--orders]');
  process.exit(2);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'tests', 'fixtures', 'real-meedu', `${version}.json`);
const answers = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')).answers : {};

async function call(method, path, { body, token, accept = true } = {}) {
  const headers = {};
  if (accept) headers.Accept = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(api + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    // An HTML page (Laravel's 404 on an unknown v3 or addon route of an old server): its title.
    parsed = { html: (/<title>([^<]*)<\/title>/i.exec(text) ?? [, text.slice(0, 80)])[1] };
  }
  return { status: res.status, body: parsed };
}

async function record(key, method, path, options) {
  const answer = await call(method, path, options);
  answers[`${key ?? `${method} ${path}`}`] = answer;
  return answer;
}

const login = await call('POST', '/api/v2/login/password', { body: { mobile: '13800138000', password: 'meedu123' } });
const token = login.body?.data?.token;
if (!token) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
const member = { token };

await record(null, 'GET', '/api/v2/other/config');
await record(null, 'GET', '/api/v2/decorationPage/blocks?page_name=pc-page-index');
await record(null, 'GET', '/api/v2/sliders?platform=PC');
await record(null, 'GET', '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index');
await record(null, 'GET', '/api/v2/announcement/latest');
await record(null, 'GET', '/api/v2/courses?page=1&page_size=16');
for (const id of [1, 2]) await record(null, 'GET', `/api/v2/course/${id}`);
await record('GET /api/v2/course/1 (member)', 'GET', '/api/v2/course/1', member);
await record('GET /api/v2/course/2 (member)', 'GET', '/api/v2/course/2', member);
await record(null, 'GET', '/api/v2/video/1');
await record('GET /api/v2/video/4 (member)', 'GET', '/api/v2/video/4', member);
await record('GET /api/v2/member/detail (member)', 'GET', '/api/v2/member/detail', member);
await record(null, 'GET', '/api/v2/course/1/comments');
await record(null, 'GET', '/api/v2/video/1/comments');
const v3 = await record(null, 'GET', '/api/v3/comments?rt=1&rid=1');
await record(null, 'GET', '/api/v3/comments?rt=2&rid=1');
await record(null, 'GET', '/api/v3/comments/replies?rt=1&rid=1');
const threads = (v3.body?.data?.data ?? []).filter((c) => Number(c.replies_count) > 0);
if (threads.length) {
  await record(
    'GET /api/v3/comments/replies?rt=1&rid=1&parent_id=<thread>',
    'GET',
    `/api/v3/comments/replies?rt=1&rid=1&parent_id=${encodeURIComponent(threads[0].id)}`,
  );
}
await record('POST /api/v3/order (visitor)', 'POST', '/api/v3/order');
await record('POST /api/v3/order (member, empty body)', 'POST', '/api/v3/order', member);
await record(null, 'GET', '/api/v3/auth/login/wechat/scan');
await record(null, 'POST', '/api/v3/auth/login/wechat-scan/url', { body: { action: 'login' } });
await record(null, 'GET', '/api/v3/auth/login/wechat-scan/query?key=unknown-key');
await record(
  'POST /addons/templateOne/api/v1/history/record (member)',
  'POST',
  '/addons/templateOne/api/v1/history/record',
  {
    ...member,
    body: { type: 'vod', id: 1, title: 'x' },
  },
);
await record('GET /api/v3/comments (no Accept header)', 'GET', '/api/v3/comments?rt=1&rid=1', { accept: false });

if (writes) {
  const v3Comments = answers['GET /api/v3/comments?rt=1&rid=1'].body?.code === 0;
  if (v3Comments) {
    const store = '/api/v3/comment/store';
    await record(`POST ${store} (member)`, 'POST', store, {
      ...member,
      body: { rt: 1, rid: 1, content: '录制：讲解清楚，示例实用。' },
    });
    await record(`POST ${store} (member, empty)`, 'POST', store, { ...member, body: { rt: 1, rid: 1, content: '' } });
    await record(`POST ${store} (member, 141 characters)`, 'POST', store, {
      ...member,
      body: { rt: 1, rid: 1, content: '长'.repeat(141) },
    });
    await record(`POST ${store} (visitor)`, 'POST', store, { body: { rt: 1, rid: 1, content: '访客评论' } });
    await record('GET /api/v3/comments?rt=1&rid=1 (after posting)', 'GET', '/api/v3/comments?rt=1&rid=1');
  } else {
    const post = '/api/v2/course/1/comment';
    await record(`POST ${post} (member)`, 'POST', post, { ...member, body: { content: '录制：讲解清楚，示例实用。' } });
    await record(`POST ${post} (member, short)`, 'POST', post, { ...member, body: { content: '短' } });
    await record('POST /api/v2/course/2/comment (member, not bought)', 'POST', '/api/v2/course/2/comment', {
      ...member,
      body: { content: '还没买这门课程呢' },
    });
    await record('GET /api/v2/course/1/comments (after posting)', 'GET', '/api/v2/course/1/comments');
  }
}

if (orders) {
  await record(null, 'GET', '/api/v2/roles');
  await record('GET /api/v2/promoCode/NOSUCHCODE/check (member)', 'GET', '/api/v2/promoCode/NOSUCHCODE/check', member);
  await record('GET /api/v2/order/payments?scene=pc (member)', 'GET', '/api/v2/order/payments?scene=pc', member);
  const unified = answers['POST /api/v3/order (member, empty body)'].body?.code === 1;
  let orderNo;
  if (unified) {
    const order = '/api/v3/order';
    await record(`POST ${order} (member, COURSE 2 without agreement)`, 'POST', order, {
      ...member,
      body: { goods_type: 'COURSE', goods_id: 2 },
    });
    await record(`POST ${order} (member, ROLE 1 without agreement)`, 'POST', order, {
      ...member,
      body: { goods_type: 'ROLE', goods_id: 1 },
    });
    await record(`POST ${order} (member, BOOK 1)`, 'POST', order, {
      ...member,
      body: { goods_type: 'BOOK', goods_id: 1, agree_protocol: 1 },
    });
    const created = await record(`POST ${order} (member, COURSE 2)`, 'POST', order, {
      ...member,
      body: { goods_type: 'COURSE', goods_id: 2, promo_code: 'NOSUCHCODE', agree_protocol: 1 },
    });
    await record(`POST ${order} (member, ROLE 1)`, 'POST', order, {
      ...member,
      body: { goods_type: 'ROLE', goods_id: 1, agree_protocol: 1 },
    });
    await record(`POST ${order} (member, COURSE 1 free)`, 'POST', order, {
      ...member,
      body: { goods_type: 'COURSE', goods_id: 1, agree_protocol: 1 },
    });
    orderNo = created.body?.data?.order_no;
    const payUrl = created.body?.data?.pay_url;
    if (payUrl) answers['GET <pay_url>'] = await call('GET', payUrl.slice(api.length), { accept: false });
  } else {
    const created = await record('POST /api/v2/order/course (member, course 2)', 'POST', '/api/v2/order/course', {
      ...member,
      body: { course_id: 2 },
    });
    await record('POST /api/v2/order/role (member, role 1)', 'POST', '/api/v2/order/role', {
      ...member,
      body: { role_id: 1 },
    });
    orderNo = created.body?.data?.order_id;
  }
  if (orderNo) {
    answers['GET /api/v2/order/status?order_id=<order> (member)'] = await call(
      'GET',
      `/api/v2/order/status?order_id=${orderNo}`,
      member,
    );
  }
  await record('GET /api/v2/order/status?order_id=000 (member)', 'GET', '/api/v2/order/status?order_id=000', member);
  await record('GET /api/v2/member/orders (member)', 'GET', '/api/v2/member/orders', member);
}

mkdirSync(dirname(out), { recursive: true });
const recorded = {
  $source: `MeEdu ${version}, unmodified (PHP, MariaDB, Redis), recorded by scripts/capture-real-meedu.mjs`,
  $recordedAt: new Date().toISOString(),
  answers,
};
writeFileSync(out, JSON.stringify(recorded, null, 2) + '\n');
console.log(`${Object.keys(answers).length} answers -> ${out}`);
