import { atom, type ReadableAtom } from 'nanostores';
import type { CommentUser, LiveChatMessage } from '../api/types.js';
import { env, type Clock, type TimerHandle } from '../env/index.js';
import { safeSocketUrl } from '../guards/socket-url.js';

/**
 * The live room's chat as a headless machine: the history first (chat/records), then a socket to
 * the address the play call gave, which resumes after the newest message held (`after`); every message, from
 * the history, the socket or one's own post, is kept once by id and in id order. A dropped socket
 * (closed, or silent past CHAT_SILENCE_MS) comes back after a growing, jittered wait. Timers come
 * from the environment clock, the socket from an injectable factory (the browser's WebSocket).
 * The reference server's protocol is in docs/server-addons.md (Chat socket).
 */

/** What the chat needs of a WebSocket; the browser's fits. */
export interface ChatSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: (() => void) | null;
  close(code?: number): void;
}

/** connecting: an attempt is under way; open: listening; waiting: the next attempt is scheduled. */
export type ChatConnection = 'connecting' | 'open' | 'waiting' | 'stopped';

export interface LiveChatState {
  /** Oldest first, each id once, the newest CHAT_KEEP. */
  messages: LiveChatMessage[];
  connection: ChatConnection;
  /** When the next attempt starts, on the environment clock (while waiting). */
  retryAt: number | null;
  /** Attempts since the socket last held. */
  attempt: number;
  history: 'loading' | 'loaded' | 'error';
  roomBan: boolean;
  userBan: boolean;
  /** The room has no usable chat address: nothing to connect to. */
  unavailable: boolean;
}

export interface LiveChatOptions {
  /** `chat.connect_url` of the play call. */
  url: string;
  /** The member's token, added as `?token=` (a WebSocket cannot carry headers). */
  token(): string | null;
  /** The newest messages, in any order. */
  history(): Promise<LiveChatMessage[]>;
  /** Posts a message (chat/send); resolves its id. */
  post(content: string): Promise<{ id: number }>;
  /** The member, to show their own message at once. */
  me?: CommentUser | null;
  bans?: { room: boolean; user: boolean };
  open?(url: string): ChatSocket;
  clock?: Clock;
  /** For the jitter; Math.random by default. */
  random?(): number;
}

export const CHAT_BACKOFF = { initialMs: 1000, maxMs: 30_000 } as const;
/** The reference server says something every 25 s; this long without a word means the link is dead. */
export const CHAT_SILENCE_MS = 60_000;
/** A socket open this long counts as having held, even on a server that sends no hello. */
export const CHAT_STABLE_MS = 10_000;
export const CHAT_KEEP = 500;

/**
 * The wait before attempt `attempt + 1`: doubling from 1 s to at most 30 s, half of it random
 * ("equal jitter"), so a room whose sockets dropped together does not come back together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(CHAT_BACKOFF.maxMs, CHAT_BACKOFF.initialMs * 2 ** Math.max(0, attempt));
  return Math.round(full / 2 + (full / 2) * Math.min(1, Math.max(0, random())));
}

const isMessage = (m: unknown): m is LiveChatMessage =>
  !!m && typeof m === 'object' && Number.isInteger((m as LiveChatMessage).id) && (m as LiveChatMessage).id > 0;

/** `held` plus the messages of `incoming` it lacks, in id order, the newest `keep`. */
export function mergeMessages(held: LiveChatMessage[], incoming: unknown[], keep = CHAT_KEEP): LiveChatMessage[] {
  const known = new Set(held.map((m) => m.id));
  const added = incoming.filter((m): m is LiveChatMessage => isMessage(m) && !known.has(m.id) && !!known.add(m.id));
  if (!added.length) return held;
  const all = [...held, ...added].sort((a, b) => a.id - b.id);
  return all.length > keep ? all.slice(all.length - keep) : all;
}

// The browser's socket calls its handlers with DOM events; the machine reads only `data`.
const browserSocket = (url: string) => new WebSocket(url) as unknown as ChatSocket;

export interface LiveChat {
  $state: ReadableAtom<LiveChatState>;
  start(): void;
  stop(): void;
  /** Resolves true once the message is posted (and shown); false when it was not sent. */
  send(text: string): Promise<boolean>;
  /** Asks for the history again (its error state's 重试); what arrives is merged. */
  reloadHistory(): Promise<void>;
  /** Skips the wait of a scheduled reconnection (back online, or the learner asks). */
  reconnectNow(): void;
}

