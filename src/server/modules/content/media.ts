import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fragmentsWithin, initWithDuration, readFragmentedMp4, type FragmentedMp4 } from './fmp4.js';
import type { VideoRow } from './queries.js';

/**
 * The sample lesson every video plays: a 10 s fragmented MP4 (H.264 + AAC, 1 s fragments, see
 * docs/server-content.md for how it was made). Each video plays its first `duration` seconds, a trial
 * its first `free_seconds`; the same cut is served as one MP4 file or as an HLS playlist of segments.
 * Found beside this file when running from source and under the working directory when running the
 * bundled server (which `npm start` starts from the root).
 */
const ASSET = 'sample-lesson.mp4';
const CANDIDATES = [
  join(dirname(fileURLToPath(import.meta.url)), 'assets', ASSET),
  join(process.cwd(), 'src', 'server', 'modules', 'content', 'assets', ASSET),
];

let sample: FragmentedMp4 | null | undefined;

export function sampleLesson(): FragmentedMp4 | null {
  if (sample === undefined) {
    const path = CANDIDATES.find((p) => existsSync(p));
    sample = path ? readFragmentedMp4(readFileSync(path)) : null;
  }
  return sample;
}

/** full: what a member who may watch gets; trial: the free opening a non-buyer may try. */
export type Variant = 'full' | 'trial';
export type MediaFormat = 'mp4' | 'm3u8';

export interface MediaCut {
  /** Seconds actually delivered (whole fragments). */
  duration: number;
  /** ftyp + moov announcing `duration`: the HLS init segment and the head of the MP4. */
  init: Buffer;
  /** The moof + mdat pairs: the HLS media segments and the rest of the MP4. */
  segments: Array<{ duration: number; bytes: Buffer }>;
  mp4: Buffer;
}

const cuts = new Map<number, MediaCut>();

/** The opening of the sample made of the whole fragments that end by `seconds`; null when none fits. */
function sampleCut(seconds: number): MediaCut | null {
  const source = sampleLesson();
  if (!source) return null;
  const fragments = fragmentsWithin(source, seconds);
  if (!fragments.length) return null;
  const cached = cuts.get(fragments.length);
  if (cached) return cached;
  const last = fragments[fragments.length - 1];
  const duration = Math.round((last.time + last.duration) * 1000) / 1000;
  const init = initWithDuration(source.init, duration);
  const segments = fragments.map((f) => ({ duration: f.duration, bytes: source.bytes.subarray(f.start, f.end) }));
  const cut = { duration, init, segments, mp4: Buffer.concat([init, ...segments.map((s) => s.bytes)]) };
  cuts.set(fragments.length, cut);
  return cut;
}

/**
 * What a video delivers in a variant: the full lesson is its `duration` (the whole sample when the
 * row has none or a longer one), the trial its `free_seconds` within that. Null when the variant
 * does not exist for the video (no trial) or no media is installed.
 */
export function videoMedia(video: Pick<VideoRow, 'duration' | 'free_seconds'>, variant: Variant): MediaCut | null {
  const source = sampleLesson();
  if (!source) return null;
  const full = video.duration > 0 ? Math.min(video.duration, source.duration) : source.duration;
  if (variant === 'full') return sampleCut(full);
  return video.free_seconds > 0 ? sampleCut(Math.min(video.free_seconds, full)) : null;
}

/** The format a video is stored in; rows from before the column existed play MP4. */
export const videoFormat = (video: { format?: string }): MediaFormat => (video.format === 'm3u8' ? 'm3u8' : 'mp4');

/**
 * An HLS VOD playlist over a cut: fMP4 segments behind one EXT-X-MAP, addressed relative to the
 * playlist (`{variant}/init.mp4`, `{variant}/{n}.m4s`) with the same signed query.
 */
export function hlsPlaylist(cut: MediaCut, variant: Variant, query: string): string {
  const target = Math.ceil(Math.max(...cut.segments.map((s) => s.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${variant}/init.mp4?${query}"`,
  ];
  cut.segments.forEach((s, i) => lines.push(`#EXTINF:${s.duration.toFixed(3)},`, `${variant}/${i}.m4s?${query}`));
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

/** Serves bytes whole or by one byte range (players seek with ranges). */
export function bytesResponse(bytes: Buffer, range: string | undefined, headers: Record<string, string>): Response {
  const all = { ...headers, 'Accept-Ranges': 'bytes' };
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) {
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: { ...all, 'Content-Length': String(bytes.length) },
    });
  }
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, bytes.length - Number(match[2]));
    end = bytes.length - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? bytes.length - 1 : Math.min(Number(match[2]), bytes.length - 1);
  }
  if (start >= bytes.length || start > end) {
    return new Response(null, { status: 416, headers: { ...all, 'Content-Range': `bytes */${bytes.length}` } });
  }
  const body = bytes.subarray(start, end + 1);
  return new Response(new Uint8Array(body), {
    status: 206,
    headers: {
      ...all,
      'Content-Length': String(body.length),
      'Content-Range': `bytes ${start}-${end}/${bytes.length}`,
    },
  });
}
