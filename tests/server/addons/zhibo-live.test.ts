import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { issueToken } from '#server/http/auth.js';
import { startTestServer, type TestServer } from '../helpers.js';
import { fixture, shapeErrors } from './client-shape.js';
import { data as ok, failure, type Answer } from './helper.js';

/**
 * The live room over real HTTP and real WebSockets: session state on the server's clock, the
 * simulated HLS stream, and the chat socket in the Zhibo addon's framing (the address's
 * placeholders, `{t, v}` frames, bans, deletions, sign-ins, the end of the session), checked
 * against fixtures written from the public PC client's source. Course 1 is bought by
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
  frames: Array<Record<string, any>>;
  /** The next frame of this kind (`t`), waiting for it. */
  next(t: string): Promise<Record<string, any>>;
  closed: Promise<number>;
  /** Closes from this end and waits until the socket is gone. */
  close(): Promise<number>;
}

/** The address a client opens: the play call's connect_url with its placeholders filled in. */
async function chatAddress(videoId: number, user: number | null, courseId = 1): Promise<string> {
  const { chat } = await play(videoId, user ?? 1);
  return (chat.connect_url as string)
    .replace(':token', user ? await token(user) : '')
    .replace(':courseId', String(courseId))
    .replace(':videoId', String(videoId));
}

/** Opens the room's chat socket as the public client does. */
async function openChat(videoId: number, user: number | null, address?: string): Promise<Socket> {
  const ws = new WebSocket(address ?? (await chatAddress(videoId, user)));
  const frames: Socket['frames'] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)));
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
  const next = async (t: string) => {
    for (;;) {
      const i = frames.findIndex((e, j) => j >= read && e.t === t);
      if (i >= 0) {
        read = i + 1;
        return frames[i];
      }
      await new Promise<void>((r) => waiters.push(r));
    }
  };
  return { ws, frames, next, closed, close: () => (ws.close(), closed) };
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

const room = (path: string, videoId = LIVE) => `${BASE}/course/1/video/${videoId}/${path}`;
const history = async (user = 1) => ok(await call(`${room('chat/msg')}?page=1&size=100`, { user }));

