import type { ServerContext } from '../../../context.js';
import { publicUsers } from '../shared/deps.js';
import { iso } from '../shared/time.js';
import { chatBans, type LiveVideoRow } from './data.js';
import { liveRuntime } from './runtime.js';

interface ChatRow {
  id: number;
  user_id: number;
  content: string;
  created_at: number;
}

/** Messages a reconnecting socket is sent at most: the newest ones after its last id. */
export const RESUME_LIMIT = 200;

/**
 * A chat message as the records call and the socket give it: `content` is the text as written
 * (shown as text, never as HTML), `user` the author's public profile or `[]` when gone.
 */
export function chatMessages(ctx: ServerContext, rows: ChatRow[]) {
  const users = publicUsers(ctx, [...new Set(rows.map((r) => r.user_id))]);
  return rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    content: r.content,
    created_at: iso(r.created_at),
    user: users[r.user_id] ?? [],
  }));
}

/** The newest page of a room's history, newest first (chat/records). */
export function chatHistory(ctx: ServerContext, videoId: number, size: number, offset: number) {
  const total = (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM zhibo_chat_messages WHERE video_id = ?').get(videoId) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(
      'SELECT id, user_id, content, created_at FROM zhibo_chat_messages WHERE video_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    )
    .all(videoId, size, offset) as ChatRow[];
  return { data: chatMessages(ctx, rows), total };
}

/** What a socket resuming after message `afterId` missed, oldest first (the newest RESUME_LIMIT). */
export function chatSince(ctx: ServerContext, videoId: number, afterId: number) {
  const rows = ctx.db
    .prepare(
      'SELECT id, user_id, content, created_at FROM zhibo_chat_messages WHERE video_id = ? AND id > ? ORDER BY id DESC LIMIT ?',
    )
    .all(videoId, afterId, RESUME_LIMIT) as ChatRow[];
  return chatMessages(ctx, rows.reverse());
}

/** Stores a message and hands it to everyone in the room at once. */
export function postChat(ctx: ServerContext, videoId: number, userId: number, content: string) {
  const now = ctx.options.now();
  const id = Number(
    ctx.db
      .prepare('INSERT INTO zhibo_chat_messages (video_id, user_id, content, created_at) VALUES (?, ?, ?, ?)')
      .run(videoId, userId, content, now).lastInsertRowid,
  );
  const [message] = chatMessages(ctx, [{ id, user_id: userId, content, created_at: now }]);
  liveRuntime(ctx).hub.broadcast(videoId, { type: 'message', message });
  return message;
}

/** Tells everyone in the room the bans as they now apply to them. */
export function announceBans(ctx: ServerContext, video: LiveVideoRow) {
  liveRuntime(ctx).hub.broadcast(video.id, (userId) => ({ type: 'ban', ...chatBans(ctx, video, userId) }));
}
