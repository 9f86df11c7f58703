import type { ServerContext } from '../../../context.js';
import { ServiceError } from '../../../http/envelope.js';
import type { Input } from '../../../http/input.js';
import { validate } from '../../../http/input.js';
import { countsById } from './counts.js';
import { publicUsers } from './deps.js';
import { phpMap } from './http.js';
import { plainToHtml } from './text.js';
import { iso } from './time.js';

/** What a comment hangs off; one table serves every addon so threads behave the same everywhere. */
export type CommentScope = 'live_course' | 'book' | 'book_article' | 'topic' | 'wenda_answer';

export const COMMENTS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS addon_comments (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     scope TEXT NOT NULL,
     target_id INTEGER NOT NULL,
     user_id INTEGER NOT NULL REFERENCES users(id),
     parent_id INTEGER NOT NULL DEFAULT 0,
     reply_user_id INTEGER NOT NULL DEFAULT 0,
     content TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  'CREATE INDEX IF NOT EXISTS addon_comments_target ON addon_comments (scope, target_id, parent_id)',
];

interface CommentRow {
  id: number;
  user_id: number;
  parent_id: number;
  reply_user_id: number;
  content: string;
  created_at: number;
}

export const COMMENT_MAX_LENGTH = 1000;

/** `content` is required and bounded; the stored text is plain (markup is escaped on output). */
export function readCommentContent(input: Input): string {
  const { content } = validate(input, {
    content: [{ required: '请输入评论内容' }, { max: COMMENT_MAX_LENGTH, message: `评论内容不能超过${COMMENT_MAX_LENGTH}个字` }],
  });
  return content;
}

export function addComment(
  ctx: ServerContext,
  scope: CommentScope,
  targetId: number,
  userId: number,
  content: string,
  parentId = 0,
): number {
  let replyUserId = 0;
  if (parentId > 0) {
    const parent = ctx.db
      .prepare('SELECT user_id FROM addon_comments WHERE id = ? AND scope = ? AND target_id = ?')
      .get(parentId, scope, targetId) as { user_id: number } | undefined;
    if (!parent) throw new ServiceError('评论不存在');
    replyUserId = parent.user_id;
  }
  const info = ctx.db
    .prepare(
      'INSERT INTO addon_comments (scope, target_id, user_id, parent_id, reply_user_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(scope, targetId, userId, parentId, replyUserId, content, ctx.options.now());
  return Number(info.lastInsertRowid);
}

export function commentCount(ctx: ServerContext, scope: CommentScope, targetId: number): number {
  const row = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM addon_comments WHERE scope = ? AND target_id = ?')
    .get(scope, targetId) as { n: number };
  return row.n;
}

/** How many comments each target has, for list items. */
export const commentCounts = (ctx: ServerContext, scope: CommentScope, targetIds: number[]) =>
  countsById(ctx, 'SELECT target_id AS id, COUNT(*) AS n FROM addon_comments WHERE scope = ? AND target_id IN (?) GROUP BY target_id', targetIds, scope);

/**
 * The v1 comment list, shaped like the core course comments: newest 200 top-level and reply
 * rows, with the authors in a map keyed by id.
 */
export function listComments(ctx: ServerContext, scope: CommentScope, targetId: number) {
  const rows = ctx.db
    .prepare(
      'SELECT id, user_id, parent_id, reply_user_id, content, created_at FROM addon_comments WHERE scope = ? AND target_id = ? ORDER BY id DESC LIMIT 200',
    )
    .all(scope, targetId) as CommentRow[];
  const users = publicUsers(ctx, [...new Set(rows.map((r) => r.user_id))]);
  return {
    comments: rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      parent_id: r.parent_id,
      reply_user_id: r.reply_user_id,
      render_content: plainToHtml(r.content),
      created_at: iso(r.created_at),
    })),
    users: phpMap(users),
  };
}

/**
 * The v2 comment list: one thread level at a time (`comment_id` 0 = top level, otherwise the
 * replies of that comment), paged, each row carrying its author.
 */
export function pageComments(
  ctx: ServerContext,
  scope: CommentScope,
  targetId: number,
  parentId: number,
  page: { size: number; offset: number },
) {
  const total = (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM addon_comments WHERE scope = ? AND target_id = ? AND parent_id = ?')
      .get(scope, targetId, parentId) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(
      `SELECT c.id, c.user_id, c.parent_id, c.reply_user_id, c.content, c.created_at,
              (SELECT COUNT(*) FROM addon_comments k WHERE k.parent_id = c.id) AS children_count
       FROM addon_comments c WHERE c.scope = ? AND c.target_id = ? AND c.parent_id = ?
       ORDER BY c.id DESC LIMIT ? OFFSET ?`,
    )
    .all(scope, targetId, parentId, page.size, page.offset) as (CommentRow & { children_count: number })[];
  const ids = new Set<number>();
  for (const r of rows) {
    ids.add(r.user_id);
    if (r.reply_user_id) ids.add(r.reply_user_id);
  }
  const users = publicUsers(ctx, [...ids]);
  const brief = (id: number) => {
    const u = users[id];
    return u ? { id: u.id, avatar: u.avatar, nick_name: u.nick_name } : [];
  };
  return {
    data: {
      data: rows.map((r) => ({
        id: r.id,
        user_id: r.user_id,
        parent_id: r.parent_id,
        reply_user_id: r.reply_user_id,
        content: plainToHtml(r.content),
        created_at: iso(r.created_at),
        children_count: r.children_count,
        user: brief(r.user_id),
        reply_user: r.reply_user_id ? brief(r.reply_user_id) : [],
      })),
      total,
    },
    users: phpMap(users),
  };
}

/** Seeds a comment at a fixed time (demo content). */
export function seedComment(
  ctx: ServerContext,
  scope: CommentScope,
  targetId: number,
  userId: number,
  content: string,
  createdAt: number,
  parentId = 0,
): number {
  const replyUserId = parentId
    ? ((ctx.db.prepare('SELECT user_id FROM addon_comments WHERE id = ?').get(parentId) as { user_id: number }).user_id)
    : 0;
  const info = ctx.db
    .prepare(
      'INSERT INTO addon_comments (scope, target_id, user_id, parent_id, reply_user_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(scope, targetId, userId, parentId, replyUserId, content, createdAt);
  return Number(info.lastInsertRowid);
}
