import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ServerContext } from '../../../context.js';
import { isCurrentLogin, memberOfToken } from '../../../http/auth.js';
import { ServiceError } from '../../../http/envelope.js';
import { refuseUpgrade } from '../../../http/upgrade-refusal.js';
import type { SocketEndpoint } from '../../module.js';
import { send } from './chat-hub.js';
import { chatSince } from './chat.js';
import { chatBans, watchableVideo } from './data.js';
import { liveRuntime } from './runtime.js';

/** `/addons/zhibo/chat/{videoId}?token=…&after=…`: the address the play call hands out, plus the client's query. */
const CHAT_PATH = /^\/addons\/zhibo\/chat\/(\d{1,9})$/;

/** The chat socket's address for a session (the play call's `chat.connect_url`). */
export const chatSocketUrl = (base: string, videoId: number) =>
  `${base.replace(/^http/i, 'ws')}/addons/zhibo/chat/${videoId}`;

/**
 * The live chat socket. A member opens it with their token (browsers cannot set headers on a
 * WebSocket, so it travels as `?token=`, which the server's token parser reads everywhere) and,
 * when resuming, the id of the last message they have (`after`): they get the room's bans, what
 * they missed, then every new message as it is posted. The socket only listens: messages are
 * posted through chat/send, where bans are enforced.
 */
export function chatSocket(ctx: ServerContext): SocketEndpoint {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });

  async function admit(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL, videoId: number) {
    const token = url.searchParams.get('token') ?? '';
    const member = token ? await memberOfToken(ctx, token) : null;
    if (!member) return refuseUpgrade(socket, 401, 'Unauthenticated.');
    if (!isCurrentLogin(ctx, member.userId, member.jti)) return refuseUpgrade(socket, 401, '请重新登录');
    const after = url.searchParams.get('after');
    if (after !== null && !/^\d{1,12}$/.test(after)) return refuseUpgrade(socket, 400, '参数错误');
    let video;
    try {
      ({ video } = watchableVideo(ctx, member.userId, null, videoId));
    } catch (err) {
      if (err instanceof ServiceError) return refuseUpgrade(socket, 403, err.message);
      throw err;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A frame ws refuses (over maxPayload, a reserved opcode, unmasked, text that is not UTF-8)
      // has already closed this socket with its code (1009, 1002, 1007); the error event that
      // follows is the member's doing, and unheard it would end the process.
      ws.on('error', () => {});
      liveRuntime(ctx).hub.join(videoId, member.userId, ws);
      send(ws, { type: 'hello', ...chatBans(ctx, video, member.userId) });
      // Joined before reading what was missed, in the same tick: nothing posted in between is lost.
      if (after !== null)
        for (const message of chatSince(ctx, videoId, Number(after))) send(ws, { type: 'message', message });
    });
  }

  return {
    upgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = CHAT_PATH.exec(url.pathname);
      if (!match) return false;
      admit(req, socket, head, url, Number(match[1])).catch((err) => {
        console.error('[server] chat socket', err);
        socket.destroy();
      });
      return true;
    },
    close() {
      liveRuntime(ctx).hub.close();
      wss.close();
    },
  };
}
