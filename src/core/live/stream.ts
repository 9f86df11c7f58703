import type { LivePlay } from './types.js';

/**
 * The address the room's player plays: the live stream's while the session is live, else the
 * first of the replay's qualities (the public client's player starts on the first too); '' when
 * there is nothing to play.
 */
export function streamAddress(play: Pick<LivePlay, 'play_url'>): string {
  const url = play.play_url;
  if (typeof url === 'string') return url;
  const first = Array.isArray(url) ? url.find((q) => q && typeof q.url === 'string' && q.url) : undefined;
  return first?.url ?? '';
}
