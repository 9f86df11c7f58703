import type { ServerContext } from '#server/context.js';
import { ServiceError } from '#server/http/envelope.js';
import { publicUsers } from '../shared/deps.js';
import { raw } from '../shared/time.js';
import { findVideo, sessionStatus, type LiveVideoRow } from './data.js';
import { liveRuntime } from './runtime.js';

interface ChatRow {
  id: number;
  user_id: number;
  content: string;
}

/**
 * A chat message's body as the addon gives it (chat/msg `msg_body`, the socket's `v`): `content`
 * is the text as written (shown as text, never as HTML); `role` says who wrote it — members are
 * `user` (the addon also knows `teacher` and `assistant`, whose names are highlighted).
 */
function messageBodies(ctx: ServerContext, rows: ChatRow[]) {
  const users = publicUsers(ctx, [...new Set(rows.map((r) => r.user_id))]);
  return rows.map((r) => ({
    chat_id: r.id,
    role: 'user',
    nick_name: users[r.user_id]?.nick_name ?? '',
    content: r.content,
  }));
}

/** A page of a room's history, newest first (chat/msg). */
export function chatPage(ctx: ServerContext, videoId: number, size: number, offset: number) {
  const total = (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM zhibo_chat_messages WHERE video_id = ?').get(videoId) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(
      'SELECT id, user_id, content FROM zhibo_chat_messages WHERE video_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    )
    .all(videoId, size, offset) as ChatRow[];
  return { data: messageBodies(ctx, rows).map((body) => ({ id: body.chat_id, msg_body: body })), total };
}

/** Stores a message and hands it to everyone in the room at once, its author included. */
export function postChat(ctx: ServerContext, videoId: number, userId: number, content: string): void {
  const id = Number(
    ctx.db
      .prepare('INSERT INTO zhibo_chat_messages (video_id, user_id, content, created_at) VALUES (?, ?, ?, ?)')
      .run(videoId, userId, content, ctx.options.now()).lastInsertRowid,
  );
  const [body] = messageBodies(ctx, [{ id, user_id: userId, content }]);
  liveRuntime(ctx).hub.broadcast(videoId, { t: 'message', v: JSON.stringify(body) });
}

/** Removes a message (a teacher's moderation) and tells the room. */
export function deleteChat(ctx: ServerContext, videoId: number, chatId: number): boolean {
  const gone = ctx.db.prepare('DELETE FROM zhibo_chat_messages WHERE id = ? AND video_id = ?').run(chatId, videoId);
  if (gone.changes) liveRuntime(ctx).hub.broadcast(videoId, { t: 'message-deleted', params: { ids: [chatId] } });
  return gone.changes > 0;
}

/** The frames that tell a member the bans as they stand: the room's, and their own. */
export function banFrames(room: number, userId: number, user: number) {
  return [
    { t: room ? ('room-ban' as const) : ('room-un-ban' as const) },
    { t: user ? ('room-user-ban' as const) : ('room-user-un-ban' as const), params: [userId] as [number] },
  ];
}

/** Tells the room a changed ban: the whole room's, or one member's (everyone hears whose). */
export function announceBan(
  ctx: ServerContext,
  videoId: number,
  ban: { room: boolean } | { userId: number; on: boolean },
) {
  const hub = liveRuntime(ctx).hub;
  if ('room' in ban) hub.broadcast(videoId, { t: ban.room ? 'room-ban' : 'room-un-ban' });
  else hub.broadcast(videoId, { t: ban.on ? 'room-user-ban' : 'room-user-un-ban', params: [ban.userId] });
}

interface SignInRow {
  id: number;
  video_id: number;
  end_at: number;
}

/** The sign-in open now in a session that the member has not answered, or null. */
export function openSignIn(ctx: ServerContext, videoId: number, userId: number): { id: number; end_at: string } | null {
  const row = ctx.db
    .prepare(
      `SELECT s.id, s.end_at FROM zhibo_sign_ins s WHERE s.video_id = ? AND s.end_at > ?
       AND NOT EXISTS (SELECT 1 FROM zhibo_sign_in_users u WHERE u.sign_in_id = s.id AND u.user_id = ?)
       ORDER BY s.id DESC LIMIT 1`,
    )
    .get(videoId, ctx.options.now(), userId) as SignInRow | undefined;
  return row ? { id: row.id, end_at: raw(row.end_at)! } : null;
}

/** Opens a sign-in for `seconds` and tells the room (`end_at` PRC time without a zone). */
export function startSignIn(ctx: ServerContext, video: LiveVideoRow, seconds: number) {
  const now = ctx.options.now();
  const endAt = now + seconds * 1000;
  const id = Number(
    ctx.db
      .prepare('INSERT INTO zhibo_sign_ins (video_id, end_at, created_at) VALUES (?, ?, ?)')
      .run(video.id, endAt, now).lastInsertRowid,
  );
  const runtime = liveRuntime(ctx);
  runtime.openSignIns.set(id, { videoId: video.id, endAt });
  const record = { id, end_at: raw(endAt)! };
  runtime.hub.broadcast(video.id, { t: 'sign-in-created', params: record });
  return record;
}

/** A member answers a sign-in of the session; checked as it stands when the request arrives. */
export function signIn(ctx: ServerContext, videoId: number, signInId: number, userId: number): void {
  const row = ctx.db.prepare('SELECT * FROM zhibo_sign_ins WHERE id = ? AND video_id = ?').get(signInId, videoId) as
    SignInRow | undefined;
  if (!row) throw new ServiceError('签到不存在');
  if (row.end_at <= ctx.options.now()) throw new ServiceError('签到已结束');
  const added = ctx.db
    .prepare('INSERT OR IGNORE INTO zhibo_sign_in_users (sign_in_id, user_id, created_at) VALUES (?, ?, ?)')
    .run(signInId, userId, ctx.options.now());
  if (!added.changes) throw new ServiceError('您已签到');
}

/**
 * What a room with members is told as time passes (the development clock included): a sign-in
 * whose time is up closes (`sign-in-closed`); once the session is over, `room-over`, and its
 * sockets close.
 */
export function roomTick(ctx: ServerContext, videoId: number): void {
  const runtime = liveRuntime(ctx);
  const now = ctx.options.now();
  for (const [id, open] of runtime.openSignIns) {
    if (open.videoId !== videoId || open.endAt > now) continue;
    runtime.openSignIns.delete(id);
    runtime.hub.broadcast(videoId, { t: 'sign-in-closed' });
  }
  const video = findVideo(ctx, videoId);
  if (video && sessionStatus(ctx, video) === 2) {
    runtime.hub.broadcast(videoId, { t: 'room-over' });
    runtime.hub.closeRoom(videoId, 1000, 'room over');
  }
}
