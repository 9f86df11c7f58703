/**
 * Learning photos as the public PC client uses them (frontend-v3 src/api/snapshot.ts and
 * src/components/snap-shot): config (`status[kind]`, `cycle_time`, `rate`, `max_times`),
 * resource/query (`count`), resource/images (`data.data[]{id, thumb}`), resource/image/{id}
 * (DELETE) and upload/image (multipart `file`, `duration`, `resource_id`, `resource_type`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting } from '#server/modules/site/index.js';
import { data, failure, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';
import { ONE_PIXEL_PNG } from '../../fixtures/images.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const B = '/addons/Snapshot/api/v1';
async function upload(token: string | undefined, file: Blob | null, fields: Record<string, string>, query = '') {
  const form = new FormData();
  if (file) form.append('file', file, 'photo.png');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${s.url}${B}/upload/image${query}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const vod = { resource_type: 'vod', resource_id: '3' };

describe('learning photos', () => {
  it('says for which kinds photos are taken, when, and whether a refused camera blocks playback', async () => {
    expect(data(await s.get(`${B}/config`))).toEqual({
      status: { vod: 1, live: 1 },
      cycle_time: 60,
      rate: 50,
      max_times: 5,
      camera_required: 0,
    });
  });

  it('follows the site settings (snapshot.*), so a deployment or a test can change when photos are taken', async () => {
    const keys = {
      'snapshot.status.vod': '1',
      'snapshot.status.live': '0',
      'snapshot.cycle_time': '2',
      'snapshot.rate': '100',
      'snapshot.max_times': '3',
      'snapshot.camera_required': '1',
    };
    for (const [k, v] of Object.entries(keys)) setSetting(s.ctx, k, v);
    try {
      expect(data(await s.get(`${B}/config`))).toEqual({
        status: { vod: 1, live: 0 },
        cycle_time: 2,
        rate: 100,
        max_times: 3,
        camera_required: 1,
      });
    } finally {
      for (const k of Object.keys(keys)) setSetting(s.ctx, k, null);
    }
    expect(data(await s.get(`${B}/config`)).cycle_time).toBe(60);
  });

  it('stores a member photo, counts and lists it, serves it by its secret address and deletes it', async () => {
    const t = await s.token(1);
    expect(data(await s.get(`${B}/resource/query`, { token: t, query: vod }))).toEqual({ count: 0 });

    const made = data(await upload(t, new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), { ...vod, duration: '75' }));
    expect(made).toMatchObject({ resource_type: 'vod', resource_id: 3, duration: 75 });
    expect(made.thumb).toMatch(new RegExp(`^${s.url}/addons/Snapshot/images/${made.id}-[0-9a-f]{32}\\.png$`));
    // The manual upload sends the resource in the query string.
    data(
      await upload(
        t,
        new Blob([ONE_PIXEL_PNG], { type: 'image/png' }),
        {},
        '?duration=0&resource_id=3&resource_type=vod',
      ),
    );

    expect(data(await s.get(`${B}/resource/query`, { token: t, query: vod }))).toEqual({ count: 2 });
    const list = data(await s.get(`${B}/resource/images`, { token: t, query: vod }));
    expect(list.total).toBe(2);
    expect(list.data.map((i: { id: number }) => i.id)).toContain(made.id);

    const img = await fetch(made.thumb);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(ONE_PIXEL_PNG)).toBe(true);
    const guessed = made.thumb.replace(/-[0-9a-f]{32}\./, `-${'0'.repeat(32)}.`);
    expect((await fetch(guessed)).status).toBe(404);

    // Another member sees none of it and cannot delete it.
    const other = await s.token(2);
    expect(data(await s.get(`${B}/resource/query`, { token: other, query: vod }))).toEqual({ count: 0 });
    expect(data(await s.get(`${B}/resource/images`, { token: other, query: vod })).data).toEqual([]);
    expect(failure(await s.post(`${B}/resource/image/${made.id}`, undefined, { token: other, method: 'DELETE' }))).toBe(
      '图片不存在',
    );

    data(await s.post(`${B}/resource/image/${made.id}`, undefined, { token: t, method: 'DELETE' }));
    expect(data(await s.get(`${B}/resource/query`, { token: t, query: vod }))).toEqual({ count: 1 });
    expect((await fetch(made.thumb)).status).toBe(404);
  });

  it('takes images only, within the size limit, for a known kind of resource', async () => {
    const t = await s.token(1);
    expect(failure(await upload(t, null, vod))).toBe('请上传图片');
    const script = new Blob(['<script>alert(1)</script>'.padEnd(64, ' ')], { type: 'image/png' });
    expect(failure(await upload(t, script, vod))).toBe('请上传PNG、JPG或WebP格式的图片');
    const big = new Uint8Array(1_000_001);
    big.set(ONE_PIXEL_PNG);
    expect(failure(await upload(t, new Blob([big], { type: 'image/png' }), vod))).toBe('图片不能超过1MB');
    expect(
      failure(
        await upload(t, new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), { resource_type: 'book', resource_id: '1' }),
      ),
    ).toBe('参数错误');
    expect(
      failure(
        await upload(t, new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), { resource_type: 'vod', resource_id: 'x' }),
      ),
    ).toBe('参数错误');
    expect(failure(await s.get(`${B}/resource/query`, { token: t, query: { resource_type: 'vod' } }))).toBe('参数错误');
  });

  it('needs a login', async () => {
    expect(isUnauthenticated(await s.get(`${B}/resource/query`, { query: vod }), B)).toBe(true);
    expect((await upload(undefined, new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), vod)).status).toBe(401);
  });
});
