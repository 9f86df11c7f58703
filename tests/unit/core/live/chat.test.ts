import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChatMessage } from '#core/live/index.js';
import { manualClock, type ManualClock } from '#core/env/index.js';
import {
  CHAT_SILENCE_MS,
  createLiveChat,
  mergeMessages,
  reconnectDelay,
  type ChatSocket,
  type LiveChatOptions,
} from '#core/live/index.js';
import { tick } from '../../support/async.js';

/**
 * The live chat machine against a socket driven by the test, in the Zhibo addon's framing (as the
 * public PC client's chat box reads it): `{t, v}` messages, bans by `t` and `params`, deletions,
 * sign-ins, the end of the session; the play call's address with `:token`, `:courseId`, `:videoId`.
 */

const ADDRESS = 'ws://live.example/addons/zhibo/chat?token=:token&course_id=:courseId&video_id=:videoId';
const ME = { id: 1, nick_name: '小明同学', avatar: 'https://live.example/a.png' };

const msg = (id: number, content = `消息${id}`, role = 'user'): LiveChatMessage => ({
  id,
  role,
  nick_name: `学员${id}`,
  content,
});

/** A socket the test drives: open it, say things on it, drop it. */
class FakeSocket implements ChatSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: URL) {}
  /** Opened; the server says who joined, as it does. */
  accept() {
    this.onopen?.();
    this.say({ t: 'connect', u: { nickname: ME.nick_name } });
  }
  say(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  message(m: LiveChatMessage) {
    this.say({
      t: 'message',
      v: JSON.stringify({ chat_id: m.id, role: m.role, nick_name: m.nick_name, content: m.content }),
    });
  }
  /** The connection is lost (or refused): the browser reports an error, then the close. */
  lose(code = 1006) {
    this.onerror?.();
    this.onclose?.({ code });
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.onclose?.({ code: this.closedWith });
  }
}

let clock: ManualClock;
let sockets: FakeSocket[];
let history: ReturnType<typeof vi.fn<() => Promise<LiveChatMessage[]>>>;
let post: ReturnType<typeof vi.fn<(content: string) => Promise<unknown>>>;

beforeEach(() => {
  clock = manualClock(Date.UTC(2026, 10, 20, 2));
  sockets = [];
  history = vi.fn(async () => [msg(3), msg(2), msg(1)]);
  post = vi.fn(async () => []);
});

function chat(extra: Partial<LiveChatOptions> = {}) {
  return createLiveChat({
    url: ADDRESS,
    token: () => 'jwt token',
    courseId: 1,
    videoId: 3,
    history,
    post,
    me: ME,
    clock,
    random: () => 1,
    open: (url) => {
      const s = new FakeSocket(new URL(url));
      sockets.push(s);
      return s;
    },
    ...extra,
  });
}

const ids = (c: ReturnType<typeof chat>) => c.$state.get().messages.map((m) => m.id);
const last = () => sockets[sockets.length - 1];

/** Starts the chat and lets the history arrive; the first socket is then connecting. */
async function started(extra: Partial<LiveChatOptions> = {}) {
  const c = chat(extra);
  c.start();
  await tick();
  return c;
}

describe('live chat: opening', () => {
  it('shows the history oldest first, then opens the play call’s address with its placeholders filled in', async () => {
    const c = chat();
    c.start();
    expect(c.$state.get()).toMatchObject({ connection: 'connecting', history: 'loading' });
    expect(sockets).toHaveLength(0);
    await tick();
    expect(ids(c)).toEqual([1, 2, 3]);
    expect(sockets).toHaveLength(1);
    expect(last().url.href).toBe('ws://live.example/addons/zhibo/chat?token=jwt%20token&course_id=1&video_id=3');
    last().accept();
    expect(c.$state.get()).toMatchObject({ connection: 'open', history: 'loaded', attempt: 0 });
  });

  it('adds messages from others as they come, each id once and in id order', async () => {
    const c = await started();
    last().accept();
    last().message(msg(5));
    last().message(msg(4));
    last().message(msg(5));
    last().message(msg(3));
    expect(ids(c)).toEqual([1, 2, 3, 4, 5]);
    expect(c.$state.get().messages[3].content).toBe('消息4');
  });

  it('still listens when the history fails, and merges a retried history', async () => {
    history.mockRejectedValueOnce(new Error('500'));
    const c = await started();
    expect(c.$state.get().history).toBe('error');
    last().accept();
    last().message(msg(2));
    last().message(msg(3));
    await c.reloadHistory();
    expect(c.$state.get().history).toBe('loaded');
    expect(ids(c)).toEqual([1, 2, 3]);
  });

  it('does not connect to an address that is not ws(s), and says the chat is unavailable', async () => {
    for (const url of [
      'javascript:alert(1)',
      'https://live.example/chat?token=:token',
      '',
      'ws://live.example/\nchat',
    ]) {
      sockets = [];
      const c = await started({ url });
      expect(c.$state.get().unavailable).toBe(true);
      expect(sockets).toHaveLength(0);
      expect(ids(c)).toEqual([1, 2, 3]);
      c.stop();
    }
  });
});

