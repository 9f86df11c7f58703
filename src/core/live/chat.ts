import { atom, type ReadableAtom } from 'nanostores';
import type { LiveChatMessage, LiveSignIn } from './types.js';
import { env, type Clock, type TimerHandle } from '../env/index.js';
import { safeSocketUrl } from '../guards/socket-url.js';

/**
 * The live room's chat as a headless machine, in the Zhibo addon's protocol (what the public PC
 * client's chat box speaks, docs/server-addons.md "Chat socket"): the history first (chat/msg),
 * then a socket to the play call's `connect_url` with its `:token`, `:courseId` and `:videoId`
 * filled in. Frames carry their kind in `t`: a message's body as JSON text in `v`; bans, deleted
 * messages, sign-ins and the end of the session with `params`. Every message, from the history or
 * the socket, is kept once by id and in id order. A dropped socket (closed, or silent past
 * CHAT_SILENCE_MS) comes back after a growing, jittered wait, and the history is read again for
 * what was said meanwhile — except when the server closed it with 1008 (this member holds too many
 * chat sockets): coming back would push another of their tabs out, so it waits for the member.
 * Timers come from the environment clock, the socket from an injectable factory.
 */

/** What the chat needs of a WebSocket; the browser's fits. */
export interface ChatSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: (() => void) | null;
  close(code?: number): void;
}

/**
 * connecting: an attempt is under way; open: listening; waiting: the next attempt is scheduled;
 * refused: the server closed it with 1008 (too many chat sockets for this member): not retried;
 * stopped: left, or the session is over.
 */
export type ChatConnection = 'connecting' | 'open' | 'waiting' | 'refused' | 'stopped';

/** The close code of a chat socket refused by policy (a member over their socket cap). */
export const POLICY_CLOSE = 1008;

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
  /** A sign-in the teacher called and the member has not answered. */
  signIn: LiveSignIn | null;
  /** The server said the session is over (`room-over`). */
  over: boolean;
}

export interface LiveChatOptions {
  /** `chat.connect_url` of the play call, with its placeholders. */
  url: string;
  /** The member's token, for `:token` (a WebSocket cannot carry headers). */
  token(): string | null;
  courseId: number;
  videoId: number;
  /** The newest messages, in any order. */
  history(): Promise<LiveChatMessage[]>;
  /** Posts a message (chat/send); it reaches the room, the author too, through the socket. */
  post(content: string): Promise<unknown>;
  /** The member, whose id a member ban names. */
  me?: { id: number } | null;
  bans?: { room: boolean; user: boolean };
  /** The play call's open sign-in. */
  signIn?: LiveSignIn | null;
  /** The session is over: the page shows it ended. */
  onOver?(): void;
  open?(url: string): ChatSocket;
  clock?: Clock;
  /** For the jitter; Math.random by default. */
  random?(): number;
}

export const CHAT_BACKOFF = { initialMs: 1000, maxMs: 30_000 } as const;
/** The reference server says something every 25 s; this long without a word means the link is dead. */
export const CHAT_SILENCE_MS = 60_000;
/** A socket open this long counts as having held, even on a server that says nothing. */
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