describe('the chat socket', () => {
  it('hands out an address with :token, :courseId and :videoId for the client to fill in', async () => {
    const { chat } = await play(LIVE);
    expect(chat.connect_url).toMatch(
      /^ws:\/\/127\.0\.0\.1:\d+\/addons\/zhibo\/chat\?token=:token&course_id=:courseId&video_id=:videoId$/,
    );
  });

  it('refuses a connection without a token, with a bad one, with bad ids, or for a member who has not bought the course', async () => {
    expect(await refusal(openChat(LIVE, null))).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const address = await chatAddress(LIVE, 1);
    expect(await refusal(openChat(LIVE, 1, address.replace(/token=[^&]+/, 'token=not-a-token')))).toMatchObject({
      status: 401,
    });
    expect(await refusal(openChat(LIVE, 1, address.replace('video_id=3', 'video_id=x')))).toEqual({
      status: 400,
      body: { message: '参数错误' },
    });
    expect(await refusal(openChat(LIVE, 1, address.replace('course_id=1', 'course_id=2')))).toEqual({
      status: 403,
      body: { message: '直播不存在' },
    });
    // Member 15 bought nothing: the play call refuses them, and so does the socket.
    const outsider = address.replace(/token=[^&]+/, `token=${await token(15)}`);
    expect(await refusal(openChat(LIVE, 15, outsider))).toEqual({ status: 403, body: { message: '请购买课程' } });
  });

  it('speaks the client’s framing: who joined, the bans, then each message as JSON text in v', async () => {
    const a = await openChat(LIVE, 1);
    expect(await a.next('connect')).toEqual({ t: 'connect', u: { nickname: expect.any(String) } });
    expect(await a.next('room-un-ban')).toEqual({ t: 'room-un-ban' });
    expect(await a.next('room-user-un-ban')).toEqual({ t: 'room-user-un-ban', params: [1] });
    const b = await openChat(LIVE, 2);
    // Everyone in the room hears who joined.
    await a.next('connect');
    const sent = await send(LIVE, '<b>大家好</b> & 欢迎', 2);
    expect(sent.body).toEqual(fixture('zhibo-go-chat-send').response);
    for (const socket of [a, b]) {
      const frame = await socket.next('message');
      expect(typeof frame.v).toBe('string');
      expect(JSON.parse(frame.v)).toEqual({
        chat_id: expect.any(Number),
        role: 'user',
        nick_name: expect.any(String),
        content: '<b>大家好</b> & 欢迎',
      });
    }
    const frames = (fixture('zhibo-chat-socket-frames').response as unknown as { frames: unknown[] }).frames;
    expect(shapeErrors(a.frames, frames, 'frames')).toEqual([]);
    await a.close();
    await b.close();

    // A socket still open when the server stops is closed with 1001 (going away), not left hanging.
    const open = await openChat(LIVE, 1);
    await open.next('connect');
    server = await server.restart();
    expect(await open.closed).toBe(1001);
    tokens.clear();
    const kept = await history();
    expect(shapeErrors(kept, fixture('zhibo-go-chat-msg').response.data)).toEqual([]);
    expect(kept.data[0]).toEqual({
      id: kept.data[0].msg_body.chat_id,
      msg_body: expect.objectContaining({ role: 'user', content: '<b>大家好</b> & 欢迎' }),
    });
  });

  it('enforces bans on the server and tells the room: the whole room, or one member by id', async () => {
    const a = await openChat(LIVE, 1);
    const b = await openChat(LIVE, 2);
    await a.next('room-user-un-ban');
    await b.next('room-user-un-ban');
    try {
      ok(await call('/__dev/live/ban', { body: { video_id: LIVE, user_id: 2, banned: 1 } }));
      expect(await a.next('room-user-ban')).toEqual({ t: 'room-user-ban', params: [2] });
      expect(await b.next('room-user-ban')).toEqual({ t: 'room-user-ban', params: [2] });
      expect(failure(await send(LIVE, '我还能说话吗', 2))).toBe('您已被禁言');
      expect(await play(LIVE, 2)).toMatchObject({ user_is_ban: 1, room_is_ban: 0 });
      ok(await send(LIVE, '我可以', 1));

      ok(await call('/__dev/live/ban', { body: { video_id: LIVE, banned: 1 } }));
      expect(await a.next('room-ban')).toEqual({ t: 'room-ban' });
      expect(failure(await send(LIVE, '全员禁言了', 1))).toBe('当前直播间已禁言');
      // Who joins later is told the bans as they stand.
      const late = await openChat(LIVE, 2);
      await late.next('room-ban');
      expect(await late.next('room-user-ban')).toEqual({ t: 'room-user-ban', params: [2] });
      await late.close();
    } finally {
      ok(await call('/__dev/live/ban', { body: { video_id: LIVE, banned: 0 } }));
      ok(await call('/__dev/live/ban', { body: { video_id: LIVE, user_id: 2, banned: 0 } }));
    }
    await b.next('room-un-ban');
    expect(await b.next('room-user-un-ban')).toEqual({ t: 'room-user-un-ban', params: [2] });
    ok(await send(LIVE, '解禁了', 2));
    await a.close();
    await b.close();
  });

  it('tells the room a deleted message, and the history no longer has it', async () => {
    const a = await openChat(LIVE, 1);
    ok(await send(LIVE, '说错了', 1));
    const { chat_id } = JSON.parse((await a.next('message')).v);
    ok(await call('/__dev/live/chat/delete', { body: { video_id: LIVE, id: chat_id } }));
    expect(await a.next('message-deleted')).toEqual({ t: 'message-deleted', params: { ids: [chat_id] } });
    expect((await history()).data.map((m: { id: number }) => m.id)).not.toContain(chat_id);
    await a.close();
  });

  it('calls a sign-in: the room hears it, the play call names it until answered, it closes at its end', async () => {
    const a = await openChat(LIVE, 1);
    try {
      const record = ok(await call('/__dev/live/sign-in', { body: { video_id: LIVE, seconds: 30 } }));
      const created = await a.next('sign-in-created');
      expect(created).toEqual({ t: 'sign-in-created', params: record });
      // Its end in China time without a zone, 30 s on.
      const { now } = ok(await call('/__dev/clock'));
      expect(Date.parse(`${record.end_at.replace(' ', 'T')}+08:00`) - now).toBeGreaterThan(28_000);
      expect((await play(LIVE, 2)).sign_in_record).toEqual(record);
      const answered = await call(room(`signIn/${record.id}`), { body: {}, user: 2 });
      expect(answered.body).toEqual(fixture('zhibo-go-sign-in').response);
      expect(failure(await call(room(`signIn/${record.id}`), { body: {}, user: 2 }))).toBe('您已签到');
      expect((await play(LIVE, 2)).sign_in_record).toEqual([]);
      expect(failure(await call(room('signIn/999999'), { body: {}, user: 1 }))).toBe('签到不存在');

      ok(await call('/__dev/clock', { body: { advance_seconds: 31 } }));
      expect(await a.next('sign-in-closed')).toEqual({ t: 'sign-in-closed' });
      expect(failure(await call(room(`signIn/${record.id}`), { body: {}, user: 1 }))).toBe('签到已结束');
      expect((await play(LIVE, 1)).sign_in_record).toEqual([]);
    } finally {
      ok(await call('/__dev/clock', { body: { offset_seconds: 0 } }));
      await a.close();
    }
  });

  it('tells the room when the session is over and closes its sockets', async () => {
    const a = await openChat(LIVE, 1);
    const { video } = await play(LIVE);
    const { now } = ok(await call('/__dev/clock'));
    const end = Date.parse(`${video.published_at.replace(' ', 'T')}+08:00`) + video.duration * 1000;
    try {
      ok(await call('/__dev/clock', { body: { advance_seconds: Math.ceil((end - now) / 1000) + 1 } }));
      expect(await a.next('room-over')).toEqual({ t: 'room-over' });
      expect(await a.closed).toBe(1000);
    } finally {
      ok(await call('/__dev/clock', { body: { offset_seconds: 0 } }));
    }
  });

  it('drops the sockets of a room on request, without a closing handshake', async () => {
    const a = await openChat(LIVE, 1);
    await a.next('connect');
    expect(ok(await call('/__dev/live/sockets/close', { body: { video_id: LIVE } }))).toEqual({ closed: 1 });
    expect(await a.closed).toBe(1006);
  });
});

describe('the room’s other calls (MeEdu’s second service)', () => {
  it('records how far the member watched, live and replayed, and lists the courseware with its room', async () => {
    for (const [path, fx] of [
      ['liveWatchRecord', 'zhibo-go-live-watch-record'],
      ['vodWatchRecord', 'zhibo-go-vod-watch-record'],
    ] as const) {
      const res = await call(room(path), { body: { duration: 20 }, user: 1 });
      expect(res.body).toEqual(fixture(fx).response);
    }
    const watched = server.ctx.db
      .prepare('SELECT duration FROM zhibo_watch_records WHERE user_id = 1 AND video_id = ?')
      .get(LIVE) as { duration: number };
    expect(watched.duration).toBeGreaterThanOrEqual(20);
    expect(failure(await call(room('liveWatchRecord'), { body: { duration: 0 }, user: 1 }))).toBe('参数错误');
    const files = ok(await call(`${room('attach/index')}?page=1&size=100000`, { user: 1 }));
    expect(shapeErrors(files, fixture('zhibo-go-attach-index').response.data)).toEqual([]);
    expect(
      files.data.every((f: { course_id: number; video_id: number }) => f.course_id === 1 && f.video_id === LIVE),
    ).toBe(true);
  });
});
