import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { issueToken } from '../../../src/server/http/auth.js';
import { startTestServer, type TestServer } from '../helpers.js';
import { data as ok, failure, type Answer } from './helper.js';

/**
 * The live room over real HTTP and real WebSockets: session state on the server's clock, the
 * simulated HLS stream, and the chat socket (token, history, resume, bans). Course 1 is bought by
 * members 1 and 2; its sessions are 1 and 2 (replays), 3 (live now) and 4 (in two days).
 */
const BASE = '/addons/zhibo/api/v1';
const LIVE = 3;
const UPCOMING = 4;

let server: TestServer;
const tokens = new Map<number, string>();
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function token(userId: number): Promise<string> {
  if (!tokens.has(userId)) tokens.set(userId, (await issueToken(server.ctx, userId)).token);
  return tokens.get(userId)!;
}

async function call(path: string, init: { method?: string; body?: unknown; user?: number } = {}): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.user) headers.Authorization = `Bearer ${await token(init.user)}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(new URL(path, server.url), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* playlists and segments are not JSON */
  }
  return { status: res.status, body };
}

const play = async (videoId: number, user = 1) => ok(await call(`${BASE}/course/${videoId}/play`, { user }));
const video = async (videoId: number) => (await play(videoId)).video as { status: number; published_at: string };

interface Socket {
  ws: WebSocket;
  events: Array<Record<string, any>>;
  /** The next event of this type (waits for it). */
  next(type: string): Promise<Record<string, any>>;
  closed: Promise<number>;
  /** Closes from this end and waits until the socket is gone. */
  close(): Promise<number>;
}

/** Opens the room's chat socket at the address the play call gave, with a token and `after`. */
async function openChat(videoId: number, user: number | null, after?: number): Promise<Socket> {
  const { chat } = await play(videoId, user ?? 1);
  const url = new URL(chat.connect_url);
  if (user) url.searchParams.set('token', await token(user));
  if (after !== undefined) url.searchParams.set('after', String(after));
  const ws = new WebSocket(url);
  const events: Socket['events'] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    events.push(JSON.parse(String(raw)));
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode, body })));
    });
    ws.once('error', reject);
  });
  let read = 0;
  const next = async (type: string) => {
    for (;;) {
      const i = events.findIndex((e, j) => j >= read && e.type === type);
      if (i >= 0) {
        read = i + 1;
        return events[i];
      }
      await new Promise<void>((r) => waiters.push(r));
    }
  };
  return { ws, events, next, closed, close: () => (ws.close(), closed) };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { status?: number; body?: string }) => ({ status: e.status, body: e.body ? JSON.parse(e.body) : null }),
  );

const send = (videoId: number, content: string, user: number) =>
  call(`${BASE}/course/1/video/${videoId}/chat/send`, { body: { content }, user });

describe('session state follows the clock', () => {
  it('turns an upcoming session live at its start and into a replay after its end, by the development clock', async () => {
    const upcoming = await video(UPCOMING);
    expect(upcoming.status).toBe(0);
    expect((await play(UPCOMING)).play_url).toBe('');
    const detail = ok(await call(`${BASE}/course/1`));
    const session = (Object.values(detail.videos).flat() as Array<{ id: number; duration: number }>).find(
      (v) => v.id === UPCOMING,
    )!;
    const { now } = ok(await call('/__dev/clock'));
    const untilStart = Math.ceil((Date.parse(upcoming.published_at.replace(' ', 'T') + '+08:00') - now) / 1000);
    try {
      ok(await call('/__dev/clock', { body: { advance_seconds: untilStart - 1 } }));
      expect((await video(UPCOMING)).status).toBe(0);
      ok(await call('/__dev/clock', { body: { advance_seconds: 1 } }));
      expect((await video(UPCOMING)).status).toBe(1);
      expect((await play(UPCOMING)).play_url).toMatch(/\/addons\/zhibo\/stream\/4\/live\.m3u8\?/);
      expect(ok(await call(`${BASE}/course/1`)).course.status_text).toBe('直播中');

      ok(await call('/__dev/clock', { body: { advance_seconds: session.duration } }));
      const ended = await play(UPCOMING);
      expect(ended.video.status).toBe(2);
      expect(ended.record_exists).toBe(1);
      // The replay as the addon gives it: a list of qualities the public client's player offers.
      expect(ended.play_url).toEqual([
        { name: '原画', url: expect.stringMatching(/\/addons\/zhibo\/stream\/4\/full\.m3u8\?/) },
      ]);
      // Chatting is over with the session.
      expect(failure(await send(UPCOMING, '还有人吗', 1))).toBe('直播已结束');
    } finally {
      ok(await call('/__dev/clock', { body: { offset_seconds: 0 } }));
    }
  });

  it('offers no replay for a session that was not recorded', async () => {
    // Session 11 of course 4 (VIP-free; member 3 holds a VIP) ended without a recording.
    const unrecorded = ok(await call(`${BASE}/course/11/play`, { user: 3 }));
    expect(unrecorded).toMatchObject({ record_exists: 0, play_url: [] });
    expect(unrecorded.video).toMatchObject({ status: 2, title: '慢查询治理实录' });
  });
});

describe('the simulated live stream', () => {
  it('slides a six-segment window along the clock, with decode times that keep going up', async () => {
    const url = (await play(LIVE)).play_url as string;
    const first = await call(url);
    expect(first.status).toBe(200);
    const text = first.body as string;
    const sequence = (t: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(t)![1]);
    const segments = (t: string) => t.split('\n').filter((l) => l.startsWith('live/'));
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(text).toMatch(/#EXT-X-MAP:URI="live\/init\.mp4\?m=1&e=\d+&s=[\w-]{43}"/);
    expect(segments(text)).toHaveLength(6);
    server.clock.advance(3);
    const later = (await call(url)).body as string;
    expect(sequence(later)).toBe(sequence(text) + 3);

    // Segment n plays fragment n % 10 of the sample, its tfdt moved on by whole passes.
    const seg = (n: number) => fetch(new URL(segments(later)[0].replace(/^live\/\d+/, `live/${n}`), url));
    const tfdt = async (n: number) => {
      const bytes = Buffer.from(await (await seg(n)).arrayBuffer());
      const at = bytes.indexOf('tfdt');
      return bytes[at + 4] === 1 ? Number(bytes.readBigUInt64BE(at + 8)) : bytes.readUInt32BE(at + 8);
    };
    const newest = sequence(later) + 5;
    const base = newest % 10;
    expect((await seg(newest)).headers.get('content-type')).toBe('video/mp4');
    // The video track's timescale is 12800: ten seconds per pass.
    expect((await tfdt(newest)) - (await tfdt(base))).toBe(Math.floor(newest / 10) * 10 * 12800);
    // Not made yet, and not for anyone without the grant.
    expect((await seg(newest + 1)).status).toBe(404);
    expect((await call(url.replace(/s=[\w-]+/, 's=' + 'x'.repeat(43)))).status).toBe(403);
  });

  it('stops while the teacher is away and comes back when they resume', async () => {
    const url = (await play(LIVE)).play_url as string;
    const stop = ok(await call('/__dev/live/stream', { body: { video_id: LIVE, state: 'stop' } }));
    expect(stop).toEqual({ video_id: LIVE, streaming: false });
    const gone = await call(url);
    expect(gone).toEqual({ status: 404, body: { message: '讲师暂时离开直播间' } });
    // The play call still points at the stream: the player finds the teacher gone and says so.
    expect((await play(LIVE)).play_url).toBe(url);
    ok(await call('/__dev/live/stream', { body: { video_id: LIVE, state: 'resume' } }));
    expect((await call(url)).status).toBe(200);
    expect(failure(await call('/__dev/live/stream', { body: { video_id: LIVE, state: 'pause' } }))).toBe(
      'state 只能是 stop 或 resume',
    );
  });

  it('replays a recorded session as a VOD playlist of the sample', async () => {
    const [{ url }] = (await play(1)).play_url as Array<{ name: string; url: string }>;
    const text = (await call(url)).body as string;
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toContain('#EXT-X-ENDLIST');
    expect(text.split('\n').filter((l) => l.startsWith('full/'))).toHaveLength(10);
  });
});

describe('the chat socket', () => {
  it('refuses a connection without a token, with a bad one, or for a member who has not bought the course', async () => {
    expect(await refusal(openChat(LIVE, null))).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const { chat } = await play(LIVE);
    const forged = new WebSocket(`${chat.connect_url}?token=not-a-token`);
    const status = await new Promise<number>((resolve) =>
      forged.once('unexpected-response', (_req, res) => resolve(res.statusCode!)),
    );
    expect(status).toBe(401);
    // Member 15 bought nothing: the play call refuses them, and so does the socket.
    const url = new URL(chat.connect_url);
    url.searchParams.set('token', await token(15));
    const outsider = new WebSocket(url);
    const body = await new Promise<string>((resolve) =>
      outsider.once('unexpected-response', (_req, res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c));
        res.on('end', () => resolve(`${res.statusCode} ${text}`));
      }),
    );
    expect(body).toBe('403 {"message":"请购买课程"}');
  });

  it('delivers a message to everyone in the room at once and keeps it in the history across a restart', async () => {
    const a = await openChat(LIVE, 1);
    const b = await openChat(LIVE, 2);
    expect(await a.next('hello')).toEqual({ type: 'hello', room_is_ban: 0, user_is_ban: 0 });
    await b.next('hello');
    const sent = ok(await send(LIVE, '<b>大家好</b> & 欢迎', 2));
    for (const socket of [a, b]) {
      const { message } = await socket.next('message');
      expect(message).toMatchObject({ id: sent.id, user_id: 2, content: '<b>大家好</b> & 欢迎' });
      expect(message.user).toMatchObject({ id: 2 });
    }
    await a.close();
    await b.close();

    // A socket still open when the server stops is closed with 1001 (going away), not left hanging.
    const open = await openChat(LIVE, 1);
    await open.next('hello');
    server = await server.restart();
    expect(await open.closed).toBe(1001);
    tokens.clear();
    const records = ok(await call(`${BASE}/course/1/video/${LIVE}/chat/records`, { user: 1 }));
    expect(records.data[0]).toMatchObject({ id: sent.id, content: '<b>大家好</b> & 欢迎', user_id: 2 });
  });

  it('resumes after a given message id: exactly what came later, oldest first', async () => {
    const ids: number[] = [];
    for (const text of ['一', '二', '三']) ids.push(ok(await send(LIVE, text, 1)).id);
    const resumed = await openChat(LIVE, 2, ids[0]);
    await resumed.next('hello');
    const got = [(await resumed.next('message')).message, (await resumed.next('message')).message];
    expect(got.map((m) => [m.id, m.content])).toEqual([
      [ids[1], '二'],
      [ids[2], '三'],
    ]);
    // Nothing else was replayed, and a fresh connection without `after` gets no backlog.
    expect(resumed.events.filter((e) => e.type === 'message')).toHaveLength(2);
    const fresh = await openChat(LIVE, 1);
    await fresh.next('hello');
    ok(await send(LIVE, '四', 2));
    expect((await fresh.next('message')).message.content).toBe('四');
    await resumed.close();
    await fresh.close();
    expect(await refusal(openChat(LIVE, 1, -1 as number))).toEqual({ status: 400, body: { message: '参数错误' } });
  });

  it('enforces bans on the server and tells each member in the room what now applies to them', async () => {
    const a = await openChat(LIVE, 1);
    const b = await openChat(LIVE, 2);
    await a.next('hello');
    await b.next('hello');
    try {
      ok(await call('/__dev/live/ban', { body: { video_id: LIVE, user_id: 2, banned: 1 } }));
      expect(await a.next('ban')).toEqual({ type: 'ban', room_is_ban: 0, user_is_ban: 0 });
      expect(await b.next('ban')).toEqual({ type: 'ban', room_is_ban: 0, user_is_ban: 1 });
      expect(failure(await send(LIVE, '我还能说话吗', 2))).toBe('您已被禁言');
      expect(await play(LIVE, 2)).toMatchObject({ user_is_ban: 1, room_is_ban: 0 });
      ok(await send(LIVE, '我可以', 1));

      ok(await call('/__dev/live/ban', { body: { video_id: LIVE, banned: 1 } }));
      expect(await a.next('ban')).toEqual({ type: 'ban', room_is_ban: 1, user_is_ban: 0 });
      expect(failure(await send(LIVE, '全员禁言了', 1))).toBe('当前直播间已禁言');
      const late = await openChat(LIVE, 2);
      expect(await late.next('hello')).toEqual({ type: 'hello', room_is_ban: 1, user_is_ban: 1 });
      await late.close();
    } finally {
      ok(await call('/__dev/live/ban', { body: { video_id: LIVE, banned: 0 } }));
      ok(await call('/__dev/live/ban', { body: { video_id: LIVE, user_id: 2, banned: 0 } }));
    }
    // Member 2 heard of every change: their ban, the room's, and both lifted.
    await b.next('ban');
    await b.next('ban');
    expect(await b.next('ban')).toEqual({ type: 'ban', room_is_ban: 0, user_is_ban: 0 });
    expect(b.events.filter((e) => e.type === 'ban').map((e) => [e.room_is_ban, e.user_is_ban])).toEqual([
      [0, 1],
      [1, 1],
      [0, 1],
      [0, 0],
    ]);
    ok(await send(LIVE, '解禁了', 2));
    await a.close();
    await b.close();
  });

  it('drops the sockets of a room on request, without a closing handshake', async () => {
    const a = await openChat(LIVE, 1);
    await a.next('hello');
    expect(ok(await call('/__dev/live/sockets/close', { body: { video_id: LIVE } }))).toEqual({ closed: 1 });
    expect(await a.closed).toBe(1006);
  });
});