/** A message body of the addon (`msg_body`, or a socket frame's `v`) as the chat keeps it. */
export function toChatMessage(body: unknown): LiveChatMessage | null {
  const b = body as { chat_id?: unknown; role?: unknown; nick_name?: unknown; content?: unknown } | null;
  if (!b || typeof b !== 'object') return null;
  const id = Number(b.chat_id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return {
    id,
    role: typeof b.role === 'string' ? b.role : 'user',
    nick_name: typeof b.nick_name === 'string' ? b.nick_name : '',
    content: typeof b.content === 'string' ? b.content : String(b.content ?? ''),
  };
}

const parse = (text: unknown): unknown => {
  try {
    return JSON.parse(String(text));
  } catch {
    return null;
  }
};

const asSignIn = (value: unknown): LiveSignIn | null => {
  const s = value as LiveSignIn | null;
  return s && typeof s === 'object' && !Array.isArray(s) && Number(s.id) > 0 && typeof s.end_at === 'string'
    ? { id: Number(s.id), end_at: s.end_at }
    : null;
};

// The browser's socket calls its handlers with DOM events; the machine reads only `data` and `code`.
const browserSocket = (url: string) => new WebSocket(url) as unknown as ChatSocket;

/** The play call's address with its placeholders filled in, each once, as the public client does. */
export const fillChatUrl = (template: string, token: string, courseId: number, videoId: number) =>
  template
    .replace(':token', encodeURIComponent(token))
    .replace(':courseId', String(courseId))
    .replace(':videoId', String(videoId));

export interface LiveChat {
  $state: ReadableAtom<LiveChatState>;
  start(): void;
  stop(): void;
  /** Resolves true once the message is posted; false when it was not sent. */
  send(text: string): Promise<boolean>;
  /** Asks for the history again (its error state's 重试); what arrives is merged. */
  reloadHistory(): Promise<void>;
  /** Connects at once: skips a scheduled wait (back online), or comes back after a refusal. */
  reconnectNow(): void;
  /** The sign-in has been answered (or dismissed): no longer shown. */
  clearSignIn(): void;
}

export function createLiveChat(options: LiveChatOptions): LiveChat {
  const clock = options.clock ?? env().clock;
  const open = options.open ?? browserSocket;
  const usable = !!safeSocketUrl(fillChatUrl(options.url, 'token', options.courseId, options.videoId));
  const $state = atom<LiveChatState>({
    messages: [],
    connection: 'stopped',
    retryAt: null,
    attempt: 0,
    history: 'loading',
    roomBan: !!options.bans?.room,
    userBan: !!options.bans?.user,
    unavailable: !usable,
    signIn: options.signIn ?? null,
    over: false,
  });
  const set = (patch: Partial<LiveChatState>) => $state.set({ ...$state.get(), ...patch });
  const add = (incoming: unknown[]) => {
    const messages = mergeMessages($state.get().messages, incoming);
    if (messages !== $state.get().messages) set({ messages });
  };

  let running = false;
  let socket: ChatSocket | null = null;
  let openedAt = 0;
  /** A socket has been open before: the next one comes after a gap the history fills. */
  let reopened = false;
  let retryTimer: TimerHandle | null = null;
  let silenceTimer: TimerHandle | null = null;
  let sending = false;

  const clearTimer = (timer: TimerHandle | null) => {
    if (timer !== null) clock.clearTimeout(timer);
    return null;
  };

  function handle(data: unknown) {
    const frame = parse(data) as { t?: unknown; v?: unknown; params?: unknown } | null;
    if (!frame || typeof frame !== 'object') return;
    const params = frame.params as { ids?: unknown } | unknown[] | undefined;
    switch (frame.t) {
      case 'message': {
        const message = toChatMessage(parse(frame.v));
        if (message) add([message]);
        break;
      }
      case 'message-deleted': {
        const ids = new Set(((params as { ids?: unknown })?.ids as unknown[] | undefined)?.map(Number) ?? []);
        set({ messages: $state.get().messages.filter((m) => !ids.has(m.id)) });
        break;
      }
      case 'room-ban':
      case 'room-un-ban':
        set({ roomBan: frame.t === 'room-ban' });
        break;
      case 'room-user-ban':
      case 'room-user-un-ban':
        if (Array.isArray(params) && options.me && Number(params[0]) === options.me.id)
          set({ userBan: frame.t === 'room-user-ban' });
        break;
      case 'sign-in-created':
        set({ signIn: asSignIn(params) });
        break;
      case 'sign-in-closed':
        set({ signIn: null });
        break;
      case 'room-over':
        end();
        break;
    }
  }

  /** No more socket and no attempt to come: stopped by the page, or by the room (`more`). */
  function halt(more: Partial<LiveChatState> = {}) {
    running = false;
    retryTimer = clearTimer(retryTimer);
    silenceTimer = clearTimer(silenceTimer);
    const s = socket;
    socket = null;
    s?.close(1000);
    set({ connection: 'stopped', retryAt: null, ...more });
  }

  /** The session is over: no more socket, nothing to come back to. */
  function end() {
    halt({ over: true, signIn: null });
    options.onOver?.();
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

  /** The server refused this socket by policy: stay away until the member asks. */
  function refused() {
    silenceTimer = clearTimer(silenceTimer);
    socket = null;
    openedAt = 0;
    if (running) set({ connection: 'refused', retryAt: null });
  }

  function connect() {
    retryTimer = clearTimer(retryTimer);
    if (!running || !usable) return;
    const url = fillChatUrl(options.url, options.token() ?? '', options.courseId, options.videoId);
    set({ connection: 'connecting', retryAt: null });
    let s: ChatSocket;
    try {
      s = open(url);
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
      // Back after a gap: what the room said meanwhile is in the history.
      if (reopened) void reloadHistory();
      reopened = true;
    };
    s.onmessage = (event) => {
      if (socket !== s) return;
      heard(s);
      // The server answers: the link works, the back-off starts over.
      if ($state.get().attempt) set({ attempt: 0 });
      handle(event.data);
    };
    // A failure is always followed by a close, which does the work.
    s.onerror = () => {};
    s.onclose = (event) => {
      if (socket !== s) return;
      if (event.code === POLICY_CLOSE) refused();
      else drop();
    };
  }

  async function reloadHistory() {
    set({ history: 'loading' });
    try {
      const list = await options.history();
      add(list);
      set({ history: 'loaded' });
    } catch {
      set({ history: 'error' });
    }
  }

  return {
    $state,
    start() {
      if (running) return;
      running = true;
      if (!usable) return void reloadHistory();
      set({ connection: 'connecting' });
      void reloadHistory().then(connect);
    },
    stop() {
      halt();
    },
    async send(text) {
      const content = text.trim();
      const state = $state.get();
      if (!content || sending || state.roomBan || state.userBan) return false;
      sending = true;
      try {
        await options.post(content);
        // Without a socket the message would not come back: the history brings it.
        if ($state.get().connection !== 'open') void reloadHistory();
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
      const { connection } = $state.get();
      if (running && (connection === 'waiting' || connection === 'refused')) connect();
    },
    clearSignIn() {
      set({ signIn: null });
    },
  };
}
