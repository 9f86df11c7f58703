import type { ServerContext } from '#server/context.js';
import { ServiceError } from '#server/http/envelope.js';
import type { Input } from '#server/http/input.js';
import { validate } from '#server/http/input.js';
import { countsById } from './counts.js';
import { commentHtml, getUser, publicUsers } from './deps.js';
import { optionalInt, phpMap } from './http.js';
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
  children_count: number;
}

export const COMMENT_MAX_LENGTH = 1000;

/** A comment as posted: the text as written, the thread it joins and whom it answers. */
export interface CommentPost {
  content: string;
  /** The top-level comment whose thread this joins; 0 starts a thread. */
  parentId: number;
  /** The comment answered inside the thread (topics send `reply_comment_id`, book articles `reply_id`). */
  replyCommentId: number;
  /** The member answered, when the client names them directly (Q&A sends `reply_user_id`). */
  replyUserId: number;
}

/**
 * The posted comment. The text is `content`, or `original_content` where the client sends that
 * (Q&A); a `render_content` from the client is ignored — the server renders (commentHtml).
 */
export function readCommentPost(input: Input): CommentPost {
  const source = input.content !== undefined ? input.content : input.original_content;
  const { content } = validate(
    { content: source },
    {
      content: [
        { required: '请输入评论内容' },
        { max: COMMENT_MAX_LENGTH, message: `评论内容不能超过${COMMENT_MAX_LENGTH}个字` },
      ],
    },
  );
  return {
    content,
    parentId: optionalInt(input, 'parent_id'),
    replyCommentId: optionalInt(input, 'reply_comment_id') || optionalInt(input, 'reply_id'),
    replyUserId: optionalInt(input, 'reply_user_id'),
  };
}

function findComment(ctx: ServerContext, scope: CommentScope, targetId: number, id: number) {
  const row = ctx.db
    .prepare('SELECT id, user_id, parent_id FROM addon_comments WHERE id = ? AND scope = ? AND target_id = ?')
    .get(id, scope, targetId) as { id: number; user_id: number; parent_id: number } | undefined;
  if (!row) throw new ServiceError('评论不存在');
  return row;
}

/**
 * Stores a comment exactly as written. A reply joins its parent's thread and answers the
 * comment it names (or, naming none, the parent's author); threads are one level deep.
 */
export function addComment(
  ctx: ServerContext,
  scope: CommentScope,
  targetId: number,
  userId: number,
  post: CommentPost,
): number {
  let parentId = 0;
  let replyUserId = 0;
  if (post.parentId > 0) {
    const parent = findComment(ctx, scope, targetId, post.parentId);
    parentId = parent.parent_id || parent.id;
    replyUserId = parent.user_id;
  }
  if (post.replyCommentId > 0) {
    const answered = findComment(ctx, scope, targetId, post.replyCommentId);
    const thread = answered.parent_id || answered.id;
    if (parentId && parentId !== thread) throw new ServiceError('评论不存在');
    parentId = thread;
    replyUserId = answered.user_id;
  } else if (post.replyUserId > 0) {
    if (!getUser(ctx, post.replyUserId)) throw new ServiceError('回复的用户不存在');
    replyUserId = post.replyUserId;
  }
  const info = ctx.db
    .prepare(
      'INSERT INTO addon_comments (scope, target_id, user_id, parent_id, reply_user_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(scope, targetId, userId, parentId, replyUserId, post.content, ctx.options.now());
  return Number(info.lastInsertRowid);
}

/** How many comments each target has, for list items. */
export const commentCounts = (ctx: ServerContext, scope: CommentScope, targetIds: number[]) =>
  countsById(
    ctx,
    'SELECT target_id AS id, COUNT(*) AS n FROM addon_comments WHERE scope = ? AND target_id IN (?) GROUP BY target_id',
    targetIds,
    scope,
  );

/** Which thread level a list shows: `comment_id` (or `parent_id`, as book readers send it); 0 = top level. */
export const threadParam = (input: Input) => optionalInt(input, 'comment_id') || optionalInt(input, 'parent_id');

/**
 * One page of comments, newest first, as every addon client reads them:
 * `{data: {data: [row], total}, users: {[id]: {id, avatar, nick_name}}}`. `parentId` null lists
 * the whole target (live courses and books have no threads); a number lists one thread level.
 *
 * Each row carries the text twice: `content` exactly as written (the public client shows topic
 * and book comments as text) and `render_content`, the same text escaped once for clients that
 * insert it as HTML (Q&A answer comments). `reply_comment` (topics) and `reply` (book articles)
 * name the answered member, or are null outside threads.
 */
export function pageComments(
  ctx: ServerContext,
  scope: CommentScope,
  targetId: number,
  parentId: number | null,
  page: { size: number; offset: number },
) {
  const where = `c.scope = ? AND c.target_id = ?${parentId === null ? '' : ' AND c.parent_id = ?'}`;
  const args = parentId === null ? [scope, targetId] : [scope, targetId, parentId];
  const total = (
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM addon_comments c WHERE ${where}`).get(...args) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(
      `SELECT c.id, c.user_id, c.parent_id, c.reply_user_id, c.content, c.created_at,
              (SELECT COUNT(*) FROM addon_comments k WHERE k.parent_id = c.id) AS children_count
       FROM addon_comments c WHERE ${where} ORDER BY c.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.size, page.offset) as CommentRow[];
  const users = publicUsers(
    ctx,
    rows.flatMap((r) => [r.user_id, r.reply_user_id]),
  );
  const brief = (id: number) => {
    const u = users[id];
    return u ? { id: u.id, avatar: u.avatar, nick_name: u.nick_name } : [];
  };
  const answered = (r: CommentRow) => (r.parent_id && users[r.reply_user_id] ? { user: brief(r.reply_user_id) } : null);
  return {
    data: {
      data: rows.map((r) => ({
        id: r.id,
        user_id: r.user_id,
        parent_id: r.parent_id,
        reply_user_id: r.reply_user_id,
        content: r.content,
        render_content: commentHtml(r.content),
        created_at: iso(r.created_at),
        children_count: r.children_count,
        user: brief(r.user_id),
        reply_user: r.reply_user_id ? brief(r.reply_user_id) : [],
        reply_comment: answered(r),
        reply: answered(r),
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
    ? (ctx.db.prepare('SELECT user_id FROM addon_comments WHERE id = ?').get(parentId) as { user_id: number }).user_id
    : 0;
  const info = ctx.db
    .prepare(
      'INSERT INTO addon_comments (scope, target_id, user_id, parent_id, reply_user_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(scope, targetId, userId, parentId, replyUserId, content, createdAt);
  return Number(info.lastInsertRowid);
}
