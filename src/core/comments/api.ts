/**
 * Comments of a course or a lesson, from whichever calls the server has (docs/capabilities.md):
 * v2 lists until MeEdu 4.9.21, v3 threads from 4.9.22 (hash-string ids, replies, moderation).
 * Both come back as one shape, so the page draws one UI.
 */
import { type Dialect, resolveDialect } from '../capabilities/index.js';
import type { Comments, RawComments, AddonComments } from './types.js';
import { get, mainApi, phpMap } from '../client/index.js';

/** What is commented on: a course (`rt` 1) or a lesson (`rt` 2). `courseId` helps the probe. */
export interface CommentTarget {
  kind: 'course' | 'video';
  id: number;
  courseId?: number;
}

export interface CommentAuthor {
  nick_name: string;
  avatar: string;
}

export interface CourseComment {
  /** A number on v2, a hash string on v3: compared as strings, never with 0. */
  id: string;
  /** null: the member is gone (学员已注销). */
  author: CommentAuthor | null;
  /** What was written: plain text, or HTML (`html`) to sanitize (v2 `render_content`). */
  text: string;
  html: boolean;
  /** Waiting for moderation: shown as 评论审核中, whatever text came with it. */
  pending: boolean;
  createdAt: string;
  province: string;
  /** The author of the reply this one answers. */
  replyTo: CommentAuthor | null;
  replies: CourseComment[];
  /** All replies of a thread; more than `replies` holds when only the newest came. */
  repliesCount: number;
}

export interface CommentList {
  items: CourseComment[];
  /** Top-level comments in all (more than `items` when only the newest came). */
  total: number;
  /** Comments answer each other (reply, 查看全部N条回复). */
  threaded: boolean;
  /** Posting needs the course bought or the lesson watchable (v2); v3 asks only for a login. */
  needsPurchase: boolean;
  /** Length rules of the server for a new comment (0: none). */
  minLength: number;
  maxLength: number;
}

export interface CommentInput {
  content: string;
  /** The thread (top-level comment) replied in. */
  parentId?: string;
  /** The reply answered inside that thread. */
  replyId?: string;
}

/** v3 length limit ("评论内容最多140个字符"). */
export const V3_MAX_LENGTH = 140;

/** v2 minimum ("评论内容不能少于6个字"). */
export const V2_MIN_LENGTH = 6;

const rt = (t: CommentTarget) => (t.kind === 'course' ? 1 : 2);

const dialectOf = (t: CommentTarget): Promise<Dialect> =>
  resolveDialect('comments', { courseId: t.kind === 'course' ? t.id : t.courseId });

/** A v3 comment or reply as it arrives (4.9.22+): hash-string ids, `[]` for a gone author. */
export interface RawV3Comment {
  id: string;
  parent_id: string;
  reply_id: string;
  content: string;
  ip_province: string;
  is_check: number;
  created_at: string;
  replies_count?: number;
  replies?: RawV3Comment[];
  user?: CommentAuthor | [];
  reply_user?: CommentAuthor | [];
}

/** `GET /api/v3/comments`: the newest threads and the number of all. */
export interface RawV3Comments {
  data: RawV3Comment[];
  total: number;
}

/** `GET /api/v3/comments/replies`: every thread, or every reply of one. */
export interface RawV3Replies {
  data: RawV3Comment[];
}

const author = (u: unknown): CommentAuthor | null =>
  u && typeof u === 'object' && !Array.isArray(u) ? (u as CommentAuthor) : null;

function fromV3(c: RawV3Comment): CourseComment {
  const replies = Array.isArray(c.replies) ? c.replies.map(fromV3) : [];
  return {
    id: String(c.id),
    author: author(c.user),
    text: typeof c.content === 'string' ? c.content : '',
    html: false,
    // Approved is 1; the server blanks the text of the others for everybody, except (a server
    // quirk) in replies listed under their thread.
    pending: Number(c.is_check) !== 1,
    createdAt: c.created_at,
    province: c.ip_province ?? '',
    replyTo: author(c.reply_user),
    replies,
    repliesCount: Math.max(Number(c.replies_count) || 0, replies.length),
  };
}