describe('live chat: reconnecting', () => {
  it('waits 1, 2, 4, 8, 16 then at most 30 seconds between failed attempts', async () => {
    const c = await started();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = sockets.length;
      const lostAt = clock.now();
      last().lose();
      const { retryAt, connection } = c.$state.get();
      expect(connection).toBe('waiting');
      const wait = retryAt! - lostAt;
      waits.push(wait);
      clock.advance(wait - 1);
      expect(sockets).toHaveLength(before);
      clock.advance(1);
      expect(sockets).toHaveLength(before + 1);
      expect(c.$state.get().connection).toBe('connecting');
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('jitters each wait between half and all of it', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 0.5)).toBe(750);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
    expect(reconnectDelay(10, () => 0.999_999)).toBe(30000);
  });

  it('starts the back-off over once a socket has held: the server said something, or it stayed open 10 s', async () => {
    const c = await started();
    last().lose();
    clock.advance(1000);
    last().lose();
    clock.advance(2000);
    expect(c.$state.get().attempt).toBe(2);
    last().accept();
    expect(c.$state.get().attempt).toBe(0);
    last().lose();
    expect(c.$state.get().retryAt! - clock.now()).toBe(1000);

    // A server that says nothing: the socket counts as held once it stayed open 10 s.
    clock.advance(1000);
    last().lose();
    clock.advance(2000);
    last().onopen?.();
    clock.advance(10_000);
    last().lose();
    expect(c.$state.get().retryAt! - clock.now()).toBe(1000);
  });

  it('reads the history again on coming back: what was missed arrives once, nothing is lost or doubled', async () => {
    const c = await started();
    last().accept();
    last().message(msg(4));
    last().message(msg(5));
    last().lose();
    clock.advance(1000);
    // While it was away the room said 6 and 7.
    history.mockResolvedValueOnce([msg(7), msg(6), msg(5), msg(4)]);
    last().accept();
    await tick();
    expect(history).toHaveBeenCalledTimes(2);
    last().message(msg(7));
    last().message(msg(8));
    expect(ids(c)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(ids(c)).size).toBe(ids(c).length);
  });

  it('does not come back when the server refuses the socket by policy (1008: too many for this member), until asked', async () => {
    const c = await started();
    last().accept();
    last().lose(1008);
    expect(c.$state.get()).toMatchObject({ connection: 'refused', retryAt: null });
    clock.advance(120_000);
    expect(sockets).toHaveLength(1);
    c.reconnectNow();
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(c.$state.get().connection).toBe('open');
  });

  it('treats a minute without a word as a dead link: closes it and reconnects; pings keep it alive', async () => {
    const c = await started();
    last().accept();
    clock.advance(CHAT_SILENCE_MS - 1000);
    last().say({ t: 'ping' });
    clock.advance(CHAT_SILENCE_MS - 1);
    expect(c.$state.get().connection).toBe('open');
    const dead = last();
    clock.advance(1);
    expect(dead.closedWith).not.toBeNull();
    expect(c.$state.get().connection).toBe('waiting');
    clock.advance(1000);
    expect(sockets).toHaveLength(2);
  });

  it('skips the wait when asked (back online), and stops for good on stop()', async () => {
    const c = await started();
    last().lose();
    last().lose();
    expect(sockets).toHaveLength(1);
    c.reconnectNow();
    expect(sockets).toHaveLength(2);
    last().accept();
    c.reconnectNow();
    expect(sockets).toHaveLength(2);
    c.stop();
    expect(last().closedWith).toBe(1000);
    expect(c.$state.get().connection).toBe('stopped');
    clock.advance(120_000);
    expect(sockets).toHaveLength(2);
    expect(clock.pending()).toBe(0);
  });
});

