/**
 * Keys, reads and writes of the course video page: the lesson's detail, saving progress and the
 * Snapshot addon's learning photos. Marked pure so a bundle keeps only what it uses. Play
 * addresses are deliberately not cached here: they are signed and expire, so the player asks
 * playinfo each time it needs one (core/player).
 */
import { defineQuery, STALE, invalidate, revalidate, defineMutation } from '../client/index.js';
import { getVideoDetail, getPlayInfo, recordVideo } from './api.js';
import { getSnapshotConfig, getSnapshots, countSnapshots, uploadSnapshot } from './snapshot-api.js';
import type { PlayUrl, SnapshotResource } from './types.js';
import { env } from '../env/index.js';
import { memberCourses, memberLikedCourses } from './member-queries.js';
import { courseDetail } from './queries.js';

/** The lesson, its course's catalog and the member's progress (GET /api/v2/video/{id}). */
export const videoDetail = /* @__PURE__ */ defineQuery(
  'video:detail',
  (id: number) => getVideoDetail(id),
  STALE.member,
);

const askPlayUrls = async (id: number, trial: boolean) => (await getPlayInfo(id, trial, true)).urls ?? [];

/** How long an address asked for ahead of the page may still be handed to it. */
const EARLY_ADDRESS_MS = 30_000;

const early = new Map<number, { at: number; urls: Promise<PlayUrl[]> }>();

/**
 * Asks for a lesson's play address together with its detail (the route's prefetch), so the first
 * frame does not wait for the detail first. Whether it will be a trial is not known yet, so
 * `is_try` is sent: the server only heeds it for a member who may not watch the lesson and it has
 * free seconds (contract section 6), so a member who may watch gets the full address and one who
 * may not and has no trial gets a refusal, which nobody shows. Used once, within 30 s.
 */
export function prefetchPlayUrls(id: number): void {
  const urls = askPlayUrls(id, true);
  urls.catch(() => {});
  early.set(id, { at: env().clock.now(), urls });
}

/** Play addresses for the player; never cached (see above). Refusals are shown by the player. */
export function loadPlayUrls(id: number, trial: boolean): Promise<PlayUrl[]> {
  const ahead = early.get(id);
  early.delete(id);
  if (ahead && env().clock.now() - ahead.at < EARLY_ADDRESS_MS) return ahead.urls;
  return askPlayUrls(id, trial);
}

/**
 * Saves a position. What shows progress elsewhere (the study centre, the course's catalog) asks
 * again: the course detail at once, the lists when next shown.
 */
export async function saveProgress(videoId: number, courseId: number, seconds: number, leaving: boolean) {
  await recordVideo(videoId, seconds, leaving);
  invalidate([memberCourses.prefix, memberLikedCourses.prefix]);
  if (!leaving) revalidate(courseDetail.key(courseId));
}

/** The Snapshot addon's config (when photos are taken); changes with an administrator's edit. */
export const snapshotConfig = /* @__PURE__ */ defineQuery('snapshot:config', () => getSnapshotConfig(), STALE.static);

/** The member's photos of one resource, newest first (all of them: at most 50 are kept). */
export const snapshotImages = /* @__PURE__ */ defineQuery(
  'snapshot:images',
  (r: SnapshotResource) => getSnapshots({ ...r, page: 1, size: 50 }),
  STALE.member,
);

/** How many photos the member has of a resource (the schedule stops at max_times). */
export const snapshotCount = /* @__PURE__ */ defineQuery(
  'snapshot:count',
  async (r: SnapshotResource) => (await countSnapshots(r)).count,
  STALE.member,
);

/** Uploads one photo (`file`, `duration`, `resource_id`, `resource_type`); the lists ask again. */
export const uploadLearningPhoto = /* @__PURE__ */ defineMutation(async (form: FormData, { invalidate: drop }) => {
  const image = await uploadSnapshot(form);
  drop([snapshotImages.prefix, snapshotCount.prefix]);
  return image;
});
