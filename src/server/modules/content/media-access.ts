import type { ServerContext } from '../../context.js';
import { macFor, macMatches } from '../../http/signing.js';
import type { Variant } from './media.js';

/**
 * Media addresses are capabilities: playinfo signs who may play which video in which variant until
 * when, and the media routes serve nothing else. Players cannot send the member's token with every
 * range or segment request, so the signed query takes its place.
 */
const PURPOSE = 'media';

/**
 * An address lives for the lesson's length plus this margin (pauses, buffering, a slow start); a
 * player whose address has expired asks playinfo again.
 */
export const MEDIA_URL_MARGIN_SECONDS = 300;

export interface MediaGrant {
  member: number;
  video: number;
  variant: Variant;
  /** Unix seconds. */
  expires: number;
  /** The query string that carries the grant, rebuilt from its checked fields. */
  query: string;
}

const signed = (g: Omit<MediaGrant, 'query'>) => `${g.member}:${g.video}:${g.variant}:${g.expires}`;
const queryOf = (member: number, expires: number, mac: string) => `m=${member}&e=${expires}&s=${mac}`;

/** Issues a grant for `seconds` of media: the query string (`m`, `e`, `s`) of its addresses. */
export function grantQuery(
  ctx: ServerContext,
  member: number,
  video: number,
  variant: Variant,
  seconds: number,
): string {
  const expires = Math.floor(ctx.options.now() / 1000) + Math.ceil(seconds) + MEDIA_URL_MARGIN_SECONDS;
  return queryOf(member, expires, macFor(ctx, PURPOSE, signed({ member, video, variant, expires })));
}

/**
 * Reads the grant of a media request: null unless every field is present and well-formed and the
 * signature covers exactly this member, video, variant and expiry; 'expired' for a genuine grant
 * past its time.
 */
export function readGrant(
  ctx: ServerContext,
  video: number,
  variant: Variant,
  query: (name: string) => string | undefined,
): MediaGrant | 'expired' | null {
  const member = query('m') ?? '';
  const expires = query('e') ?? '';
  const mac = query('s') ?? '';
  if (!/^[1-9]\d{0,11}$/.test(member) || !/^[1-9]\d{0,11}$/.test(expires) || !/^[\w-]{43}$/.test(mac)) return null;
  const fields = { member: Number(member), video, variant, expires: Number(expires) };
  if (!macMatches(ctx, PURPOSE, signed(fields), mac)) return null;
  if (fields.expires * 1000 <= ctx.options.now()) return 'expired';
  return { ...fields, query: queryOf(fields.member, fields.expires, mac) };
}
