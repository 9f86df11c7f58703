import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import type { AppEnv } from '../../http/auth.js';
import { grantQuery, readGrant } from './media-access.js';
import { bytesResponse, hlsPlaylist, videoFormat, videoMedia, type Variant } from './media.js';
import { publishedCourse, visibleVideo, type VideoRow } from './queries.js';

/**
 * The playinfo `urls` entry for a member and a video in a variant, or null when the video has no
 * such media (a trial shorter than one fragment, or no media installed).
 */
export function playUrl(ctx: ServerContext, member: number, video: VideoRow, variant: Variant) {
  const cut = videoMedia(video, variant);
  if (!cut) return null;
  const format = videoFormat(video);
  const query = grantQuery(ctx, member, video.id, variant, cut.duration);
  const base = ctx.options.publicUrl.replace(/\/$/, '');
  return {
    url: `${base}/media/vod/${video.id}/${variant}.${format}?${query}`,
    format,
    duration: cut.duration,
    name: '',
  };
}

/** `{variant}.mp4`, `{variant}.m3u8`, `{variant}/init.mp4` or `{variant}/{n}.m4s`. */
const MEDIA_PATH = /^(full|trial)(?:\.(mp4|m3u8)|\/(init)\.mp4|\/(\d{1,4})\.m4s)$/;

const refuse = (c: Context, message: string) => c.json({ message }, 403);

export function mediaRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  // Every address under /media/vod/ must carry a valid grant: anything else, including the
  // unsigned addresses of earlier versions, is refused the same way.
  app.get('/media/vod/*', (c) => {
    const match = /^\/media\/vod\/(\d{1,12})\/(.+)$/.exec(c.req.path);
    const parts = match ? MEDIA_PATH.exec(match[2]) : null;
    if (!match || !parts) return refuse(c, '播放地址无效');
    const videoId = Number(match[1]);
    const variant = parts[1] as Variant;
    const grant = readGrant(ctx, videoId, variant, (name) => c.req.query(name));
    if (grant === 'expired') return refuse(c, '播放地址已过期');
    if (!grant) return refuse(c, '播放地址无效');
    const video = visibleVideo(ctx, videoId);
    const cut = video && publishedCourse(ctx, video.course_id) ? videoMedia(video, variant) : null;
    if (!cut) return refuse(c, '播放地址无效');

    // A grant is good until it expires, so is any copy a cache keeps.
    const maxAge = Math.max(0, grant.expires - Math.floor(ctx.options.now() / 1000));
    const headers = { 'Cache-Control': `private, max-age=${maxAge}` };
    const range = c.req.header('Range');
    if (parts[2] === 'mp4') return bytesResponse(cut.mp4, range, { ...headers, 'Content-Type': 'video/mp4' });
    if (parts[2] === 'm3u8') {
      return new Response(hlsPlaylist(cut, variant, grant.query), {
        headers: { ...headers, 'Content-Type': 'application/vnd.apple.mpegurl' },
      });
    }
    if (parts[3]) return bytesResponse(cut.init, range, { ...headers, 'Content-Type': 'video/mp4' });
    // Segments past the variant's end do not exist for this grant: a trial never reaches them.
    const segment = cut.segments[Number(parts[4])];
    if (!segment) return refuse(c, '超出可播放范围');
    return bytesResponse(segment.bytes, range, { ...headers, 'Content-Type': 'video/mp4' });
  });
}
