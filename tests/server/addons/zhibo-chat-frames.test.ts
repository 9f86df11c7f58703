import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { issueToken } from '#server/http/auth.js';
import { api, startTestServer, type TestServer } from '../helpers.js';
import { clientFrame, openRawWebSocket } from '../raw-websocket.js';

/**
 * Frames no browser sends, written by hand on a live chat socket (session 3 is live; member 1 has
 * bought its course): each closes that socket alone with the code RFC 6455 gives it, and the
 * server goes on answering HTTP and serving the other sockets of the room.
 */
const LIVE = 3;
const TEXT = 0x1;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await issueToken(server.ctx, 1)).token;
});
afterAll(() => server.close());

const chatUrl = () =>
  `${server.url.replace(/^http/, 'ws')}/addons/zhibo/chat?token=${token}&course_id=1&video_id=${LIVE}`;

const BAD_FRAMES = [
  {
    what: 'a text frame of 1,025 bytes (over the 1 KiB limit)',
    frame: clientFrame(TEXT, Buffer.alloc(1025, 0x61)),
    code: 1009,
  },
  { what: 'a frame with the reserved opcode 0x3', frame: clientFrame(0x3, Buffer.from('x')), code: 1002 },
  { what: 'an unmasked client frame', frame: clientFrame(TEXT, Buffer.from('hi'), { mask: false }), code: 1002 },
  { what: 'a text frame that is not UTF-8', frame: clientFrame(TEXT, Buffer.from([0xff, 0xfe, 0xfd])), code: 1007 },
];

describe('a malformed frame on the chat socket', () => {
  it.each(BAD_FRAMES)('$what closes that socket with $code and the server keeps serving', async ({ frame, code }) => {
    // A well-behaved member in the same room, who must not notice.
    const neighbour = new WebSocket(chatUrl());
    const heard: string[] = [];
    neighbour.on('message', (raw) => heard.push(String(raw)));
    await new Promise((resolve, reject) => neighbour.once('open', resolve).once('error', reject));

    const raw = await openRawWebSocket(chatUrl());
    expect(raw.status).toBe(101);
    raw.socket.write(frame);
    expect((await raw.closeFrame()).code).toBe(code);
    raw.socket.destroy();

    const config = await api(server, '/api/v2/other/config');
    expect(config.status).toBe(200);
    expect(config.json.code).toBe(0);

    const posted = await api(server, `/addons/zhibo/api/v1/course/1/video/${LIVE}/chat/send`, {
      token,
      body: { content: `still here after ${code}` },
    });
    expect(posted.json.code).toBe(0);
    await expect.poll(() => heard.some((m) => m.includes(`still here after ${code}`))).toBe(true);
    neighbour.close();
  });
});
