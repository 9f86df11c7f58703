import type { ServerContext } from '../../context.js';
import { publicBase } from '../../http/public-url.js';
import type { ServerModule } from '../module.js';

/**
 * Demo images drawn on the fly as SVG (covers, avatars, banners), so seeded content has real
 * pictures without shipping binaries or reaching another host.
 */
const PALETTE = ['#3ca7fa', '#5b8ff9', '#36cfc9', '#f6bd16', '#ff7875', '#9270ca', '#52c41a', '#fa8c16'];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] as string,
  );

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** Rough rendered width in em: CJK and full-width glyphs are square, Latin ones about half. */
const glyphEm = (ch: string) => (/[\u2e80-\uffef]/.test(ch) ? 1 : 0.56);

/** Breaks a title into at most two lines that fit `maxEm`, ending with an ellipsis when cut. */
function coverLines(title: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const ch of title.trim()) {
    const w = glyphEm(ch);
    if (width + w > maxEm) {
      if (lines.length === 1) return [lines[0], line.slice(0, -1).trim() + '…'];
      lines.push(line.trim());
      line = '';
      width = 0;
    }
    line += ch;
    width += w;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

export function coverSvg(seed: string, title: string, width = 640, height = 480): string {
  const h = hash(seed);
  const a = PALETTE[h % PALETTE.length];
  const b = PALETTE[(h >>> 8) % PALETTE.length];
  const size = Math.round(Math.min(width, height) / 9);
  const lines = coverLines(title, (width * 0.84) / size);
  const lineHeight = size * 1.3;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const text = lines
    .map((l, i) => `<tspan x="50%" y="${Math.round(top + i * lineHeight)}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.35}" fill="#fff" opacity="0.12"/>
<text text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${text}</text>
</svg>`;
}

export function avatarSvg(seed: string): string {
  const h = hash(seed);
  const bg = PALETTE[h % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="48" fill="${bg}"/>
<circle cx="48" cy="38" r="17" fill="#fff" opacity="0.92"/>
<path d="M18 84c4-17 17-26 30-26s26 9 30 26" fill="#fff" opacity="0.92"/>
</svg>`;
}

/** Absolute URL of a generated cover image. */
export function coverUrl(ctx: ServerContext, seed: string, title: string, size: 'card' | 'banner' = 'card'): string {
  return `${publicBase(ctx)}/images/${size === 'banner' ? 'banner' : 'cover'}/${encodeURIComponent(seed)}.svg?t=${encodeURIComponent(title)}`;
}

/** Absolute URL of a generated avatar; the default avatar is seed "default". */
export function avatarUrl(ctx: ServerContext, seed: string | number = 'default'): string {
  return `${publicBase(ctx)}/images/avatar/${encodeURIComponent(String(seed))}.svg`;
}

const svg = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });

export const mediaModule: ServerModule = {
  name: 'media',
  schema: [],
  routes(app) {
    app.get('/images/cover/:seed{[^/]+\\.svg}', (c) =>
      svg(coverSvg(c.req.param('seed'), (c.req.query('t') ?? '').slice(0, 60))),
    );
    app.get('/images/banner/:seed{[^/]+\\.svg}', (c) =>
      svg(coverSvg(c.req.param('seed'), (c.req.query('t') ?? '').slice(0, 60), 1200, 400)),
    );
    app.get('/images/avatar/:seed{[^/]+\\.svg}', (c) => svg(avatarSvg(c.req.param('seed'))));
  },
};
