import type { SystemConfig } from '../site/index.js';

/** The text that drifts over the picture (config `player.bullet_secret`), ready to draw. */
export interface Watermark {
  text: string;
  /** px */
  size: number;
  color: string;
  /** 0–1 */
  opacity: number;
}

// A CSS colour as an administrator types it (red, #f00, rgba(255,0,0,.5)); anything else falls back.
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

/**
 * The watermark for this member, or null when config `player.enabled_bullet_secret` is off (it
 * arrives as "0"/"1" or 0). `${mobile}` (and the public client's `${user.mobile}`, `${user.id}`) are
 * replaced by the member's own.
 */
export function playerWatermark(
  config: Pick<SystemConfig, 'player'> | null | undefined,
  member: { mobile?: string | number; id?: number | string } | null | undefined,
): Watermark | null {
  const player = config?.player;
  if (!player || Number(player.enabled_bullet_secret) !== 1) return null;
  const bullet = player.bullet_secret ?? { size: 14, color: 'red', opacity: 1, text: '${mobile}' };
  const mobile = String(member?.mobile ?? '');
  const text = String(bullet.text ?? '${mobile}')
    .replaceAll('${user.mobile}', mobile)
    .replaceAll('${mobile}', mobile)
    .replaceAll('${user.id}', String(member?.id ?? ''))
    .trim();
  if (!text) return null;
  const size = Number(bullet.size);
  const opacity = Number(bullet.opacity);
  const color = String(bullet.color ?? '').trim();
  return {
    text,
    size: size >= 8 && size <= 72 ? size : 14,
    color: COLOR.test(color) ? color : 'red',
    opacity: opacity > 0 && opacity <= 1 ? opacity : 1,
  };
}
