import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { api } from '../site/helpers.js';
import { readBuildMeta } from '../../../build/metafiles.js';

/** The demo data this folder plays (docs/server-content.md, "Demo data" and "Media"). */
export const COURSE_BOUGHT = 10;
/** Paid, with trials on its first two lessons, not bought by the demo member. */
export const COURSE_NOT_BOUGHT = 5;

export interface VideoRow {
  id: number;
  title: string;
  duration: number;
  free_seconds: number;
  ban_drag: number;
}

/** A course's lessons in catalog order (lessons without a chapter first, then by chapter). */
export async function lessonsOf(courseId: number): Promise<VideoRow[]> {
  const d = await api<{ chapters: Array<{ id: number }>; videos: Record<string, VideoRow[]> | VideoRow[][] }>(
    `/api/v2/course/${courseId}`,
  );
  const videos = d.videos as Record<string, VideoRow[]>;
  return [...(videos['0'] ?? []), ...d.chapters.flatMap((c) => videos[String(c.id)] ?? [])];
}

/** Public paths of the site build's chunks that carry hls.js (read from dist/site's metafile). */
export function hlsChunks(): string[] {
  const root = resolve(import.meta.dirname, '../../..');
  const meta = readBuildMeta<{ outputs: Record<string, { inputs: Record<string, unknown> }> }>('site', root);
  const files = Object.entries(meta.outputs)
    .filter(
      ([file, o]) => file.endsWith('.js') && Object.keys(o.inputs).some((i) => i.includes('node_modules/hls.js/')),
    )
    .map(([file]) => '/assets/' + file.split('/').pop());
  if (!files.length) throw new Error('the site build has no hls.js chunk');
  return files;
}

export const player = (page: Page) => page.getByRole('region', { name: /^视频播放器/ });

/** The lesson's media element's current second. */
export const mediaTime = (page: Page) =>
  page
    .locator('video[aria-label]')
    .first()
    .evaluate((v: HTMLVideoElement) => v.currentTime);

export async function waitForMediaTime(page: Page, atLeast: number): Promise<void> {
  await page.waitForFunction(
    (t) => ((document.querySelector('video[aria-label]') as HTMLVideoElement | null)?.currentTime ?? 0) >= t,
    atLeast,
  );
}

/** Starts playback the way a learner does: the play button of the control bar. */
export async function pressPlay(page: Page): Promise<void> {
  await player(page).getByRole('button', { name: '播放', exact: true }).click();
  await player(page).getByRole('button', { name: '暂停', exact: true }).waitFor();
}

/** Sorted record calls (`duration` bodies) the page sends from now on. */
export function recordCalls(page: Page, videoId: number): number[] {
  const calls: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/v2/video/${videoId}/record`)
      calls.push((JSON.parse(r.postData() ?? '{}') as { duration: number }).duration);
  });
  return calls;
}
