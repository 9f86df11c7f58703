import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { issueToken } from '#server/http/auth.js';
import { api, startTestServer, type TestServer } from '../helpers.js';
import { openRawWebSocket } from '../raw-websocket.js';

/**
 * The chat socket under the same rate limit as the API (20 a minute here), and a cap of five open
 * sockets per member: a sixth closes their oldest with 1008. Session 3 is live; members 1 and 2
 * have bought its course. Each test starts a fresh limiter window by moving the clock a minute on.
 */
const LIVE = 3;
const LIMIT = 20;

let server: TestServer;
const tokens = new Map<number, string>();
beforeAll(async () => {
  server = await startTestServer({ rateLimitPerMinute: LIMIT });
});
afterAll(() => server.close());

async function token(userId: number): Promise<string> {
  if (!tokens.has(userId)) tokens.set(userId, (await issueToken(server.ctx, userId)).token);
  return tokens.get(userId)!;
}

const chatUrl = (t: string) =>
  `${server.url.replace(/^http/, 'ws')}/addons/zhibo/chat?token=${t}&course_id=1&video_id=${LIVE}`;
const freshWindow = () => server.clock.advance(61);

interface Chat {
  ws: WebSocket;
  messages: string[];
  closed: Promise<{ code: number; reason: string }>;
}

async function openChat(userId: number): Promise<Chat> {
  const ws = new WebSocket(chatUrl(await token(userId)));
  const messages: string[] = [];
  ws.on('message', (raw) => messages.push(String(raw)));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, messages, closed };
}

describe('the rate limit', () => {
  it('refuses the upgrade with 429 once the client is throttled, before anything else is looked at', async () => {
    freshWindow();
    for (let i = 0; i < LIMIT; i++) expect((await api(server, '/api/v2/other/config')).json.code).toBe(0);
    expect((await api(server, '/api/v2/other/config')).json.code).toBe(429);

    const t = await token(1);
    let admitted = 0;
    for (let i = 0; i < 50; i++) {
      const raw = await openRawWebSocket(chatUrl(t));
      if (raw.status === 101) admitted++;
      else {
        expect(raw.status).toBe(429);
        expect(raw.head).toMatch(/\r\nRetry-After: \d+\r\n/);
        await raw.ended;
        expect(JSON.parse(raw.body())).toEqual({ message: 'Too Many Attempts.' });
      }
      raw.socket.destroy();
    }
    expect(admitted).toBe(0);

    freshWindow();
    const again = await openRawWebSocket(chatUrl(t));
    expect(again.status).toBe(101);
    again.socket.destroy();
  });

  it('counts upgrades in the same window as HTTP requests', async () => {
    freshWindow();
    for (let i = 0; i < LIMIT; i++) {
      const raw = await openRawWebSocket(chatUrl('not-a-token'));
      expect(raw.status).toBe(401);
      raw.socket.destroy();
    }
    expect((await api(server, '/api/v2/other/config')).json.code).toBe(429);
  });
});

describe('the cap on open sockets', () => {
  it('closes the oldest of a member five sockets with 1008 when a sixth opens; others are untouched', async () => {
    freshWindow();
    const mine = [];
    for (let i = 0; i < 5; i++) mine.push(await openChat(1));
    const neighbour = await openChat(2);
    const sixth = await openChat(1);

    expect(await mine[0].closed).toEqual({ code: 1008, reason: 'too many chat sockets for this member' });
    const open = [...mine.slice(1), sixth, neighbour];
    expect(open.every((c) => c.ws.readyState === WebSocket.OPEN)).toBe(true);

    const sent = await api(server, `/addons/zhibo/api/v1/course/1/video/${LIVE}/chat/send`, {
      token: await token(2),
      body: { content: '五个连接之后的消息' },
    });
    expect(sent.json.code).toBe(0);
    await expect.poll(() => open.every((c) => c.messages.some((m) => m.includes('五个连接之后的消息')))).toBe(true);
    expect(mine[0].messages.some((m) => m.includes('五个连接之后的消息'))).toBe(false);

    for (const c of open) c.ws.close();
    await Promise.all(open.map((c) => c.closed));
  });
});
