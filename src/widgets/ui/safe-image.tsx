import type { ImgHTMLAttributes, ReactElement } from 'react';
import { safeImageUrl } from '#core/guards/links.js';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** An address from the server (avatar, cover, logo, captcha...): checked by core's safeImageUrl. */
  src: string | null | undefined;
  /** Shown instead when the address is missing or refused (the placeholder); nothing by default. */
  fallback?: ReactElement | null;
}

/**
 * The one way widgets and pages put an image on screen: the address passes the link check
 * (http(s), a path of this site, or an inline raster image) or the placeholder shows instead.
 */
export function SafeImage({ src, fallback = null, ...rest }: SafeImageProps) {
  const safe = safeImageUrl(src);
  return safe ? <img {...rest} src={safe} /> : fallback;
}