export function createLiveChat(options: LiveChatOptions): LiveChat {
  const clock = options.clock ?? env().clock;
  const open = options.open ?? browserSocket;
  const address = safeSocketUrl(options.url);
  const $state = atom<LiveChatState>({
    messages: [],
    connection: 'stopped',
    retryAt: null,
    attempt: 0,
    history: 'loading',
    roomBan: !!options.bans?.room,
    userBan: !!options.bans?.user,
    unavailable: !address,
  });
  const set = (patch: Partial<LiveChatState>) => $state.set({ ...$state.get(), ...patch });
  const add = (incoming: unknown[]) => {
    const messages = mergeMessages($state.get().messages, incoming);
    if (messages !== $state.get().messages) set({ messages });
  };

  let running = false;
  let socket: ChatSocket | null = null;
  let openedAt = 0;
  let retryTimer: TimerHandle | null = null;
  let silenceTimer: TimerHandle | null = null;
  let sending = false;

  const clearTimer = (timer: TimerHandle | null) => {
    if (timer !== null) clock.clearTimeout(timer);
    return null;
  };

  function handle(data: unknown) {
    let event: { type?: unknown; message?: unknown; room_is_ban?: unknown; user_is_ban?: unknown };
    try {
      event = JSON.parse(String(data));
    } catch {
      return;
    }
    if (event?.type === 'message') add([event.message]);
    else if (event?.type === 'hello' || event?.type === 'ban') {
      set({
        roomBan: !!Number(event.room_is_ban),
        userBan: !!Number(event.user_is_ban),
        ...(event.type === 'hello' ? { attempt: 0 } : {}),
      });
    }
  }

  /** Every frame proves the link alive; silence past the limit means it died without a word. */
  function heard(s: ChatSocket) {
    silenceTimer = clearTimer(silenceTimer);
    silenceTimer = clock.setTimeout(() => {
      if (socket !== s) return;
      drop();
      s.close();
    }, CHAT_SILENCE_MS);
  }

  /** The current socket is gone: schedule the next attempt. */
  function drop() {
    silenceTimer = clearTimer(silenceTimer);
    const held = socket !== null && openedAt > 0 && clock.now() - openedAt >= CHAT_STABLE_MS;
    socket = null;
    openedAt = 0;
    if (!running) return;
    const attempt = held ? 0 : $state.get().attempt;
    const delay = reconnectDelay(attempt, options.random);
    set({ connection: 'waiting', attempt: attempt + 1, retryAt: clock.now() + delay });
    retryTimer = clock.setTimeout(connect, delay);
  }

  function connect() {
    retryTimer = clearTimer(retryTimer);
    if (!running || !address) return;
    const url = new URL(address);
    const token = options.token();
    if (token) url.searchParams.set('token', token);
    // Whatever the room said after the newest message held (all of its recent history when none is).
    const messages = $state.get().messages;
    url.searchParams.set('after', String(messages.length ? messages[messages.length - 1].id : 0));
    set({ connection: 'connecting', retryAt: null });
    let s: ChatSocket;
    try {
      s = open(url.href);
    } catch {
      socket = null;
      return drop();
    }
    socket = s;
    s.onopen = () => {
      if (socket !== s) return;
      openedAt = clock.now();
      set({ connection: 'open' });
      heard(s);
    };
    s.onmessage = (event) => {
      if (socket !== s) return;
      heard(s);
      handle(event.data);
    };
    // A failure is always followed by a close, which does the work.
    s.onerror = () => {};
    s.onclose = () => {
      if (socket === s) drop();
    };
  }

  async function reloadHistory() {
    set({ history: 'loading' });
    try {
      const list = await options.history();
      if (!running) return;
      add(list);
      set({ history: 'loaded' });
    } catch {
      if (running) set({ history: 'error' });
    }
  }

  return {
    $state,
    start() {
      if (running) return;
      running = true;
      if (!address) return void reloadHistory();
      set({ connection: 'connecting' });
      // The socket resumes after the history's newest message; without one it sends the recent history.
      void reloadHistory().then(connect);
    },
    stop() {
      running = false;
      retryTimer = clearTimer(retryTimer);
      silenceTimer = clearTimer(silenceTimer);
      const s = socket;
      socket = null;
      s?.close(1000);
      set({ connection: 'stopped', retryAt: null });
    },
    async send(text) {
      const content = text.trim();
      const state = $state.get();
      if (!content || sending || state.roomBan || state.userBan) return false;
      sending = true;
      try {
        const { id } = await options.post(content);
        const me = options.me;
        if (me) add([{ id, user_id: me.id, content, created_at: new Date(clock.now()).toISOString(), user: me }]);
        return true;
      } catch {
        // The API client has told the member why (您已被禁言 and the like).
        return false;
      } finally {
        sending = false;
      }
    },
    reloadHistory,
    reconnectNow() {
      if (running && $state.get().connection === 'waiting') connect();
    },
  };
}
