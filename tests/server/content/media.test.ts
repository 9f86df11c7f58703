import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFragmentedMp4 } from '#server/modules/content/fmp4.js';
import { grantQuery, MEDIA_URL_MARGIN_SECONDS } from '#server/modules/content/media-access.js';
import { api, apiData, login, startTestServer, type TestServer } from '../helpers.js';
import { tokenFor } from './support.js';

/**
 * Seeded fixtures: the demo member (1) bought course 1; member 15 did not. Course 1's lesson 1
 * (video 1) is MP4 with a 5 s trial, lesson 2 (video 2) HLS with a 3 s trial, lesson 3 (video 3)
 * has no trial.
 */
let s: TestServer;
let buyer: string;
let other: string;

beforeAll(async () => {
  s = await startTestServer();
  buyer = await login(s);
  other = await tokenFor(s, 15);
});
afterAll(async () => {
  await s?.close();
});

interface PlayUrl {
  url: string;
  format: string;
  duration: number;
  name: string;
}

async function playinfo(server: TestServer, videoId: number, token: string, trial = false): Promise<PlayUrl> {
  const data = await apiData<{ urls: PlayUrl[] }>(server, `/api/v2/video/${videoId}/playinfo`, {
    token,
    query: trial ? { is_try: 1 } : {},
  });
  expect(data.urls).toHaveLength(1);
  return data.urls[0];
}

const seededVideo = (id: number) =>
  s.ctx.db.prepare('SELECT id, duration, free_seconds, format FROM videos WHERE id = ?').get(id) as {
    id: number;
    duration: number;
    free_seconds: number;
    format: string;
  };

/** The same address with one query field replaced. */
function withQuery(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}

async function bytesOf(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Seconds the moov announces (mvhd duration / timescale): what players show as the length. */
function announcedSeconds(mp4: Buffer): number {
  const at = mp4.indexOf('mvhd') + 4;
  const wide = mp4[at] === 1;
  const timescale = mp4.readUInt32BE(at + (wide ? 20 : 12));
  const duration = wide ? Number(mp4.readBigUInt64BE(at + 24)) : mp4.readUInt32BE(at + 16);
  return duration / timescale;
}

/** Segment addresses of an HLS playlist, resolved against it, and the EXTINF total. */
function playlistOf(text: string, base: string) {
  const lines = text.trim().split('\n');
  const map = /^#EXT-X-MAP:URI="([^"]+)"$/.exec(lines.find((l) => l.startsWith('#EXT-X-MAP')) ?? '');
  const seconds = lines
    .filter((l) => l.startsWith('#EXTINF:'))
    .reduce((sum, l) => sum + Number.parseFloat(l.slice(8)), 0);
  return {
    lines,
    init: map ? new URL(map[1], base).toString() : '',
    segments: lines.filter((l) => l && !l.startsWith('#')).map((l) => new URL(l, base).toString()),
    seconds,
  };
}

async function expectRefused(url: string, message = '播放地址无效') {
  const res = await fetch(url);
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ message });
}