describe('live chat: sending and what the teacher does', () => {
  it('posts the text; the message shows when the socket brings it back, once', async () => {
    const c = await started();
    last().accept();
    expect(await c.send('  老师好  ')).toBe(true);
    expect(post).toHaveBeenCalledWith('老师好');
    expect(ids(c)).toEqual([1, 2, 3]);
    last().message(msg(100, '老师好'));
    last().message(msg(100, '老师好'));
    expect(ids(c).filter((id) => id === 100)).toHaveLength(1);
    expect(await c.send('   ')).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('without a socket, reads the history after posting so the message shows', async () => {
    const c = await started();
    last().lose();
    history.mockResolvedValueOnce([msg(9, '断线时发的')]);
    expect(await c.send('断线时发的')).toBe(true);
    await tick();
    expect(c.$state.get().messages.at(-1)).toMatchObject({ id: 9, content: '断线时发的' });
  });

  it('keeps nothing when the server refuses, and sends one message at a time', async () => {
    const c = await started();
    last().accept();
    post.mockRejectedValueOnce(new Error('您已被禁言'));
    expect(await c.send('说一句')).toBe(false);
    expect(ids(c)).toEqual([1, 2, 3]);
    let resolve!: (v: unknown) => void;
    post.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const first = c.send('第一句');
    expect(await c.send('第二句')).toBe(false);
    resolve([]);
    expect(await first).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('follows the bans of the play call and the room’s frames (a member’s by id); banned, nothing is posted', async () => {
    const c = await started({ bans: { room: false, user: true } });
    expect(c.$state.get().userBan).toBe(true);
    expect(await c.send('我被禁言了吗')).toBe(false);
    expect(post).not.toHaveBeenCalled();
    last().accept();
    last().say({ t: 'room-user-un-ban', params: [1] });
    expect(c.$state.get()).toMatchObject({ roomBan: false, userBan: false });
    // Another member's ban is theirs.
    last().say({ t: 'room-user-ban', params: [2] });
    expect(c.$state.get().userBan).toBe(false);
    last().say({ t: 'room-ban' });
    expect(c.$state.get().roomBan).toBe(true);
    expect(await c.send('全员禁言')).toBe(false);
    last().say({ t: 'room-un-ban' });
    expect(await c.send('解禁了')).toBe(true);
  });

  it('removes a deleted message, opens and closes a sign-in, and ends with the session', async () => {
    const onOver = vi.fn();
    const c = await started({ signIn: { id: 4, end_at: '2026-11-20 10:05:00' }, onOver });
    expect(c.$state.get().signIn).toEqual({ id: 4, end_at: '2026-11-20 10:05:00' });
    last().accept();
    last().say({ t: 'message-deleted', params: { ids: [2] } });
    expect(ids(c)).toEqual([1, 3]);
    last().say({ t: 'sign-in-closed' });
    expect(c.$state.get().signIn).toBeNull();
    last().say({ t: 'sign-in-created', params: { id: 5, end_at: '2026-11-20 10:10:00' } });
    expect(c.$state.get().signIn).toEqual({ id: 5, end_at: '2026-11-20 10:10:00' });
    c.clearSignIn();
    expect(c.$state.get().signIn).toBeNull();
    // Kinds it does not know change nothing.
    last().say({ t: 'something-new', params: 1 });
    expect(ids(c)).toEqual([1, 3]);
    const socket = last();
    socket.say({ t: 'room-over' });
    expect(c.$state.get()).toMatchObject({ over: true, connection: 'stopped' });
    expect(socket.closedWith).toBe(1000);
    expect(onOver).toHaveBeenCalledOnce();
    clock.advance(120_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('mergeMessages', () => {
  it('keeps the newest 500 in id order and ignores anything without a positive integer id', () => {
    const many = Array.from({ length: 600 }, (_, i) => msg(600 - i));
    const merged = mergeMessages([], [...many, { id: 'x' }, null, { id: -1 }]);
    expect(merged).toHaveLength(500);
    expect(merged[0].id).toBe(101);
    expect(merged[499].id).toBe(600);
    const same = mergeMessages(merged, [msg(600)]);
    expect(same).toBe(merged);
  });
});
