import type { Context } from 'hono';
import { ServiceError } from './envelope.js';

/**
 * Uploaded images (learning photos, pictures in questions and answers): accepted only as real
 * PNG, JPEG or WebP files, told by their bytes, not their name.
 */
export const SNAPSHOT_MAX_BYTES = 1_000_000;

const KINDS: { mime: string; ext: string; matches(b: Uint8Array): boolean }[] = [
  {
    mime: 'image/png',
    ext: 'png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  },
  { mime: 'image/jpeg', ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    ext: 'webp',
    matches: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
];

/** The image kind of these bytes, or null when they are not an accepted image. */
export function imageKind(bytes: Uint8Array): { mime: string; ext: string } | null {
  const kind = KINDS.find((k) => bytes.length >= 12 && k.matches(bytes));
  return kind ? { mime: kind.mime, ext: kind.ext } : null;
}

export const extensionOf = (mime: string) => KINDS.find((k) => k.mime === mime)?.ext ?? 'bin';

/** A multipart body's text fields and its `file` part; a body that does not parse is refused. */
export async function readMultipart(c: Context): Promise<{ fields: Record<string, string>; file: File | null }> {
  let body: Record<string, string | File>;
  try {
    body = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new ServiceError('请求数据格式错误');
  }
  const file = body.file instanceof File ? body.file : null;
  const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
  return { fields, file };
}
