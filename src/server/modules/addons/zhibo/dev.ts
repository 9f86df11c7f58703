import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import type { AppEnv } from '#server/http/auth.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput, validate } from '#server/http/input.js';
import { announceBan, deleteChat, startSignIn } from './chat.js';
import { findVideo } from './data.js';
import { liveRuntime } from './runtime.js';

const idRules = (field: string) => [{ required: `请提供 ${field}` }, { integer: `${field} 必须是整数` }];

/**
 * Development controls of the live rooms (never mounted in production; docs/server-addons.md):
 * the teacher leaving and coming back, dropped chat connections, and what a teacher does in the
 * room: bans, deleting a message, calling a sign-in.
 */
export function zhiboDevRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const runtime = () => liveRuntime(ctx);
  const mustVideo = (id: string) => {
    const video = findVideo(ctx, Number(id));
    if (!video) throw new ServiceError('直播不存在');
    return video;
  };

  // The teacher leaves (the stream stops: its playlist answers 404) or comes back.
  app.post('/__dev/live/stream', async (c) => {
    const v = validate(await readInput(c), {
      video_id: idRules('video_id'),
      state: [{ required: '请提供 state' }, { in: ['stop', 'resume'], message: 'state 只能是 stop 或 resume' }],
    });
    const video = mustVideo(v.video_id);
    if (v.state === 'stop') runtime().stopped.add(video.id);
    else runtime().stopped.delete(video.id);
    return ok(c, { video_id: video.id, streaming: !runtime().stopped.has(video.id) });
  });

  // Cuts chat sockets without a closing handshake, as a lost connection does.
  app.post('/__dev/live/sockets/close', async (c) => {
    const v = validate(await readInput(c), { video_id: [{ integer: 'video_id 必须是整数' }] });
    return ok(c, { closed: runtime().hub.drop(v.video_id === '' ? undefined : Number(v.video_id)) });
  });

  // Bans the whole room (no user_id) or one member in it; banned 0 lifts the ban.
  app.post('/__dev/live/ban', async (c) => {
    const v = validate(await readInput(c), {
      video_id: idRules('video_id'),
      user_id: [{ integer: 'user_id 必须是整数' }],
      banned: [{ required: '请提供 banned' }, { in: ['0', '1'], message: 'banned 只能是 0 或 1' }],
    });
    const video = mustVideo(v.video_id);
    const banned = v.banned === '1';
    if (v.user_id === '') {
      ctx.db.prepare('UPDATE zhibo_videos SET room_is_ban = ? WHERE id = ?').run(banned ? 1 : 0, video.id);
      announceBan(ctx, video.id, { room: banned });
    } else {
      const userId = Number(v.user_id);
      if (banned)
        ctx.db.prepare('INSERT OR IGNORE INTO zhibo_user_bans (video_id, user_id) VALUES (?, ?)').run(video.id, userId);
      else ctx.db.prepare('DELETE FROM zhibo_user_bans WHERE video_id = ? AND user_id = ?').run(video.id, userId);
      announceBan(ctx, video.id, { userId, on: banned });
    }
    return ok(c);
  });

  // A teacher deletes a message: gone from the history, and every socket of the room is told.
  app.post('/__dev/live/chat/delete', async (c) => {
    const v = validate(await readInput(c), { video_id: idRules('video_id'), id: idRules('id') });
    if (!deleteChat(ctx, mustVideo(v.video_id).id, Number(v.id))) throw new ServiceError('消息不存在');
    return ok(c);
  });

  // A teacher calls a sign-in, open for `seconds` (60 by default): the room is told at once, and
  // again when it closes.
  app.post('/__dev/live/sign-in', async (c) => {
    const v = validate(await readInput(c), {
      video_id: idRules('video_id'),
      seconds: [{ integer: 'seconds 必须是整数' }],
    });
    const seconds = v.seconds === '' ? 60 : Number(v.seconds);
    if (seconds < 1 || seconds > 86_400) throw new ServiceError('seconds 只能是 1 到 86400');
    return ok(c, startSignIn(ctx, mustVideo(v.video_id), seconds));
  });
}
