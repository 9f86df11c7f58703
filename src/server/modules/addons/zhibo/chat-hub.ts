import type { WebSocket } from 'ws';

/**
 * What the chat socket sends, in the Zhibo addon's framing (what the public PC client's chat box
 * reads, frontend-v3 src/components/chat-box): the kind in `t`; a message's body as JSON text in
 * `v`; bans, deletions and sign-ins with `params`. `ping` is the reference server's own heartbeat,
 * which that client ignores as it does any kind it does not know.
 */
export type ChatFrame =
  | { t: 'connect'; u: { nickname: string } }
  | { t: 'message'; v: string }
  | { t: 'message-deleted'; params: { ids: number[] } }
  | { t: 'room-ban' | 'room-un-ban' | 'room-over' | 'sign-in-closed' | 'ping' }
  | { t: 'room-user-ban' | 'room-user-un-ban'; params: [number] }
  | { t: 'sign-in-created'; params: { id: number; end_at: string } };

/** Seconds between heartbeats: a ping frame the browser answers, and a `ping` frame it can see. */
export const HEARTBEAT_SECONDS = 25;
/** How often each room with members is looked at (the session's end, sign-ins closing). */
export const ROOM_TICK_MS = 1000;

/**
 * Chat sockets one member may hold open at once, across rooms (a few tabs). Each one costs the
 * server a token check and reads on the way in and a send per message, so one more closes the
 * member's oldest with this code and reason.
 */
export const SOCKETS_PER_MEMBER = 5;
export const SUPERSEDED = { code: 1008, reason: 'too many chat sockets for this member' } as const;

interface Member {
  socket: WebSocket;
  userId: number;
  /** Answered the last ping frame. */
  alive: boolean;
}

/**
 * The open chat sockets of one server, by room (session id). Sends are fire-and-forget: a socket
 * that is gone is dropped, and its member reads what they missed from the history when back.
 */
export class ChatHub {
  private rooms = new Map<number, Set<Member>>();
  /** Each member's sockets, oldest first. */
  private members = new Map<number, Member[]>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  /** Looks at a room with members every ROOM_TICK_MS (set by the socket endpoint). */
  onTick: ((videoId: number) => void) | null = null;

  join(videoId: number, userId: number, socket: WebSocket): void {
    const member: Member = { socket, userId, alive: true };
    let room = this.rooms.get(videoId);
    if (!room) this.rooms.set(videoId, (room = new Set()));
    room.add(member);
    const mine = [...(this.members.get(userId) ?? []), member];
    this.members.set(userId, mine);
    const open = mine.filter((m) => m.socket.readyState === m.socket.OPEN);
    for (const old of open.slice(0, Math.max(0, open.length - SOCKETS_PER_MEMBER))) {
      old.socket.close(SUPERSEDED.code, SUPERSEDED.reason);
    }
    socket.on('pong', () => (member.alive = true));
    socket.on('close', () => {
      room.delete(member);
      if (!room.size) this.rooms.delete(videoId);
      const left = (this.members.get(userId) ?? []).filter((m) => m !== member);
      if (left.length) this.members.set(userId, left);
      else this.members.delete(userId);
    });
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
    this.ticker ??= setInterval(() => {
      for (const id of [...this.rooms.keys()]) this.onTick?.(id);
    }, ROOM_TICK_MS);
    this.ticker.unref();
  }

  /** Sends `frame` (or the frame made for each member) to everyone in the room. */
  broadcast(videoId: number, frame: ChatFrame | ((userId: number) => ChatFrame)): void {
    for (const member of this.rooms.get(videoId) ?? []) {
      send(member.socket, typeof frame === 'function' ? frame(member.userId) : frame);
    }
  }

  /** Closes the sockets of a room with a closing handshake (the session is over). */
  closeRoom(videoId: number, code: number, reason: string): void {
    for (const member of this.rooms.get(videoId) ?? []) member.socket.close(code, reason);
  }

  /** Cuts the sockets of one room, or of every room (development: a dropped connection); how many were open. */
  drop(videoId?: number): number {
    let n = 0;
    for (const [id, room] of this.rooms) {
      if (videoId !== undefined && id !== videoId) continue;
      for (const member of room) {
        if (member.socket.readyState === member.socket.OPEN) n++;
        member.socket.terminate();
      }
    }
    return n;
  }

  /** Closes every socket (the server is shutting down). */
  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.ticker) clearInterval(this.ticker);
    this.heartbeat = this.ticker = null;
    for (const room of this.rooms.values()) for (const member of room) member.socket.close(1001, 'server closing');
    this.rooms.clear();
    this.members.clear();
  }

  private beat(): void {
    for (const room of this.rooms.values()) {
      for (const member of room) {
        // No pong since the last beat: the connection is dead without having said so.
        if (!member.alive) {
          member.socket.terminate();
          continue;
        }
        member.alive = false;
        member.socket.ping();
        send(member.socket, { t: 'ping' });
      }
    }
  }
}

export function send(socket: WebSocket, frame: ChatFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}
