import type { Context, Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import type { AppEnv } from '#server/http/auth.js';
import { publicBase } from '#server/http/public-url.js';
import { macFor, macMatches } from '#server/http/signing.js';
import {
  bytesResponse,
  hlsPlaylist,
  initWithDuration,
  sampleLesson,
  shiftedFragment,
  videoMedia,
} from '../shared/deps.js';
import { findCourse, findVideo, hasReplay, sessionEnd, sessionStatus, type LiveVideoRow } from './data.js';
import { liveRuntime } from './runtime.js';

/**
 * The simulated live stream of a session. While the session is live (by the clock, the development
 * clock included) and its teacher has not left (POST /__dev/live/stream), a sliding-window HLS
 * playlist lists the last few one-second segments cut from the sample lesson, repeated end to end
 * with their decode times moved on so the timeline never jumps back. Once the session is over a
 * recorded one replays as a VOD playlist of the sample. Addresses carry a signed grant (member,
 * session, expiry) instead of the token, as media addresses do.
 */

/** Segments in a live playlist. */
export const LIVE_WINDOW = 6;
/** The stream runs this long before the start, so the first playlist is already full. */
const PREROLL_SECONDS = LIVE_WINDOW;
const PURPOSE = 'live-stream';
/** A grant outlives the session by this much (a replay watched right after the end). */
const GRANT_MARGIN_SECONDS = 3600;

export type StreamRefusal = '直播未开始' | '直播已结束' | '讲师暂时离开直播间';

const signed = (member: number, video: number, expires: number) => `${member}:${video}:${expires}`;

function grantQuery(ctx: ServerContext, member: number, video: LiveVideoRow): string {
  const expires = Math.floor(Math.max(ctx.options.now(), sessionEnd(video)) / 1000) + GRANT_MARGIN_SECONDS;
  return `m=${member}&e=${expires}&s=${macFor(ctx, PURPOSE, signed(member, video.id, expires))}`;
}

/** The grant of a stream request: its query string rebuilt from checked fields, 'expired', or null. */
function readGrant(ctx: ServerContext, videoId: number, c: Context): string | 'expired' | null {
  const member = c.req.query('m') ?? '';
  const expires = c.req.query('e') ?? '';
  const mac = c.req.query('s') ?? '';
  if (!/^[1-9]\d{0,11}$/.test(member) || !/^[1-9]\d{0,11}$/.test(expires) || !/^[\w-]{43}$/.test(mac)) return null;
  if (!macMatches(ctx, PURPOSE, signed(Number(member), videoId, Number(expires)), mac)) return null;
  if (Number(expires) * 1000 <= ctx.options.now()) return 'expired';
  return `m=${member}&e=${expires}&s=${mac}`;
}

/** Why the live playlist is not there right now, or null while it streams. */
export function liveRefusal(ctx: ServerContext, video: LiveVideoRow): StreamRefusal | null {
  const status = sessionStatus(ctx, video);
  if (status === 0) return '直播未开始';
  if (status === 2) return '直播已结束';
  return liveRuntime(ctx).stopped.has(video.id) ? '讲师暂时离开直播间' : null;
}

/**
 * The play call's `play_url` for a member, as the Zhibo addon gives it: while the session is live
 * (also while the teacher is away: the player finds out and says so) the live playlist, one
 * address; once a recorded session is over its replay as a list of qualities `[{name, url}]`
 * (the public client hands it to its player's quality menu), `[]` without one; '' before the start.
 */
export function streamUrl(
  ctx: ServerContext,
  member: number,
  video: LiveVideoRow,
): string | Array<{ name: string; url: string }> {
  const base = `${publicBase(ctx)}/addons/zhibo/stream/${video.id}`;
  const status = sessionStatus(ctx, video);
  if (status === 1) return `${base}/live.m3u8?${grantQuery(ctx, member, video)}`;
  if (status === 0) return '';
  if (hasReplay(ctx, video) && sampleLesson())
    return [{ name: '原画', url: `${base}/full.m3u8?${grantQuery(ctx, member, video)}` }];
  return [];
}

interface LiveSource {
  fragments: NonNullable<ReturnType<typeof sampleLesson>>['fragments'];
  /** Seconds of one pass through the sample. */
  loop: number;
}

function liveSource(): LiveSource | null {
  const sample = sampleLesson();
  return sample ? { fragments: sample.fragments, loop: sample.duration } : null;
}

/** Sequence number of the newest complete segment at this point of the session. */
function newestSegment(ctx: ServerContext, video: LiveVideoRow, source: LiveSource): number {
  const streamed = (ctx.options.now() - video.published_at) / 1000 + PREROLL_SECONDS;
  const loops = Math.floor(streamed / source.loop);
  const within = streamed - loops * source.loop;
  const done = source.fragments.filter((f) => f.time + f.duration <= within + 1e-6).length;
  return loops * source.fragments.length + done - 1;
}

function livePlaylist(ctx: ServerContext, video: LiveVideoRow, source: LiveSource, query: string): string {
  const last = newestSegment(ctx, video, source);
  const first = Math.max(0, last - LIVE_WINDOW + 1);
  const n = source.fragments.length;
  const target = Math.ceil(Math.max(...source.fragments.map((f) => f.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="live/init.mp4?${query}"`,
  ];
  for (let seq = first; seq <= last; seq++) {
    lines.push(`#EXTINF:${source.fragments[seq % n].duration.toFixed(3)},`, `live/${seq}.m4s?${query}`);
  }
  lines.push('');
  return lines.join('\n');
}

let liveInit: Buffer | null = null;

/** `live.m3u8`, `live/init.mp4`, `live/{seq}.m4s`; the replay: `full.m3u8`, `full/init.mp4`, `full/{n}.m4s`. */
const STREAM_PATH = /^\/addons\/zhibo\/stream\/(\d{1,9})\/(live|full)(?:\.(m3u8)|\/(init)\.mp4|\/(\d{1,9})\.m4s)$/;

const refuse = (c: Context, message: string, status: 403 | 404) =>
  c.json({ message }, status, { 'Cache-Control': 'no-store' });

export function streamRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.get('/addons/zhibo/stream/*', (c) => {
    const parts = STREAM_PATH.exec(c.req.path);
    if (!parts) return refuse(c, '播放地址无效', 403);
    const [, id, kind, playlist, init, seqText] = parts;
    const videoId = Number(id);
    const grant = readGrant(ctx, videoId, c);
    if (grant === 'expired') return refuse(c, '播放地址已过期', 403);
    if (!grant) return refuse(c, '播放地址无效', 403);
    const video = findVideo(ctx, videoId);
    const source = liveSource();
    if (!video || !findCourse(ctx, video.course_id) || !source) return refuse(c, '播放地址无效', 403);

    if (kind === 'full') {
      const cut = hasReplay(ctx, video) ? videoMedia({ duration: 0, free_seconds: 0 }, 'full') : null;
      if (!cut) return refuse(c, '暂无回放', 404);
      const headers = { 'Cache-Control': 'private, max-age=3600' };
      if (playlist) {
        return new Response(hlsPlaylist(cut, 'full', grant), {
          headers: { ...headers, 'Content-Type': 'application/vnd.apple.mpegurl' },
        });
      }
      const bytes = init ? cut.init : cut.segments[Number(seqText)]?.bytes;
      if (!bytes) return refuse(c, '超出可播放范围', 404);
      return bytesResponse(bytes, c.req.header('Range'), { ...headers, 'Content-Type': 'video/mp4' });
    }

    // The live stream: nothing while the session is not live or its teacher is away.
    const refusal = liveRefusal(ctx, video);
    if (refusal) return refuse(c, refusal, 404);
    if (playlist) {
      return new Response(livePlaylist(ctx, video, source, grant), {
        headers: { 'Cache-Control': 'no-store', 'Content-Type': 'application/vnd.apple.mpegurl' },
      });
    }
    if (init) {
      // A live init announces no duration: the stream has no end a player could seek to.
      liveInit ??= initWithDuration(sampleLesson()!.init, 0);
      return bytesResponse(liveInit, c.req.header('Range'), {
        'Cache-Control': 'private, max-age=3600',
        'Content-Type': 'video/mp4',
      });
    }
    const seq = Number(seqText);
    if (seq > newestSegment(ctx, video, source)) return refuse(c, '分片尚未生成', 404);
    const n = source.fragments.length;
    const bytes = shiftedFragment(sampleLesson()!, source.fragments[seq % n], Math.floor(seq / n) * source.loop);
    return bytesResponse(bytes, c.req.header('Range'), {
      'Cache-Control': 'private, max-age=3600',
      'Content-Type': 'video/mp4',
    });
  });
}
