import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one demo clip every video plays. Found beside this file when running from source and under
 * the working directory when running the bundled server (which `npm start` starts from the root).
 */
const CANDIDATES = [
  join(dirname(fileURLToPath(import.meta.url)), 'assets', 'demo.mp4'),
  join(process.cwd(), 'src', 'server', 'modules', 'content', 'assets', 'demo.mp4'),
];

let cached: Buffer | null | undefined;

function demoClip(): Buffer | null {
  if (cached === undefined) {
    const path = CANDIDATES.find((p) => existsSync(p));
    cached = path ? readFileSync(path) : null;
  }
  return cached;
}

/** Serves the clip with byte ranges, which players need to seek. */
export function demoVideoResponse(range: string | undefined): Response {
  const clip = demoClip();
  if (!clip) return new Response('demo media missing', { status: 404 });
  const headers: Record<string, string> = {
    'Content-Type': 'video/mp4',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=86400',
  };
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) {
    return new Response(new Uint8Array(clip), { status: 200, headers: { ...headers, 'Content-Length': String(clip.length) } });
  }
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, clip.length - Number(match[2]));
    end = clip.length - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? clip.length - 1 : Math.min(Number(match[2]), clip.length - 1);
  }
  if (start >= clip.length || start > end) {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${clip.length}` } });
  }
  const body = clip.subarray(start, end + 1);
  return new Response(new Uint8Array(body), {
    status: 206,
    headers: { ...headers, 'Content-Length': String(body.length), 'Content-Range': `bytes ${start}-${end}/${clip.length}` },
  });
}
