import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { api, MEMBER_1, MEMBER_2, tokenFor } from '../site/helpers.js';

/**
 * Debian's Chromium decodes the sample lesson (H.264 Main + AAC in fragmented MP4) from the
 * addresses playinfo hands out: as a file, and as the HLS segments fed through Media Source
 * Extensions (the way hls.js will feed them). Video 1 is MP4, video 2 HLS; the demo member (1)
 * bought their course, member 2 did not.
 */
const browser = useBrowser();

interface PlayUrl {
  url: string;
  format: string;
  duration: number;
}

async function playinfo(videoId: number, token: string, trial = false): Promise<PlayUrl> {
  const path = `/api/v2/video/${videoId}/playinfo${trial ? '?is_try=1' : ''}`;
  return (await api<{ urls: PlayUrl[] }>(path, { token })).urls[0];
}

/** Plays `src` muted for a moment, then seeks to `seekTo`; what the element reports. */
function playFile(page: Page, src: string, seekTo: number) {
  return page.evaluate(
    async ({ src, seekTo }) => {
      const video = document.createElement('video');
      video.muted = true;
      video.src = src;
      document.body.append(video);
      await video.play();
      const start = video.currentTime;
      await new Promise((r) => setTimeout(r, 800));
      const playing = {
        readyState: video.readyState,
        advanced: video.currentTime - start,
        width: video.videoWidth,
        duration: video.duration,
      };
      video.currentTime = seekTo;
      await new Promise((r) => video.addEventListener('seeked', r, { once: true }));
      return { ...playing, seeked: video.currentTime };
    },
    { src, seekTo },
  );
}

/** Feeds the init and media segments of an HLS playlist to a MediaSource and plays it. */
function playHlsThroughMse(page: Page, playlist: string) {
  return page.evaluate(async (playlist) => {
    const text = await (await fetch(playlist)).text();
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)![1];
    const segments = text.split('\n').filter((l) => l && !l.startsWith('#'));
    const bodies = await Promise.all(
      [init, ...segments].map(async (u) => (await fetch(new URL(u, playlist))).arrayBuffer()),
    );
    const source = new MediaSource();
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(source);
    document.body.append(video);
    await new Promise((r) => source.addEventListener('sourceopen', r, { once: true }));
    const buffer = source.addSourceBuffer('video/mp4; codecs="avc1.4d401e, mp4a.40.2"');
    for (const body of bodies) {
      buffer.appendBuffer(body);
      await new Promise((r) => buffer.addEventListener('updateend', r, { once: true }));
    }
    source.endOfStream();
    await video.play();
    const start = video.currentTime;
    await new Promise((r) => setTimeout(r, 800));
    return {
      segments: segments.length,
      buffered: video.buffered.end(0),
      advanced: video.currentTime - start,
      width: video.videoWidth,
      duration: video.duration,
    };
  }, playlist);
}

describe('the sample lesson plays in Chromium', () => {
  it('MP4: the full lesson plays, has a picture and seeks; the trial ends at free_seconds', async () => {
    const full = await playinfo(1, await tokenFor(MEMBER_1));
    expect(full.format).toBe('mp4');
    const { context, page } = await newPage(browser());
    try {
      const played = await playFile(page, full.url, full.duration - 2);
      expect(played.readyState).toBeGreaterThanOrEqual(2);
      expect(played.advanced).toBeGreaterThan(0.2);
      expect(played.width).toBe(640);
      // Audio may run on for part of one AAC frame (21 ms) past the last video frame.
      expect(played.duration).toBeGreaterThanOrEqual(full.duration);
      expect(played.duration).toBeLessThan(full.duration + 0.03);
      expect(played.seeked).toBeCloseTo(full.duration - 2, 1);

      const trial = await playinfo(1, await tokenFor(MEMBER_2), true);
      expect(trial.duration).toBeLessThan(full.duration);
      const tried = await playFile(page, trial.url, full.duration - 1);
      expect(tried.width).toBe(640);
      expect(tried.duration).toBeLessThan(trial.duration + 0.03);
      // Seeking past the trial lands at its end: there is nothing more to play.
      expect(tried.seeked).toBeLessThan(trial.duration + 0.03);
    } finally {
      await context.close();
    }
  });

  it('HLS: the playlist segments decode through Media Source Extensions', async () => {
    const hls = await playinfo(2, await tokenFor(MEMBER_1));
    expect(hls.format).toBe('m3u8');
    const { context, page } = await newPage(browser());
    try {
      await page.goto(new URL('/api/v2/other/config', hls.url).toString());
      const played = await playHlsThroughMse(page, hls.url);
      expect(played.segments).toBe(hls.duration);
      expect(played.buffered).toBeGreaterThanOrEqual(hls.duration);
      expect(played.advanced).toBeGreaterThan(0.2);
      expect(played.width).toBe(640);
    } finally {
      await context.close();
    }
  });
});
