import type { PlayUrl } from '../course/index.js';
import { safeHttpUrl } from '../guards/links.js';

/** What the player is given to play: a checked address and how to play it. */
export interface PlaySource {
  url: string;
  /** `hls`: an .m3u8 playlist (native where the browser has HLS, else hls.js); `file`: MP4 and the like. */
  kind: 'hls' | 'file';
  /** Seconds the address delivers, as playinfo says (0 when it does not know). */
  duration: number;
}

const isHls = (u: PlayUrl) => /^(m3u8|hls)$/i.test(String(u.format ?? '')) || /\.m3u8(?:[?#]|$)/i.test(u.url);

/**
 * The first address playinfo lists (its default quality, as the public client plays it), through
 * the URL check every server address passes; null when there is none usable (无播放地址).
 */
export function pickSource(urls: PlayUrl[] | null | undefined): PlaySource | null {
  for (const u of urls ?? []) {
    const url = safeHttpUrl(u?.url);
    if (!url) continue;
    return { url, kind: isHls(u) ? 'hls' : 'file', duration: Math.max(0, Number(u.duration) || 0) };
  }
  return null;
}