/** A v2 list (`{comments, users}`), the course and lesson comments of old servers and the addons'. */
export function commentListFromV2(raw: Comments): CommentList {
  const items = raw.comments.map((c): CourseComment => ({
    id: String(c.id),
    author: raw.users[String(c.user_id)] ?? null,
    text: c.render_content,
    html: true,
    // 4.9.15 to 4.9.21 list comments waiting for moderation with is_check 0.
    pending:
      (c as { is_check?: unknown }).is_check !== undefined && Number((c as { is_check?: unknown }).is_check) === 0,
    createdAt: c.created_at,
    province: c.ip_province ?? '',
    replyTo: null,
    replies: [],
    repliesCount: 0,
  }));
  return {
    items,
    total: items.length,
    threaded: false,
    needsPurchase: true,
    minLength: V2_MIN_LENGTH,
    maxLength: 0,
  };
}

const v3List = (items: CourseComment[], total: number): CommentList => ({
  items,
  total,
  threaded: true,
  needsPurchase: false,
  minLength: 0,
  maxLength: V3_MAX_LENGTH,
});

// Reads are quiet: the comments part of the page shows a failure itself, once.

/** The newest comments: v3 gives 5 threads with 3 replies each and the total, v2 the newest 200. */
export async function getComments(target: CommentTarget): Promise<CommentList> {
  if ((await dialectOf(target)) === 'v2') {
    const raw = await get<RawComments>(`/api/v2/${target.kind}/${target.id}/comments`, undefined, true);
    return commentListFromV2({ comments: raw.comments || [], users: phpMap(raw.users) });
  }
  const raw = await get<RawV3Comments>('/api/v3/comments', { rt: rt(target), rid: target.id }, true);
  const items = (Array.isArray(raw.data) ? raw.data : []).map(fromV3);
  return v3List(items, Number(raw.total) || items.length);
}

/** Every top-level comment with its newest replies (v3 查看全部N条评论). */
export async function getAllComments(target: CommentTarget): Promise<CommentList> {
  const raw = await get<RawV3Replies>('/api/v3/comments/replies', { rt: rt(target), rid: target.id }, true);
  const items = (Array.isArray(raw.data) ? raw.data : []).map(fromV3);
  return v3List(items, items.length);
}

/** Every reply of a thread, newest first (v3 查看全部N条回复). */
export async function getReplies(target: CommentTarget, parentId: string): Promise<CourseComment[]> {
  const raw = await get<RawV3Replies>(
    '/api/v3/comments/replies',
    { rt: rt(target), rid: target.id, parent_id: parentId },
    true,
  );
  return (Array.isArray(raw.data) ? raw.data : []).map(fromV3);
}

/**
 * Posts a comment or (v3) a reply. Quiet: the form tells the server's refusal beside the field,
 * the one place it is shown. Resolves the new comment on v3 (waiting for moderation), null on v2.
 */
export async function postComment(target: CommentTarget, input: CommentInput): Promise<CourseComment | null> {
  if ((await dialectOf(target)) === 'v2') {
    await mainApi<[]>(`/api/v2/${target.kind}/${target.id}/comment`, {
      method: 'POST',
      body: { content: input.content },
      quiet: true,
    });
    return null;
  }
  const body: Record<string, unknown> = { rt: rt(target), rid: target.id, content: input.content };
  if (input.parentId) body.parent_id = input.parentId;
  if (input.replyId) body.reply_id = input.replyId;
  const created = await mainApi<RawV3Comment>('/api/v3/comment/store', { method: 'POST', body, quiet: true });
  return fromV3({ ...created, is_check: Number(created.is_check) === 1 ? 1 : 0 });
}

/**
 * An addon's comment list in the course pages' shape: its items, and the authors by id (taken
 * from the `users` map, or from each comment's own `user`).
 */
export function normaliseAddonComments(raw: AddonComments): Comments {
  const users: Comments['users'] = {};
  for (const u of Object.values(phpMap(raw.users))) if (u && typeof u === 'object') users[String(u.id)] = u;
  const items = Array.isArray(raw.data?.data) ? raw.data.data : [];
  for (const c of items)
    if (!users[String(c.user_id)] && !Array.isArray(c.user) && c.user) {
      users[String(c.user_id)] = { id: c.user_id, ...c.user };
    }
  return {
    comments: items.map((c) => ({
      id: c.id,
      user_id: c.user_id,
      render_content: c.render_content,
      created_at: c.created_at,
      ip: '',
      ip_province: '',
    })),
    users,
  };
}