describe('media addresses are signed grants', () => {
  it('refuses unsigned media with 403, including the unsigned address of earlier versions', async () => {
    for (const path of [
      '/media/vod/1.mp4',
      '/media/vod/1/full.mp4',
      '/media/vod/1/full.m3u8',
      '/media/vod/2/full/0.m4s',
    ]) {
      await expectRefused(new URL(path, s.url).toString());
    }
    const ranged = await fetch(new URL('/media/vod/1.mp4', s.url), { headers: { Range: 'bytes=0-99' } });
    expect(ranged.status).toBe(403);
  });

  it('refuses an address with any signed field changed', async () => {
    const { url } = await playinfo(s, 1, buyer);
    expect((await fetch(url, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);
    const sig = new URL(url).searchParams.get('s')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const expires = Number(new URL(url).searchParams.get('e'));
    await expectRefused(withQuery(url, 's', flipped));
    await expectRefused(withQuery(url, 's', sig.slice(1)));
    await expectRefused(withQuery(url, 'e', String(expires + 3600)));
    await expectRefused(url.replace('/media/vod/1/', '/media/vod/3/'));
    await expectRefused(url.replace('/full.mp4', '/trial.mp4'));
    for (const name of ['m', 'e', 's']) {
      const u = new URL(url);
      u.searchParams.delete(name);
      await expectRefused(u.toString());
    }
  });

  it("refuses another member's grant: a buyer's signature under another id, a trial signature on the full lesson", async () => {
    const bought = await playinfo(s, 1, buyer);
    await expectRefused(withQuery(bought.url, 'm', '15'));
    const trial = await playinfo(s, 1, other, true);
    expect(new URL(trial.url).searchParams.get('m')).toBe('15');
    await expectRefused(trial.url.replace('/trial.mp4', '/full.mp4'));
    await expectRefused(withQuery(trial.url, 'm', '1').replace('/trial.mp4', '/full.mp4'));
  });

  it('expires after the lesson length plus the margin, by the server clock', async () => {
    const { url, duration } = await playinfo(s, 2, buyer);
    const playlist = await (await fetch(url)).text();
    const { init, segments } = playlistOf(playlist, url);
    const ttl = Math.ceil(duration) + MEDIA_URL_MARGIN_SECONDS;
    s.clock.advance(ttl - 2);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(segments[0])).status).toBe(200);
    s.clock.advance(2);
    await expectRefused(url, '播放地址已过期');
    await expectRefused(init, '播放地址已过期');
    await expectRefused(segments[0], '播放地址已过期');
    // A new playinfo call issues a fresh address.
    expect((await fetch((await playinfo(s, 2, buyer)).url)).status).toBe(200);
  });

  it('refuses unknown videos and the trial variant of a video without a trial, even when signed', async () => {
    await expectRefused(`${s.url}/media/vod/999999/full.mp4?${grantQuery(s.ctx, 1, 999999, 'full', 10)}`);
    expect(seededVideo(3).free_seconds).toBe(0);
    await expectRefused(`${s.url}/media/vod/3/trial.mp4?${grantQuery(s.ctx, 15, 3, 'trial', 10)}`);
    await expectRefused(`${s.url}/media/vod/3/trial.m3u8?${grantQuery(s.ctx, 15, 3, 'trial', 10)}`);
  });
});

