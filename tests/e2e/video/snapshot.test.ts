import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { api, devConfig, loginContext, useBrowser } from '../site/helpers.js';
import { COURSE_BOUGHT, lessonsOf, player, pressPlay, waitForMediaTime } from './helpers.js';

/**
 * Learning photos (Snapshot addon) with Chromium's fake camera: the page asks before the camera
 * is touched, takes and uploads photos while the lesson plays, shows them, and switches the
 * camera off at the end; a refused camera is told, and blocks playback only when the config
 * requires the camera.
 */
const browser = useBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);

let restore: () => Promise<void>;
beforeAll(async () => {
  // A photo every 2 s of playback, always: a 10 s lesson takes some.
  restore = await devConfig({
    'snapshot.status.vod': 1,
    'snapshot.cycle_time': 2,
    'snapshot.rate': 100,
    'snapshot.max_times': 2,
    'snapshot.camera_required': 0,
  });
});
afterAll(async () => {
  await restore();
});

/** Counts camera requests and keeps the streams handed out, to see their tracks stop. */
async function watchCamera(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __cameraCalls: number; __streams: MediaStream[] };
    w.__cameraCalls = 0;
    w.__streams = [];
    const media = navigator.mediaDevices;
    const own = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      w.__cameraCalls++;
      const stream = await own(constraints);
      w.__streams.push(stream);
      return stream;
    };
  });
}

const camera = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __cameraCalls: number; __streams: MediaStream[] };
    return {
      calls: w.__cameraCalls,
      live: w.__streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
    };
  });

/** The learner answers 禁止 when the browser asks for the camera: getUserMedia rejects as browsers do. */
async function refuseCamera(context: BrowserContext) {
  await context.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
}

describe('learning photos', () => {
  it('asks first, then photographs the learner while the lesson plays, uploads and shows the photos; the camera goes off at the end', async () => {
    const lesson = (await lessonsOf(COURSE_BOUGHT))[2];
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    await watchCamera(context);
    const uploads: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().includes('/addons/Snapshot/api/v1/upload/image')) uploads.push(r.headers()['content-type'] ?? '');
    });
    await page.goto(`/courses/video/${lesson.id}`);
    const notice = player(page).getByRole('alert').filter({ hasText: '开启摄像头前不会拍摄任何画面' });
    await notice.waitFor();
    // Nothing is captured before the learner agrees, and the video cannot start.
    expect((await camera(page)).calls).toBe(0);
    expect(await player(page).getByRole('button', { name: '播放', exact: true }).count()).toBe(0);
    await notice.getByRole('button', { name: '开启摄像头并开始学习' }).click();
    await page.getByRole('region', { name: '学习照片' }).waitFor();
    await page.locator('video[aria-label="摄像头画面"]:not([hidden])').waitFor();
    expect((await camera(page)).live).toBeGreaterThan(0);
    await pressPlay(page);
    await waitForMediaTime(page, 2.5);
    const photos = page.getByRole('list', { name: '已拍摄的学习照片' }).getByRole('img');
    await photos.first().waitFor({ timeout: 10_000 });
    expect(uploads.length).toBeGreaterThan(0);
    expect(uploads[0]).toMatch(/^multipart\/form-data; boundary=/);
    const stored = await api<{ data: Array<{ thumb: string; duration: number }>; total: number }>(
      `/addons/Snapshot/api/v1/resource/images?resource_type=vod&resource_id=${lesson.id}&page=1&size=50`,
      { token },
    );
    expect(stored.total).toBeGreaterThan(0);
    // Each photo is stamped with the second of the lesson it was taken at.
    for (const photo of stored.data) expect(photo.duration).toBeLessThanOrEqual(lesson.duration);
    expect(stored.data.map((d) => d.thumb)).toContain(await photos.first().getAttribute('src'));
    // At the end of the lesson the camera is switched off (its light goes out).
    await player(page).getByRole('status').filter({ hasText: '秒后开始自动播放下一节' }).waitFor({ timeout: 15_000 });
    expect((await camera(page)).live).toBe(0);
    expect(stored.total).toBeLessThanOrEqual(2);
    await context.close();
  });

  it('tells a refused camera, and lets the lesson play when the camera is not required', async () => {
    const lesson = (await lessonsOf(COURSE_BOUGHT))[4];
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await refuseCamera(context);
    await page.goto(`/courses/video/${lesson.id}`);
    await player(page).getByRole('button', { name: '开启摄像头并开始学习' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '摄像头权限被拒绝，本次学习不会拍摄照片，视频可以继续观看。' })
      .waitFor();
    await pressPlay(page);
    await waitForMediaTime(page, 1);
    await context.close();
  });

  it('keeps playback blocked without a camera when the config requires it', async () => {
    const back = await devConfig({ 'snapshot.camera_required': 1 });
    try {
      const lesson = (await lessonsOf(COURSE_BOUGHT))[6];
      const { context, page } = await newPage(browser());
      await loginContext(context);
      await refuseCamera(context);
      await page.goto(`/courses/video/${lesson.id}`);
      const notice = player(page).getByRole('alert').filter({ hasText: '开启摄像头前不会拍摄任何画面' });
      // Required: no way around the camera.
      expect(await notice.getByRole('button', { name: '不开启，继续学习' }).count()).toBe(0);
      await notice.getByRole('button', { name: '开启摄像头并开始学习' }).click();
      const blocked = player(page)
        .getByRole('alert')
        .filter({ hasText: '摄像头权限被拒绝，本课程需要开启摄像头才能观看。请在浏览器中允许使用摄像头后重试。' });
      await blocked.waitFor();
      expect(await player(page).getByRole('button', { name: '播放', exact: true }).count()).toBe(0);
      expect(
        await page
          .locator('video[aria-label]')
          .first()
          .evaluate((v: HTMLVideoElement) => v.paused),
      ).toBe(true);
      await context.close();
    } finally {
      await back();
    }
  });
});
