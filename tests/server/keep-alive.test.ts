/**
 * Persistent connections: a request whose body the handler never reads must not spoil the socket
 * for the next request. Driven over a raw TCP socket so both requests provably share one
 * connection (fetch and http.Agent would quietly open a new one).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_MOBILE, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, DEMO_MOBILE);
});
afterAll(() => server.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One TCP connection that sends requests and reads Content-Length–framed answers in turn. */
class Connection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  ended = false;
  error: Error | null = null;

  private constructor(private socket: Socket) {
    socket.on('data', (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.waiting?.();
    });
    socket.on('end', () => {
      this.ended = true;
      this.waiting?.();
    });
    socket.on('error', (err) => {
      this.error = err;
      this.waiting?.();
    });
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  send(method: string, path: string, body?: Buffer, headers: Record<string, string> = {}): void {
    const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Accept: application/json'];
    for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
    if (body) lines.push('Content-Type: application/json', `Content-Length: ${body.length}`);
    this.socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body ?? Buffer.alloc(0)]));
  }

  /** The next complete answer; rejects when the connection ends, resets or stays silent for 3 s. */
  async read(): Promise<RawResponse> {
    const deadline = Date.now() + 3000;
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.error) throw new Error(`connection failed: ${this.error.message}`);
      if (this.ended) throw new Error('connection closed by the server before an answer');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no answer within 3 s');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = null;
    }
  }

  /** Resolves once the server has ended the connection (or after 3 s, with `ended` still false). */
  async closed(): Promise<boolean> {
    const deadline = Date.now() + 3000;
    while (!this.ended && !this.error && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return this.ended || this.error !== null;
  }

  destroy(): void {
    this.socket.destroy();
  }

  private parse(): RawResponse | null {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine, ...headerLines] = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    if (headers['content-length'] === undefined) throw new Error(`answer without Content-Length: ${statusLine}`);
    const length = Number(headers['content-length']);
    if (this.buffer.length < headEnd + 4 + length) return null;
    const body = this.buffer.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

/** A JSON object body of exactly `bytes` bytes. */
function jsonBody(bytes: number): Buffer {
  const frame = JSON.stringify({ pad: '' });
  return Buffer.from(JSON.stringify({ pad: 'x'.repeat(bytes - frame.length) }));
}

const LIMIT = 1024 * 1024;
const auth = () => ({ Authorization: `Bearer ${token}` });

describe('keep-alive after a body the handler never reads', () => {
  for (const [label, bytes] of [
    ['200 KB', 200 * 1024],
    ['just under 1 MB', LIMIT - 1],
  ] as const) {
    test(`${label} to POST /api/v2/order/video, then a second request on the same socket`, async () => {
      const conn = await Connection.open(server.port);
      try {
        conn.send('POST', '/api/v2/order/video', jsonBody(bytes), auth());
        const first = await conn.read();
        expect(first.status).toBe(200);
        expect(JSON.parse(first.body)).toEqual({ code: 1, message: '错误', data: [] });
        expect(first.headers.connection).toBe('keep-alive');

        conn.send('GET', '/api/v2/roles');
        const second = await conn.read();
        expect(second.status).toBe(200);
        expect(JSON.parse(second.body).code).toBe(0);

        // And the socket is still good for a third, with a body that is read this time.
        conn.send(
          'POST',
          '/api/v2/login/password',
          Buffer.from(JSON.stringify({ mobile: DEMO_MOBILE, password: 'meedu123' })),
        );
        const third = await conn.read();
        expect(JSON.parse(third.body).code).toBe(0);
      } finally {
        conn.destroy();
      }
    });
  }

  test('a read body (login) keeps the connection too', async () => {
    const conn = await Connection.open(server.port);
    try {
      const body = Buffer.from(
        JSON.stringify({ mobile: DEMO_MOBILE, password: 'meedu123', pad: 'x'.repeat(200 * 1024) }),
      );
      conn.send('POST', '/api/v2/login/password', body);
      expect(JSON.parse((await conn.read()).body).code).toBe(0);
      conn.send('GET', '/api/v2/roles');
      expect(JSON.parse((await conn.read()).body).code).toBe(0);
    } finally {
      conn.destroy();
    }
  });

  test('just over 1 MB: 413 with Connection: close, the server ends the socket, a new one works', async () => {
    const conn = await Connection.open(server.port);
    try {
      conn.send('POST', '/api/v2/order/video', jsonBody(LIMIT + 1), auth());
      const refused = await conn.read();
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toEqual({ code: 1, message: '请求数据过大，不能超过 1MB', data: [] });
      expect(await conn.closed()).toBe(true);
    } finally {
      conn.destroy();
    }
    const next = await Connection.open(server.port);
    try {
      next.send('GET', '/api/v2/roles');
      expect(JSON.parse((await next.read()).body).code).toBe(0);
    } finally {
      next.destroy();
    }
  });
});
