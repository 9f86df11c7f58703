/**
 * What one comment shows, whichever list it came from: the course pages' normalised comments and
 * the addons' raw ones read differently (authors inline or in a `users` map, HTML or text), yet
 * are drawn by the same comment item.
 */
import type { CommentUser, AddonComment } from './types.js';
import type { CourseComment } from './api.js';

export interface CommentView {
  id: string;
  /** Shown as written; the list chooses the stand-in for a member who is gone. */
  authorName: string;
  avatar?: string;
  /** Name of the member this reply answers ('' when it answers no one). */
  replyTo: string;
  createdAt: string;
  /** Plain text, or HTML (`html`) that goes through the sanitizer only. */
  text: string;
  html: boolean;
  /** Waiting for moderation: the text is not shown. */
  pending: boolean;
  province: string;
}

/** Course and lesson comments: a member who is gone reads 学员已注销, as MeEdu's clients say. */
export function courseCommentView(c: CourseComment): CommentView {
  return {
    id: c.id,
    authorName: c.author?.nick_name || '学员已注销',
    avatar: c.author?.avatar,
    replyTo: c.replyTo?.nick_name ?? '',
    createdAt: c.createdAt,
    text: c.text,
    html: c.html,
    pending: c.pending,
    province: c.province,
  };
}

/** The author of an addon comment: inline on some lists, in the list's `users` map on others. */
function addonCommentAuthor(c: AddonComment, users: Record<string, CommentUser>): CommentUser | null {
  const inline = c.user && !Array.isArray(c.user) ? c.user : null;
  return (inline as CommentUser | null) ?? users[String(c.user_id)] ?? null;
}

/**
 * Addon comments (books, articles, topics, Q&A answers): `asHtml` for Q&A, whose comments are
 * shown as the server's HTML; the others as the text written.
 */
export function addonCommentView(c: AddonComment, users: Record<string, CommentUser>, asHtml = false): CommentView {
  const author = addonCommentAuthor(c, users);
  return {
    id: String(c.id),
    authorName: author?.nick_name || '匿名用户',
    avatar: author?.avatar,
    replyTo: c.reply_user && !Array.isArray(c.reply_user) ? c.reply_user.nick_name : '',
    createdAt: c.created_at,
    text: asHtml ? c.render_content : c.content,
    html: asHtml,
    pending: false,
    province: '',
  };
}
