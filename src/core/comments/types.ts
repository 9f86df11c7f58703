/** Comment answers: the course pages' v2 lists and the addons' comment lists. */
import type { PhpMap, SimplePage } from '../client/index.js';

export interface Comment {
  id: number;
  user_id: number;
  render_content: string;
  created_at: string;
  ip: string;
  ip_province: string;
}

export interface CommentUser {
  id: number;
  avatar: string;
  nick_name: string;
}

export interface RawComments {
  comments: Comment[];
  users: PhpMap<CommentUser> | CommentUser[];
}

export interface Comments {
  comments: Comment[];
  /** Keyed by user id. */
  users: Record<string, CommentUser>;
}

/**
 * A comment of any addon (live course, book, book article, topic, Q&A answer). `content` is the
 * text as written (show it as text); `render_content` is HTML (escaped text from the reference
 * server): insert it only through the rich-content sanitizer.
 */
export interface AddonComment {
  id: number;
  user_id: number;
  parent_id: number;
  content: string;
  render_content: string;
  created_at: string;
  children_count: number;
  /** `[]` when the author is gone. */
  user: { avatar: string; nick_name: string } | [];
  reply_user_id: number;
  reply_user: { avatar: string; nick_name: string } | [];
}

/**
 * A comment posted on an addon item: a reply names its thread (`parent_id`, the top comment) and
 * whom it answers (`reply_id`, a comment; Q&A names the member instead, `reply_user_id`).
 */
export interface AddonCommentInput {
  content: string;
  parent_id?: number;
  reply_id?: number;
  reply_user_id?: number;
}

/** Addon comment lists: a nested page plus the authors keyed by id. */
export interface AddonComments {
  data: SimplePage<AddonComment>;
  users: PhpMap<CommentUser> | CommentUser[];
}
