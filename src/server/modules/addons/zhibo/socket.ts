import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ServerContext } from '#server/context.js';
import { isCurrentLogin, memberOfToken } from '#server/http/auth.js';
import { ServiceError } from '#server/http/envelope.js';
import { refuseUpgrade } from '#server/http/upgrade-refusal.js';
import type { SocketEndpoint } from '../../module.js';
import { publicUsers } from '../shared/deps.js';
import { send } from './chat-hub.js';
import { banFrames, roomTick } from './chat.js';
import { chatBans, watchableVideo } from './data.js';
import { liveRuntime } from './runtime.js';

const CHAT_PATH = '/addons/zhibo/chat';

/**
 * The chat socket's address for a session (the play call's `chat.connect_url`), as the Zhibo
 * addon hands it out: with the placeholders `:token`, `:courseId` and `:videoId`, which the client
 * fills in (a browser cannot set headers on a WebSocket, so the token travels in the address).
 */
export const chatSocketUrl = (base: string) =>
  `${base.replace(/^http/i, 'ws')}${CHAT_PATH}?token=:token&course_id=:courseId&video_id=:videoId`;

const ID = /^\d{1,9}$/;

/**
 * The live chat socket. A member opens it with their token and the session: everyone in the room
 * hears that they joined (`connect`), they are told the bans as they stand, then every new message
 * as it is posted, bans as they change, sign-ins, and the end of the session. The socket only
 * listens: messages are posted through chat/send, where bans are enforced.
 */
export function chatSocket(ctx: ServerContext): SocketEndpoint {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const hub = liveRuntime(ctx).hub;
  hub.onTick = (videoId) => roomTick(ctx, videoId);

  async function admit(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
    const token = url.searchParams.get('token') ?? '';
    const member = token ? await memberOfToken(ctx, token) : null;
    if (!member) return refuseUpgrade(socket, 401, 'Unauthenticated.');
    if (!isCurrentLogin(ctx, member.userId, member.jti)) return refuseUpgrade(socket, 401, '请重新登录');
    const courseId = url.searchParams.get('course_id') ?? '';
    const videoId = url.searchParams.get('video_id') ?? '';
    if (!ID.test(courseId) || !ID.test(videoId)) return refuseUpgrade(socket, 400, '参数错误');
    let video;
    try {
      ({ video } = watchableVideo(ctx, member.userId, Number(courseId), Number(videoId)));
    } catch (err) {
      if (err instanceof ServiceError) return refuseUpgrade(socket, 403, err.message);
      throw err;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A frame ws refuses (over maxPayload, a reserved opcode, unmasked, text that is not UTF-8)
      // has already closed this socket with its code (1009, 1002, 1007); the error event that
      // follows is the member's doing, and unheard it would end the process.
      ws.on('error', () => {});
      hub.join(video.id, member.userId, ws);
      const nickname = publicUsers(ctx, [member.userId])[member.userId]?.nick_name ?? '';
      hub.broadcast(video.id, { t: 'connect', u: { nickname } });
      const bans = chatBans(ctx, video, member.userId);
      for (const frame of banFrames(bans.room_is_ban, member.userId, bans.user_is_ban)) send(ws, frame);
    });
  }

  return {
    upgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== CHAT_PATH) return false;
      admit(req, socket, head, url).catch((err) => {
        console.error('[server] chat socket', err);
        socket.destroy();
      });
      return true;
    },
    close() {
      hub.close();
      wss.close();
    },
  };
}
