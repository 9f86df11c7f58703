/**
 * POST /api/v2/upload/image, the upload the public client's Q&A form posts pictures to
 * (frontend-v3 src/components/create-question: multipart `file`, reads `data.url`), and the way
 * its address goes on into a question's `images`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';
import { ONE_PIXEL_PNG } from '../../fixtures/images.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

async function upload(token: string | undefined, file: Blob | null, name = 'shot.png') {
  const form = new FormData();
  if (file) form.append('file', file, name);
  const res = await fetch(`${s.url}/api/v2/upload/image`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe('image upload', () => {
  it('stores an image, answers its address and serves the bytes there; the address goes into a question', async () => {
    const t = await s.token(1);
    const made = data(await upload(t, new Blob([ONE_PIXEL_PNG], { type: 'image/png' })));
    expect(made).toEqual({
      path: expect.stringMatching(/^\/images\/upload\/\d+-[0-9a-f]{32}\.png$/),
      url: `${s.url}${made.path}`,
      disk: 'public',
      name: 'shot.png',
    });
    const res = await fetch(made.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(ONE_PIXEL_PNG)).toBe(true);
    // A wrong key or extension is not found.
    expect((await fetch(made.url.replace(/-[0-9a-f]{4}/, '-0000'))).status).toBe(404);
    expect((await fetch(made.url.replace(/\.png$/, '.jpg'))).status).toBe(404);

    const form = data(await s.get('/addons/Wenda/api/v1/question/create', { token: t }));
    const { id } = data(
      await s.post(
        '/addons/Wenda/api/v1/question/create',
        {
          title: '上传的截图能看到吗',
          category_id: form.categories[0].id,
          original_content: '见截图',
          render_content: '见截图',
          images: [made.url],
          credit1: 0,
        },
        { token: t },
      ),
    );
    const detail = data(await s.get(`/addons/Wenda/api/v1/question/${id}/detail`));
    expect(detail.question.images_list).toEqual([made.url]);
  });

  it('refuses a missing file, a file that is not an image (by its bytes) and a visitor', async () => {
    const t = await s.token(1);
    expect(failure(await upload(t, null))).toBe('请上传文件');
    expect(failure(await upload(t, new Blob(['<svg/>'], { type: 'image/png' }), 'x.png'))).toBe('请上传图片文件');
    expect(failure(await upload(t, new Blob([ONE_PIXEL_PNG, Buffer.alloc(1_000_000)], { type: 'image/png' })))).toBe(
      '文件不能超过1M',
    );
    const visitor = await upload(undefined, new Blob([ONE_PIXEL_PNG], { type: 'image/png' }));
    expect(visitor).toEqual({ status: 200, body: { code: 401, message: '错误', data: [] } });
  });
});
