/**
 * A WebSocket spoken by hand over a TCP socket, for tests that must send what no WebSocket library
 * sends (oversized, reserved, unmasked or malformed frames) and read the server's frames as bytes.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export interface RawFrame {
  fin: boolean;
  opcode: number;
  payload: Buffer;
}

export interface RawWebSocket {
  socket: Socket;
  /** The status line and headers of the answer to the upgrade request. */
  status: number;
  head: string;
  /** Frames the server has sent so far (after a 101). */
  frames: RawFrame[];
  /** The body of a refusal (any status but 101) as far as it has arrived. */
  body(): string;
  /** Waits for the server's close frame: its code and reason. */
  closeFrame(): Promise<{ code: number; reason: string }>;
  /** Resolves when the TCP connection is gone. */
  ended: Promise<void>;
}

/**
 * One client frame. Clients must mask (RFC 6455 5.3); `mask: false` sends the payload bare, which
 * a server must refuse.
 */
export function clientFrame(opcode: number, payload: Buffer, { fin = true, mask = true } = {}): Buffer {
  const length = payload.length;
  const lengthBytes =
    length < 126
      ? Buffer.from([length])
      : length < 65536
        ? Buffer.from([126, length >> 8, length & 0xff])
        : (() => {
            const b = Buffer.alloc(9);
            b[0] = 127;
            b.writeBigUInt64BE(BigInt(length), 1);
            return b;
          })();
  if (mask) lengthBytes[0] |= 0x80;
  const first = Buffer.from([(fin ? 0x80 : 0) | opcode]);
  if (!mask) return Buffer.concat([first, lengthBytes, payload]);
  const key = randomBytes(4);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ key[i % 4]));
  return Buffer.concat([first, lengthBytes, key, masked]);
}

/** Splits server frames off the front of `buffer`; returns them and what is left (a partial frame). */
function parseFrames(buffer: Buffer): { frames: RawFrame[]; rest: Buffer } {
  const frames: RawFrame[] = [];
  let at = 0;
  for (;;) {
    if (buffer.length - at < 2) break;
    let length = buffer[at + 1] & 0x7f;
    let offset = at + 2;
    if (length === 126) {
      if (buffer.length - offset < 2) break;
      length = buffer.readUInt16BE(offset);
      offset += 2;
    } else if (length === 127) {
      if (buffer.length - offset < 8) break;
      length = Number(buffer.readBigUInt64BE(offset));
      offset += 8;
    }
    if (buffer.length - offset < length) break;
    frames.push({
      fin: (buffer[at] & 0x80) !== 0,
      opcode: buffer[at] & 0x0f,
      payload: buffer.subarray(offset, offset + length),
    });
    at = offset + length;
  }
  return { frames, rest: buffer.subarray(at) };
}

/**
 * Opens `url` (ws://host:port/path?query) with a hand-written upgrade request. Resolves once the
 * answer's headers are in, whatever the status; for a 101 the socket then carries frames.
 */
export function openRawWebSocket(url: string, headers: Record<string, string> = {}): Promise<RawWebSocket> {
  const target = new URL(url);
  const socket = connect(Number(target.port), target.hostname);
  const request =
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nUpgrade: websocket\r\n` +
    `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
    `Sec-WebSocket-Version: 13\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`;
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  return new Promise((resolve, reject) => {
    let buffer: Buffer = Buffer.alloc(0);
    let opened: RawWebSocket | null = null;
    const waiters: Array<() => void> = [];
    socket.once('connect', () => socket.write(request));
    socket.once('close', () => {
      if (!opened) reject(new Error('connection closed before the upgrade was answered'));
      waiters.splice(0).forEach((w) => w());
    });
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!opened) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString('latin1');
        buffer = buffer.subarray(end + 4);
        const frames: RawFrame[] = [];
        let body: Buffer = Buffer.alloc(0);
        opened = {
          body: () => body.toString('utf8'),
          socket,
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
          head,
          frames,
          ended,
          closeFrame: () =>
            new Promise((done, fail) => {
              const look = () => {
                const close = frames.find((f) => f.opcode === 0x8);
                if (close) {
                  done({ code: close.payload.readUInt16BE(0), reason: close.payload.subarray(2).toString('utf8') });
                } else if (socket.destroyed) fail(new Error('connection closed without a close frame'));
                else waiters.push(look);
              };
              look();
            }),
        };
        if (opened.status !== 101) {
          socket.on('data', (more: Buffer) => (body = Buffer.concat([body, more])));
          body = buffer;
          resolve(opened);
          return;
        }
        resolve(opened);
      }
      if (opened.status !== 101) return;
      const { frames, rest } = parseFrames(buffer);
      buffer = rest;
      opened.frames.push(...frames);
      if (frames.length) waiters.splice(0).forEach((w) => w());
    });
  });
}
