/**
 * Keys, reads and writes of the course video page: the lesson's detail, saving progress, the
 * browsing-history entry and the Snapshot addon's learning photos. Marked pure so a bundle keeps
 * only what it uses. Play addresses are deliberately not cached here: they are signed and expire,
 * so the player asks playinfo each time it needs one (core/player).
 */
import { countSnapshots, getSnapshotConfig, getSnapshots, recordHistory, uploadSnapshot } from '../api/addons.js';
import { getPlayInfo, getVideoDetail, recordVideo } from '../api/content.js';
import type { SnapshotResource } from '../api/types.js';
import { env } from '../env/index.js';
import { courseDetail } from './content.js';
import { defineMutation, defineQuery, invalidate, revalidate, STALE } from './index.js';
import { memberCourses, memberLikedCourses } from './member.js';

/** The lesson, its course's catalog and the member's progress (GET /api/v2/video/{id}). */
export const videoDetail = /* @__PURE__ */ defineQuery(
  'video:detail',
  (id: number) => getVideoDetail(id),
  STALE.member,
);

/** Play addresses for the player; never cached (see above). Refusals are shown by the player. */
export const loadPlayUrls = async (id: number, trial: boolean) => (await getPlayInfo(id, trial, true)).urls ?? [];

/**
 * Saves a position. What shows progress elsewhere (the study centre, the course's catalog) asks
 * again: the course detail at once, the lists when next shown.
 */
export async function saveProgress(videoId: number, courseId: number, seconds: number, leaving: boolean) {
  await recordVideo(videoId, seconds, leaving);
  invalidate([memberCourses.prefix, memberLikedCourses.prefix]);
  if (!leaving) revalidate(courseDetail.key(courseId));
}

const visited = new Set<string>();

/**
 * The browsing-history entry of an opened page (templateOne history/record), once per item and
 * page load: a re-render or a revalidation is not another visit. Failures are only logged.
 */
export function recordVisit(type: string, id: number, title: string): void {
  const key = `${type}:${id}`;
  if (!title || visited.has(key)) return;
  visited.add(key);
  recordHistory({ type, id, title }).catch((e) => env().log('history record failed', e));
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
