/**
 * Course and lesson comments as each release serves them (delta section 6.5): v2 lists until
 * 4.9.21 (from 4.9.15 moderated, behind `is_allow_comment`), v3 threads from 4.9.22 (hash ids,
 * replies, every new comment waiting for moderation, no purchase needed). One storage behind
 * both: the course and lesson comment tables, and `comment_meta` for a row's thread and state
 * (a row without one is an approved top-level comment, as every comment before 4.9.15 was).
 */
import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { isoDateTime } from '../../db/index.js';
import { fail, ok, ServiceError } from '../../http/envelope.js';
import { currentUserId, requireAuth, type AppEnv } from '../../http/auth.js';
import { idParam, readInput, validate } from '../../http/input.js';
import { since } from '../../version.js';
import { clientIp, ipProvince } from './client-ip.js';
import { decodeCommentId, encodeCommentId } from './comment-ids.js';
import { commentHtml } from './comment-text.js';
import { publicUsers } from './deps.js';
import { courseFlags, videoAllowsComments } from './flags.js';
import { phpMap } from './php.js';
import { canSeeCourse, canSeeVideo, publishedCourse, visibleVideo, type CourseRow } from './queries.js';

export const COMMENTS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS comment_meta (
     kind TEXT NOT NULL,
     comment_id INTEGER NOT NULL,
     parent_id INTEGER NOT NULL DEFAULT 0,
     reply_id INTEGER NOT NULL DEFAULT 0,
     is_check INTEGER NOT NULL DEFAULT 1,
     PRIMARY KEY (kind, comment_id)
   )`,
  `CREATE INDEX IF NOT EXISTS comment_meta_parent ON comment_meta (kind, parent_id)`,
];

type Kind = 'course' | 'video';
const TABLE: Record<Kind, { table: string; column: string }> = {
  course: { table: 'course_comments', column: 'course_id' },
  video: { table: 'video_comments', column: 'video_id' },
};
/** v3 `rt` (resource type): 1 a course, 2 a lesson. */
const KIND_OF_RT: Record<string, Kind> = { '1': 'course', '2': 'video' };

/** v2: newest 200. v3: the newest 5 threads with their newest 3 replies. */
const V2_LIMIT = 200;
const V3_THREADS = 5;
const V3_REPLIES = 3;
const V3_MAX_LENGTH = 140;
const DAILY_LIMIT = 100;
const PENDING_TEXT = '评论审核中';

interface Row {
  id: number;
  target: number;
  user_id: number;
  original_content: string;
  ip: string;
  ip_province: string;
  created_at: number;
  parent_id: number;
  reply_id: number;
  is_check: number;
}

const select = (kind: Kind) => {
  const { table, column } = TABLE[kind];
  return `SELECT c.id, c.${column} AS target, c.user_id, c.original_content, c.ip, c.ip_province, c.created_at,
            COALESCE(m.parent_id, 0) AS parent_id, COALESCE(m.reply_id, 0) AS reply_id, COALESCE(m.is_check, 1) AS is_check
          FROM ${table} c LEFT JOIN comment_meta m ON m.kind = '${kind}' AND m.comment_id = c.id`;
};

const notFound = () => new ServiceError('错误');

/** The course or lesson commented on, with whether it takes comments and who may post (v2). */
function target(ctx: ServerContext, kind: Kind, id: number | null, missing: () => Error) {
  if (id === null) throw missing();
  if (kind === 'course') {
    const course = publishedCourse(ctx, id);
    if (!course) throw missing();
    return {
      course,
      allowed: courseFlags(ctx, id).is_allow_comment === 1,
      canSee: (u: number) => canSeeCourse(ctx, u, course),
    };
  }
  const video = visibleVideo(ctx, id);
  const course = video && publishedCourse(ctx, video.course_id);
  if (!video || !course) throw missing();
  return {
    course: course as CourseRow,
    allowed: videoAllowsComments(ctx, id) === 1,
    canSee: (u: number) => canSeeVideo(ctx, u, course, video),
  };
}

function insertComment(
  ctx: ServerContext,
  kind: Kind,
  rid: number,
  userId: number,
  content: string,
  ip: string,
  meta: { parent: number; reply: number; checked: boolean } | null,
): { id: number; created: number } {
  const { table, column } = TABLE[kind];
  const created = ctx.options.now();
  // Stored as written; escaped on the way out (commentHtml), never stripped.
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO ${table} (${column}, user_id, original_content, render_content, ip, ip_province, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(rid, userId, content, commentHtml(content), ip, ipProvince(ip), created).lastInsertRowid,
  );
  if (meta) {
    ctx.db
      .prepare('INSERT INTO comment_meta (kind, comment_id, parent_id, reply_id, is_check) VALUES (?, ?, ?, ?, ?)')
      .run(kind, id, meta.parent, meta.reply, meta.checked ? 1 : 0);
  }
  return { id, created };
}

export function commentRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  if (since(ctx, '4.9.22')) v3Routes(app, ctx);
  else v2Routes(app, ctx);
  if (!ctx.options.production) devRoutes(app, ctx);
}

function v2Routes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const moderated = since(ctx, '4.9.15');
  const auth = requireAuth(ctx);
  for (const kind of ['course', 'video'] as const) {
    app.get(`/api/v2/${kind}/:id{[0-9]+}/comments`, (c) => {
      const id = idParam(c);
      target(ctx, kind, id, notFound);
      const rows = ctx.db
        .prepare(
          `${select(kind)} WHERE c.${TABLE[kind].column} = ? AND COALESCE(m.parent_id, 0) = 0 ORDER BY c.id DESC LIMIT ?`,
        )
        .all(id, V2_LIMIT) as Row[];
      const users = publicUsers(ctx, [...new Set(rows.map((r) => r.user_id))]);
      return ok(c, {
        comments: rows.map((r) => ({
          id: r.id,
          user_id: r.user_id,
          // Rendered from what the member wrote, so rows stored before escaping moved here show right too.
          render_content: moderated && r.is_check !== 1 ? PENDING_TEXT : commentHtml(r.original_content),
          created_at: isoDateTime(r.created_at),
          ip: r.ip,
          ip_province: r.ip_province,
          ...(moderated ? { is_check: r.is_check } : {}),
        })),
        users: phpMap(Object.entries(users)),
      });
    });

    app.post(`/api/v2/${kind}/:id{[0-9]+}/comment`, auth, async (c) => {
      // The form request validates before the controller looks anything up.
      const { content } = validate(await readInput(c), {
        content: [{ required: '请输入评论内容' }, { min: 6, message: '评论内容不能少于6个字' }],
      });
      const userId = currentUserId(c);
      const id = idParam(c);
      const ip = clientIp(c);
      return ctx.db.transaction(() => {
        const t = target(ctx, kind, id, notFound);
        if (!t.canSee(userId) || (moderated && !t.allowed)) return fail(c, '无权限');
        insertComment(ctx, kind, id!, userId, content, ip, moderated ? { parent: 0, reply: 0, checked: false } : null);
        return ok(c);
      })();
    });
  }
}

function v3Routes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const secret = ctx.options.jwtSecret;
  const hash = (n: number) => encodeCommentId(secret, n);
  const missing = () => new ServiceError('资源不存在', 404);
  const kindOf = (rt: unknown): Kind => {
    const kind = KIND_OF_RT[String(rt ?? '1')];
    if (!kind) throw new ServiceError('参数错误');
    return kind;
  };
  const ridOf = (rid: unknown) => Number.parseInt(String(rid ?? '1'), 10) || 0;
  const author = (users: Record<number, { avatar: string; nick_name: string }>, id: number) => {
    const u = users[id];
    return u ? { avatar: u.avatar, nick_name: u.nick_name } : [];
  };

  /** Items as MeEdu sends them; `blank` hides the text of comments waiting for moderation. */
  const items = (kind: Kind, rows: Row[], blank: boolean) => {
    const replied = rows.filter((r) => r.reply_id).map((r) => r.reply_id);
    const replyAuthors = new Map(
      (replied.length
        ? (ctx.db
            .prepare(`${select(kind)} WHERE c.id IN (SELECT value FROM json_each(?))`)
            .all(JSON.stringify(replied)) as Row[])
        : []
      ).map((r) => [r.id, r.user_id]),
    );
    const users = publicUsers(ctx, [...rows.map((r) => r.user_id), ...replyAuthors.values()]);
    return rows.map((r) => ({
      id: hash(r.id),
      parent_id: hash(r.parent_id),
      reply_id: hash(r.reply_id),
      content: blank && r.is_check !== 1 ? '' : r.original_content,
      ip_province: r.ip_province,
      is_check: r.is_check,
      created_at: isoDateTime(r.created_at),
      user: author(users, r.user_id),
      ...(r.reply_id ? { reply_user: author(users, replyAuthors.get(r.reply_id) ?? 0) } : {}),
    }));
  };

  const threads = (kind: Kind, rows: Row[]) => {
    const column = TABLE[kind].column;
    const repliesOf = ctx.db.prepare(
      `${select(kind)} WHERE c.${column} = ? AND m.parent_id = ? ORDER BY c.id DESC LIMIT ${V3_REPLIES}`,
    );
    const countOf = ctx.db.prepare(`SELECT COUNT(*) AS n FROM comment_meta WHERE kind = ? AND parent_id = ?`);
    return items(kind, rows, true).map((item, i) => ({
      ...item,
      replies_count: (countOf.get(kind, rows[i].id) as { n: number }).n,
      // MeEdu's own quirk: replies listed under their thread keep their text before approval.
      replies: items(kind, repliesOf.all(rows[i].target, rows[i].id) as Row[], false),
    }));
  };

  app.get('/api/v3/comments', async (c) => {
    const input = await readInput(c);
    const kind = kindOf(input.rt);
    const rid = ridOf(input.rid);
    const column = TABLE[kind].column;
    const top = `WHERE c.${column} = ? AND COALESCE(m.parent_id, 0) = 0`;
    const rows = ctx.db.prepare(`${select(kind)} ${top} ORDER BY c.id DESC LIMIT ${V3_THREADS}`).all(rid) as Row[];
    const { n } = ctx.db.prepare(`SELECT COUNT(*) AS n FROM (${select(kind)} ${top})`).get(rid) as { n: number };
    return ok(c, { data: threads(kind, rows), total: n });
  });

  app.get('/api/v3/comments/replies', async (c) => {
    const input = await readInput(c);
    const kind = kindOf(input.rt);
    const rid = ridOf(input.rid);
    const column = TABLE[kind].column;
    const parentHash = input.parent_id;
    if (parentHash === undefined || parentHash === '') {
      const rows = ctx.db
        .prepare(`${select(kind)} WHERE c.${column} = ? AND COALESCE(m.parent_id, 0) = 0 ORDER BY c.id DESC`)
        .all(rid) as Row[];
      return ok(c, { data: threads(kind, rows) });
    }
    const parent = decodeCommentId(secret, parentHash);
    if (parent === null) throw new ServiceError('参数错误');
    const rows = ctx.db
      .prepare(`${select(kind)} WHERE c.${column} = ? AND m.parent_id = ? ORDER BY c.id DESC`)
      .all(rid, parent) as Row[];
    return ok(c, { data: items(kind, rows, true) });
  });

  app.post('/api/v3/comment/store', requireAuth(ctx), async (c) => {
    const input = await readInput(c);
    const { content } = validate(input, {
      content: [{ required: '请输入评论内容' }, { max: V3_MAX_LENGTH, message: '评论内容最多140个字符' }],
    });
    const kind = kindOf(input.rt);
    const rid = ridOf(input.rid);
    const parent = input.parent_id ? decodeCommentId(secret, input.parent_id) : 0;
    const reply = input.reply_id ? decodeCommentId(secret, input.reply_id) : 0;
    if (parent === null || reply === null) throw new ServiceError('参数错误');
    const userId = currentUserId(c);
    const ip = clientIp(c);
    // Markup is dropped on store: v3 comments are plain text.
    const text = content.replace(/<[^>]*>/g, '').trim();
    if (!text) throw new ServiceError('请输入评论内容');

    return ctx.db.transaction(() => {
      const t = target(ctx, kind, rid, missing);
      if (!t.allowed) throw new ServiceError('禁止提交评论');
      const byId = ctx.db.prepare(`${select(kind)} WHERE c.id = ? AND c.${TABLE[kind].column} = ?`);
      if (parent) {
        const thread = byId.get(parent, rid) as Row | undefined;
        if (!thread || thread.parent_id !== 0) throw missing();
        if (thread.is_check !== 1) throw new ServiceError(PENDING_TEXT);
      }
      if (reply) {
        const answered = byId.get(reply, rid) as Row | undefined;
        if (!parent || !answered || answered.parent_id !== parent) throw missing();
      }
      const dayStart = ctx.options.now() - (ctx.options.now() % 86_400_000);
      const today = ctx.db
        .prepare(`SELECT COUNT(*) AS n FROM ${TABLE[kind].table} WHERE user_id = ? AND created_at >= ?`)
        .get(userId, dayStart) as { n: number };
      if (today.n >= DAILY_LIMIT) throw new ServiceError('已超出每日评论限制');
      const { id, created } = insertComment(ctx, kind, rid, userId, text, ip, { parent, reply, checked: false });
      const me = publicUsers(ctx, [userId])[userId];
      return ok(c, {
        id: hash(id),
        content: '',
        created_at: isoDateTime(created),
        parent_id: hash(parent),
        reply_id: hash(reply),
        ip_province: ipProvince(ip),
        is_check: 0,
        user: me ? { nick_name: me.nick_name, avatar: me.avatar } : [],
      });
    })();
  });
}

/**
 * Development only: moderation, as MeEdu's admin does it (`POST /backend/api/v1/comment/check`).
 * `{rt: 1|2, ids: [...], check_action: "pass"|"reject"}`; ids are v3 hashes or plain numbers.
 * Rejecting deletes the comments and their replies.
 */
function devRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post('/__dev/comments/check', async (c) => {
    const input = await readInput(c);
    const kind = KIND_OF_RT[String(input.rt ?? '1')];
    const ids = Array.isArray(input.ids)
      ? input.ids.map((v) => (typeof v === 'number' ? v : decodeCommentId(ctx.options.jwtSecret, v)))
      : [];
    if (
      !kind ||
      !ids.length ||
      ids.some((v) => v === null) ||
      !['pass', 'reject'].includes(String(input.check_action))
    ) {
      throw new ServiceError('参数错误');
    }
    ctx.db.transaction(() => {
      for (const id of ids as number[]) {
        if (input.check_action === 'pass') {
          ctx.db
            .prepare(
              `INSERT INTO comment_meta (kind, comment_id, is_check) VALUES (?, ?, 1)
               ON CONFLICT(kind, comment_id) DO UPDATE SET is_check = 1`,
            )
            .run(kind, id);
        } else {
          const replies = ctx.db
            .prepare('SELECT comment_id FROM comment_meta WHERE kind = ? AND parent_id = ?')
            .all(kind, id) as Array<{ comment_id: number }>;
          for (const gone of [id, ...replies.map((r) => r.comment_id)]) {
            ctx.db.prepare(`DELETE FROM ${TABLE[kind].table} WHERE id = ?`).run(gone);
            ctx.db.prepare('DELETE FROM comment_meta WHERE kind = ? AND comment_id = ?').run(kind, gone);
          }
        }
      }
    })();
    return ok(c);
  });
}
