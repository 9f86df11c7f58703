import type { WebSocket } from 'ws';

/** What the chat socket sends (docs/server-addons.md, Zhibo chat socket). */
export type ChatEvent =
  | { type: 'hello'; room_is_ban: number; user_is_ban: number }
  | { type: 'message'; message: unknown }
  | { type: 'ban'; room_is_ban: number; user_is_ban: number }
  | { type: 'ping' };

/** Seconds between heartbeats: a ping frame the browser answers, and a `ping` event it can see. */
export const HEARTBEAT_SECONDS = 25;

interface Member {
  socket: WebSocket;
  userId: number;
  /** Answered the last ping frame. */
  alive: boolean;
}

/**
 * The open chat sockets of one server, by room (session id). Sends are fire-and-forget: a socket
 * that is gone is dropped, and its member resumes from their last message id when they reconnect.
 */
export class ChatHub {
  private rooms = new Map<number, Set<Member>>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;

  join(videoId: number, userId: number, socket: WebSocket): void {
    const member: Member = { socket, userId, alive: true };
    let room = this.rooms.get(videoId);
    if (!room) this.rooms.set(videoId, (room = new Set()));
    room.add(member);
    socket.on('pong', () => (member.alive = true));
    socket.on('close', () => {
      room.delete(member);
      if (!room.size) this.rooms.delete(videoId);
    });
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
  }

  /** Sends `event` (or the event made for each member) to everyone in the room. */
  broadcast(videoId: number, event: ChatEvent | ((userId: number) => ChatEvent)): void {
    for (const member of this.rooms.get(videoId) ?? []) {
      send(member.socket, typeof event === 'function' ? event(member.userId) : event);
    }
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
    this.heartbeat = null;
    for (const room of this.rooms.values()) for (const member of room) member.socket.close(1001, 'server closing');
    this.rooms.clear();
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
        send(member.socket, { type: 'ping' });
      }
    }
  }
}

export function send(socket: WebSocket, event: ChatEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}
