/**
 * Requests whose body arrives late: the headers go out at once, on a connection of their own, and
 * the body only after a pause (and after whatever `beforeBody` does), the way a slow or hostile
 * client can hold a request open while others change what it is about.
 */
import { request } from 'node:http';

export interface SlowAnswer {
  status: number;
  json: any;
}

export interface SlowOptions {
  token?: string;
  method?: string;
  /** How long the body is held after the headers (default 400 ms). */
  delayMs?: number;
  /** Runs while the body is held: headers sent, body not yet. */
  beforeBody?: () => Promise<unknown>;
  /** Sent as is (a form) instead of JSON. */
  form?: boolean;
}

export function slowRequest(
  base: { url: string } | string,
  path: string,
  body: Record<string, unknown>,
  opts: SlowOptions = {},
): Promise<SlowAnswer> {
  const url = new URL(path, typeof base === 'string' ? base : base.url);
  const payload = Buffer.from(
    opts.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  );
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': opts.form ? 'application/x-www-form-urlencoded' : 'application/json',
    'Content-Length': String(payload.length),
  };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
    });
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(async () => {
      try {
        await opts.beforeBody?.();
        req.end(payload);
      } catch (err) {
        req.destroy();
        reject(err);
      }
    }, opts.delayMs ?? 400);
  });
}

/** The same slow request from several connections at once (one per entry of `bodies`). */
export function slowRace(
  base: { url: string } | string,
  path: string,
  bodies: Array<{ body: Record<string, unknown>; token?: string }>,
  opts: Omit<SlowOptions, 'token' | 'beforeBody'> = {},
): Promise<SlowAnswer[]> {
  return Promise.all(bodies.map(({ body, token }) => slowRequest(base, path, body, { ...opts, token })));
}

/** The messages of the refusals (code 1 envelopes) among `answers`, and how many succeeded. */
export function tally(answers: SlowAnswer[]): { ok: number; refused: string[] } {
  const refused = answers.filter((a) => a.json?.code !== 0).map((a) => String(a.json?.message ?? a.status));
  return { ok: answers.length - refused.length, refused };
}