describe('the full lesson', () => {
  it('MP4: the lesson at its real length, served whole and by byte ranges', async () => {
    const video = seededVideo(1);
    const play = await playinfo(s, 1, buyer);
    expect(play).toMatchObject({ format: 'mp4', duration: video.duration, name: '' });
    const { res, bytes } = await bytesOf(play.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
    expect(readFragmentedMp4(bytes).duration).toBe(video.duration);
    expect(announcedSeconds(bytes)).toBe(video.duration);

    const head = await bytesOf(play.url, { headers: { Range: 'bytes=0-99' } });
    expect(head.res.status).toBe(206);
    expect(head.res.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(head.bytes.equals(bytes.subarray(0, 100))).toBe(true);
    const tail = await bytesOf(play.url, { headers: { Range: `bytes=${bytes.length - 500}-` } });
    expect(tail.res.status).toBe(206);
    expect(tail.res.headers.get('content-range')).toBe(
      `bytes ${bytes.length - 500}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(tail.bytes.equals(bytes.subarray(bytes.length - 500))).toBe(true);
    const past = await fetch(play.url, { headers: { Range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
  });

  it('HLS: a VOD playlist whose segments add up to the lesson', async () => {
    const video = seededVideo(2);
    expect(video.format).toBe('m3u8');
    const play = await playinfo(s, 2, buyer);
    expect(play).toMatchObject({ format: 'm3u8', duration: video.duration, name: '' });
    const res = await fetch(play.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const list = playlistOf(await res.text(), play.url);
    expect(list.lines[0]).toBe('#EXTM3U');
    expect(list.lines).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(list.lines[list.lines.length - 1]).toBe('#EXT-X-ENDLIST');
    expect(list.seconds).toBeCloseTo(video.duration, 6);
    expect(list.segments).toHaveLength(video.duration);
    const init = await bytesOf(list.init);
    expect(init.res.status).toBe(200);
    expect(init.bytes.toString('latin1', 4, 8)).toBe('ftyp');
    const parts = [init.bytes];
    for (const segment of list.segments) {
      const { res: r, bytes } = await bytesOf(segment);
      expect(r.status).toBe(200);
      expect(bytes.toString('latin1', 4, 8)).toBe('moof');
      parts.push(bytes);
    }
    // Init + segments in order is the lesson itself.
    expect(readFragmentedMp4(Buffer.concat(parts)).duration).toBe(video.duration);
    const ranged = await fetch(list.segments[0], { headers: { Range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
  });
});

describe('trials are cut by the server', () => {
  it('gives a non-buyer the trial, not the lesson: the MP4 ends at free_seconds', async () => {
    const video = seededVideo(1);
    expect(video.free_seconds).toBeGreaterThan(0);
    expect(video.free_seconds).toBeLessThan(video.duration);
    const full = await bytesOf((await playinfo(s, 1, buyer)).url);
    const trial = await playinfo(s, 1, other, true);
    expect(trial).toMatchObject({ format: 'mp4', duration: video.free_seconds, name: '' });
    expect(trial.url).toContain('/media/vod/1/trial.mp4?');
    const { res, bytes } = await bytesOf(trial.url);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(full.bytes.length * (video.free_seconds / video.duration) + 2000);
    const parsed = readFragmentedMp4(bytes);
    expect(parsed.duration).toBe(video.free_seconds);
    expect(announcedSeconds(bytes)).toBe(video.free_seconds);
    // The trial file is a prefix of the lesson's media, and nothing lies past its end.
    expect(
      bytes
        .subarray(parsed.init.length)
        .equals(
          full.bytes.subarray(readFragmentedMp4(full.bytes).init.length).subarray(0, bytes.length - parsed.init.length),
        ),
    ).toBe(true);
    const past = await fetch(trial.url, { headers: { Range: `bytes=${bytes.length}-${full.bytes.length - 1}` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('HLS: the trial playlist stops at free_seconds and later segments are refused under the trial grant', async () => {
    const video = seededVideo(2);
    const trial = await playinfo(s, 2, other, true);
    expect(trial).toMatchObject({ format: 'm3u8', duration: video.free_seconds });
    const list = playlistOf(await (await fetch(trial.url)).text(), trial.url);
    expect(list.seconds).toBeCloseTo(video.free_seconds, 6);
    expect(list.segments).toHaveLength(video.free_seconds);
    expect(list.lines[list.lines.length - 1]).toBe('#EXT-X-ENDLIST');
    for (const segment of list.segments) expect((await fetch(segment)).status).toBe(200);
    const beyond = list.segments[0].replace('/trial/0.m4s', `/trial/${video.free_seconds}.m4s`);
    await expectRefused(beyond, '超出可播放范围');
    await expectRefused(list.segments[0].replace('/trial/0.m4s', `/trial/${video.duration - 1}.m4s`), '超出可播放范围');
    // The same segment exists for a buyer.
    const full = playlistOf(await (await fetch((await playinfo(s, 2, buyer)).url)).text(), trial.url);
    expect((await fetch(full.segments[video.free_seconds])).status).toBe(200);
  });

  it('a buyer asking for a trial still gets the whole lesson', async () => {
    const play = await playinfo(s, 1, buyer, true);
    expect(play.url).toContain('/media/vod/1/full.mp4?');
    expect(play.duration).toBe(seededVideo(1).duration);
  });
});

describe('playinfo never hands out a paid lesson', () => {
  it('gives no address for a lesson without a trial to a non-buyer (with or without is_try) or a visitor', async () => {
    for (const query of [{}, { is_try: 1 }]) {
      const res = await api(s, '/api/v2/video/3/playinfo', { token: other, query });
      expect(res.json).toEqual({ code: 1, message: '请购买后观看', data: [] });
    }
    const visitor = await api(s, '/api/v2/video/3/playinfo', { query: { is_try: 1 } });
    expect(visitor.json.code).toBe(401);
    expect(visitor.text).not.toContain('/media/');
    // A lesson with a trial, without is_try: no address either.
    expect((await api(s, '/api/v2/video/1/playinfo', { token: other })).json.message).toBe('请购买后观看');
  });
});

describe('POST /api/v2/video/{id}/record stores no more than the media', () => {
  it('clamps a position past the end to the lesson length', async () => {
    const member = await tokenFor(s, 7);
    const course = await apiData(s, '/api/v2/course/3', { token: member });
    const first = Object.values(course.videos as Record<string, Array<{ id: number; duration: number }>>).flat()[0];
    const play = await playinfo(s, first.id, member);
    expect(play.duration).toBe(first.duration);
    expect(
      (await api(s, `/api/v2/video/${first.id}/record`, { token: member, body: { duration: 99_999 } })).json.code,
    ).toBe(0);
    const progress = (await apiData(s, '/api/v2/course/3', { token: member })).videoWatchedProgress;
    expect(progress[first.id].watch_seconds).toBe(first.duration);
    expect(progress[first.id].watched_at).not.toBeNull();
  });

  it("clamps a trial viewer's position to the trial, which does not count as watching the lesson", async () => {
    const member = await tokenFor(s, 16);
    const video = seededVideo(1);
    expect((await api(s, '/api/v2/video/1/record', { token: member, body: { duration: 60 } })).json.code).toBe(0);
    const row = s.ctx.db
      .prepare('SELECT watch_seconds, watched_at FROM user_video_watch_records WHERE user_id = 16 AND video_id = 1')
      .get() as { watch_seconds: number; watched_at: number | null };
    expect(row).toEqual({ watch_seconds: video.free_seconds, watched_at: null });
  });
});

describe('seeded lessons fit the media that plays', () => {
  it('durations, trials and watch records are within what the sample lesson delivers; both formats exist', async () => {
    const videos = s.ctx.db.prepare('SELECT id, duration, free_seconds, format FROM videos').all() as Array<
      ReturnType<typeof seededVideo>
    >;
    const longest = Math.max(...videos.map((v) => v.duration));
    const now = s.clock.now();
    const { id } = s.ctx.db
      .prepare(
        `SELECT v.id FROM videos v JOIN courses c ON c.id = v.course_id
         WHERE v.format = 'mp4' AND v.duration = ? AND v.published_at <= ? AND c.published_at <= ? LIMIT 1`,
      )
      .get(longest, now, now) as { id: number };
    // Member 3 is a VIP: the longest lesson plays in full, and that is all the sample holds.
    const sample = await bytesOf((await playinfo(s, id, await tokenFor(s, 3))).url);
    expect(readFragmentedMp4(sample.bytes).duration).toBe(longest);
    for (const v of videos) {
      expect(v.duration).toBeGreaterThanOrEqual(6);
      expect(v.duration).toBeLessThanOrEqual(longest);
      expect(v.free_seconds).toBeLessThan(v.duration);
    }
    expect(new Set(videos.map((v) => v.format))).toEqual(new Set(['mp4', 'm3u8']));
    expect(videos.some((v) => v.free_seconds > 0 && v.format === 'm3u8')).toBe(true);
    expect(videos.some((v) => v.free_seconds > 0 && v.format === 'mp4')).toBe(true);

    const records = s.ctx.db
      .prepare(
        `SELECT w.watch_seconds, w.watched_at, v.duration FROM user_video_watch_records w JOIN videos v ON v.id = w.video_id
         WHERE w.user_id = 1`,
      )
      .all() as Array<{ watch_seconds: number; watched_at: number | null; duration: number }>;
    // The demo member's seeded learning (the tests above record as other members).
    expect(records).toHaveLength(6);
    for (const r of records) {
      expect(r.watch_seconds).toBeLessThanOrEqual(r.duration);
      // An unfinished record is short of what a progress report would count as the end.
      if (r.watched_at === null) expect(r.watch_seconds).toBeLessThan(r.duration - 3);
      else expect(r.watch_seconds).toBe(r.duration);
    }
  });
});

describe('production mode', () => {
  it('signs, refuses and cuts trials the same way', async () => {
    const prod = await startTestServer({ production: true, jwtSecret: 'q3Vn8Lx1Rc6Tz0Pw5Hj2Kd9Mb4Fs7Ga1Ye' });
    try {
      await expectRefused(new URL('/media/vod/1.mp4', prod.url).toString());
      await expectRefused(new URL('/media/vod/1/full.mp4', prod.url).toString());
      const full = await playinfo(prod, 1, await tokenFor(prod, 1));
      const ranged = await fetch(full.url, { headers: { Range: 'bytes=0-99' } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      await expectRefused(withQuery(full.url, 'm', '2'));
      const trial = await playinfo(prod, 1, await tokenFor(prod, 15), true);
      const video = prod.ctx.db.prepare('SELECT free_seconds FROM videos WHERE id = 1').get() as {
        free_seconds: number;
      };
      expect(trial.duration).toBe(video.free_seconds);
      const bytes = Buffer.from(await (await fetch(trial.url)).arrayBuffer());
      expect(readFragmentedMp4(bytes).duration).toBe(video.free_seconds);
      prod.clock.advance(Math.ceil(trial.duration) + MEDIA_URL_MARGIN_SECONDS);
      await expectRefused(trial.url, '播放地址已过期');
    } finally {
      await prod.close();
    }
  });
});
