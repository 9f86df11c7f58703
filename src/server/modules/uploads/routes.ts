import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { currentUserId, requireAuth, type AppEnv } from '../../http/auth.js';
import { ok, ServiceError } from '../../http/envelope.js';
import { extensionOf, imageKind, readMultipart, SNAPSHOT_MAX_BYTES } from '../../http/image.js';

const FILES = '/images/upload';

/** Images one member may keep; enough for every question and answer they will write. */
export const MAX_UPLOADS_PER_MEMBER = 500;

/**
 * POST /api/v2/upload/image (MeEdu's UploadController@image, which the public client's Q&A form
 * posts to): multipart `file`, answered with `{path, url, disk, name}`. Upstream accepts 2 MB;
 * this server's request limit is 1 MiB, so an image may be at most 1,000,000 bytes.
 */
export function uploadRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.post('/api/v2/upload/image', requireAuth(ctx), async (c) => {
    const type = c.req.header('Content-Type') ?? '';
    const { file } = type.includes('multipart/form-data') ? await readMultipart(c) : { file: null };
    if (!file || file.size === 0) throw new ServiceError('请上传文件');
    if (file.size > SNAPSHOT_MAX_BYTES) throw new ServiceError('文件不能超过1M');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = imageKind(bytes);
    if (!kind) throw new ServiceError('请上传图片文件');
    const userId = currentUserId(c);
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM uploaded_images WHERE user_id = ?').get(userId) as {
      n: number;
    };
    if (n >= MAX_UPLOADS_PER_MEMBER) throw new ServiceError('上传的图片过多');
    const key = randomBytes(16).toString('hex');
    // The name is only echoed back; the stored file is addressed by id and key.
    const name = (file.name || `image.${kind.ext}`).slice(0, 200);
    const id = Number(
      db
        .prepare(
          'INSERT INTO uploaded_images (user_id, name, mime, size, content, key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(userId, name, kind.mime, bytes.length, Buffer.from(bytes), key, ctx.options.now()).lastInsertRowid,
    );
    const path = `${FILES}/${id}-${key}.${kind.ext}`;
    return ok(c, { path, url: ctx.options.publicUrl.replace(/\/$/, '') + path, disk: 'public', name });
  });

  app.get(`${FILES}/:file{[0-9]+-[0-9a-f]{32}\\.[a-z]+}`, (c) => {
    const [, id, key, ext] = /^(\d+)-([0-9a-f]{32})\.([a-z]+)$/.exec(c.req.param('file')) ?? [];
    const row = db
      .prepare('SELECT mime, content FROM uploaded_images WHERE id = ? AND key = ?')
      .get(Number(id), key) as { mime: string; content: Buffer } | undefined;
    if (!row || extensionOf(row.mime) !== ext) return c.json({ message: '资源不存在' }, 404);
    return new Response(new Uint8Array(row.content), {
      headers: {
        'Content-Type': row.mime,
        'Content-Length': String(row.content.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
