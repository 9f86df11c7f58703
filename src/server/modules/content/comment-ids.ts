import { createHmac } from 'node:crypto';

/**
 * The v3 comment ids (4.9.22+): MeEdu sends Hashids strings (salt = JWT secret, min length 16)
 * for `id`, `parent_id` and `reply_id`, 0 included. Here: ten base-62 digits of the number and a
 * six-character keyed tag, so only ids this server gave out decode.
 */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BODY = 10;
const TAG = 6;

function base62(n: number, width: number): string {
  let out = '';
  let rest = Math.floor(n);
  do {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out.padStart(width, '0').slice(-width);
}

const tag = (secret: string, body: string) =>
  base62(createHmac('sha256', secret).update(`comment:${body}`).digest().readUIntBE(0, 6), TAG);

export function encodeCommentId(secret: string, id: number): string {
  const body = base62(id, BODY);
  return body + tag(secret, body);
}

/** The number behind a hash, or null for anything this server did not give out. */
export function decodeCommentId(secret: string, hash: unknown): number | null {
  if (typeof hash !== 'string' || hash.length !== BODY + TAG) return null;
  const body = hash.slice(0, BODY);
  if (!/^[0-9a-zA-Z]+$/.test(hash) || hash.slice(BODY) !== tag(secret, body)) return null;
  let n = 0;
  for (const ch of body) n = n * 62 + ALPHABET.indexOf(ch);
  return Number.isSafeInteger(n) ? n : null;
}
