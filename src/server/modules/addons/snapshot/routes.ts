import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput, type Input } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { intSetting } from '../shared/deps.js';
import { anyPaging, needId, optionalInt } from '../shared/http.js';
import { iso } from '../shared/time.js';
import { extensionOf, imageKind, readMultipart, SNAPSHOT_MAX_BYTES } from '#server/http/image.js';

const BASE = '/addons/Snapshot/api/v1';
const FILES = '/addons/Snapshot/images';

/**
 * When learning photos are taken, in the public client's field names (frontend-v3
 * src/components/snap-shot): `status[kind]` 1 = photos are taken while that kind plays (vod
 * videos, live sessions); from the start of playback, every `cycle_time` seconds one photo is taken
 * with a chance of `rate` percent, at most `max_times` per member and resource. `camera_required`
 * 1 keeps playback paused until the camera is on; 0 (the default) lets a member who refuses the
 * camera keep learning, without photos. Read from the site settings (`snapshot.*`, defaults 1, 1,
 * 60, 50, 5, 0), so a deployment (or a test, through PUT /__dev/config) can change them.
 */
export function snapshotConfig(ctx: ServerContext) {
  return {
    status: { vod: intSetting(ctx, 'snapshot.status.vod'), live: intSetting(ctx, 'snapshot.status.live') },
    cycle_time: intSetting(ctx, 'snapshot.cycle_time'),
    rate: intSetting(ctx, 'snapshot.rate'),
    max_times: intSetting(ctx, 'snapshot.max_times'),
    camera_required: intSetting(ctx, 'snapshot.camera_required'),
  };
}

/** The kinds of resource photos are taken of. */
const RESOURCE_TYPES = ['vod', 'live'] as const;

/** Photos one member may keep per resource, taken and uploaded by hand together. */
export const MAX_PHOTOS_PER_RESOURCE = 50;

type ResourceType = (typeof RESOURCE_TYPES)[number];

function resource(input: Input): { type: ResourceType; id: number } {
  const type = String(input.resource_type ?? '');
  const id = optionalInt(input, 'resource_id');
  if (!(RESOURCE_TYPES as readonly string[]).includes(type) || id <= 0) throw new ServiceError('参数错误');
  return { type: type as ResourceType, id };
}

interface ImageRow {
  id: number;
  user_id: number;
  resource_type: string;
  resource_id: number;
  duration: number;
  mime: string;
  size: number;
  key: string;
  created_at: number;
}

const countOf = (ctx: ServerContext, userId: number, r: { type: string; id: number }) =>
  (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM snapshot_images WHERE user_id = ? AND resource_type = ? AND resource_id = ?')
      .get(userId, r.type, r.id) as {
      n: number;
    }
  ).n;

function imageView(ctx: ServerContext, row: ImageRow) {
  const base = ctx.options.publicUrl.replace(/\/$/, '');
  return {
    id: row.id,
    resource_type: row.resource_type,
    resource_id: row.resource_id,
    duration: row.duration,
    thumb: `${base}${FILES}/${row.id}-${row.key}.${extensionOf(row.mime)}`,
    created_at: iso(row.created_at),
  };
}

/** Form fields of a multipart upload merged over the query string (the manual upload sends them there). */
async function uploadInput(c: Context<AppEnv>): Promise<{ input: Input; file: File | null }> {
  const type = c.req.header('Content-Type') ?? '';
  if (!type.includes('multipart/form-data')) return { input: await readInput(c), file: null };
  const { fields, file } = await readMultipart(c);
  return { input: { ...c.req.query(), ...fields }, file };
}

export function snapshotRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;
  const auth = requireAuth(ctx);

  app.get(`${BASE}/config`, (c) => ok(c, snapshotConfig(ctx)));

  // How many photos the member has of this resource; the client stops at max_times.
  app.get(`${BASE}/resource/query`, auth, async (c) =>
    ok(c, { count: countOf(ctx, currentUserId(c), resource(await readInput(c))) }),
  );

  app.get(`${BASE}/resource/images`, auth, async (c) => {
    const input = await readInput(c);
    const r = resource(input);
    const userId = currentUserId(c);
    const page = anyPaging(input, 50);
    const rows = db
      .prepare(
        `SELECT id, user_id, resource_type, resource_id, duration, mime, size, key, created_at FROM snapshot_images
         WHERE user_id = ? AND resource_type = ? AND resource_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, r.type, r.id, page.size, page.offset) as ImageRow[];
    return ok(
      c,
      simplePage(
        rows.map((row) => imageView(ctx, row)),
        countOf(ctx, userId, r),
      ),
    );
  });

  app.delete(`${BASE}/resource/image/:id`, auth, (c) => {
    const removed = db
      .prepare('DELETE FROM snapshot_images WHERE id = ? AND user_id = ?')
      .run(needId(c), currentUserId(c)).changes;
    if (!removed) throw new ServiceError('图片不存在');
    return ok(c);
  });

  app.post(`${BASE}/upload/image`, auth, async (c) => {
    const { input, file } = await uploadInput(c);
    const r = resource(input);
    if (!file || file.size === 0) throw new ServiceError('请上传图片');
    if (file.size > SNAPSHOT_MAX_BYTES) throw new ServiceError('图片不能超过1MB');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = imageKind(bytes);
    if (!kind) throw new ServiceError('请上传PNG、JPG或WebP格式的图片');
    const userId = currentUserId(c);
    if (countOf(ctx, userId, r) >= MAX_PHOTOS_PER_RESOURCE)
      throw new ServiceError(`每个课时最多保存${MAX_PHOTOS_PER_RESOURCE}张照片`);
    const duration = optionalInt(input, 'duration');
    const now = ctx.options.now();
    const key = randomBytes(16).toString('hex');
    const id = Number(
      db
        .prepare(
          `INSERT INTO snapshot_images (user_id, resource_type, resource_id, duration, mime, size, content, key, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, r.type, r.id, duration, kind.mime, bytes.length, Buffer.from(bytes), key, now).lastInsertRowid,
    );
    const row = db
      .prepare(
        'SELECT id, user_id, resource_type, resource_id, duration, mime, size, key, created_at FROM snapshot_images WHERE id = ?',
      )
      .get(id) as ImageRow;
    return ok(c, imageView(ctx, row));
  });

  // The photo itself, for <img>: found by id and its secret key, never by id alone.
  app.get(`${FILES}/:file{[0-9]+-[0-9a-f]{32}\\.[a-z]+}`, (c) => {
    const [, id, key] = /^(\d+)-([0-9a-f]{32})\./.exec(c.req.param('file')) ?? [];
    const row = db
      .prepare('SELECT mime, content FROM snapshot_images WHERE id = ? AND key = ?')
      .get(Number(id), key) as { mime: string; content: Buffer } | undefined;
    if (!row) return c.json({ message: '资源不存在' }, 404);
    return new Response(new Uint8Array(row.content), {
      headers: {
        'Content-Type': row.mime,
        'Content-Length': String(row.content.length),
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
