import type { Duplex } from 'node:stream';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  429: 'Too Many Requests',
};

/**
 * Answers a WebSocket upgrade request with a plain HTTP refusal (a JSON `{message}`) and hangs up:
 * the socket was never handed to a WebSocket, so this is all the client gets.
 */
export function refuseUpgrade(
  socket: Duplex,
  status: keyof typeof REASONS,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ message });
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`,
  );
}
