import type { ServerContext } from '#server/context.js';
import { ChatHub } from './chat-hub.js';

/** In-memory state of the live rooms of one running server: never persisted, never shared. */
export interface LiveRuntime {
  /** Sessions whose teacher has left (POST /__dev/live/stream): their stream is gone until resumed. */
  stopped: Set<number>;
  /** The open chat sockets, by room. */
  hub: ChatHub;
  /** Sign-ins opened by this server whose closing the room has yet to hear, by id. */
  openSignIns: Map<number, { videoId: number; endAt: number }>;
}

const runtimes = new WeakMap<ServerContext, LiveRuntime>();

export function liveRuntime(ctx: ServerContext): LiveRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) runtimes.set(ctx, (runtime = { stopped: new Set(), hub: new ChatHub(), openSignIns: new Map() }));
  return runtime;
}
