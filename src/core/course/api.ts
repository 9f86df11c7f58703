/** Courses and lessons: the catalogue, details, play info, progress, likes, attachments. */
import type {
  RawCourseDetail,
  CourseDetail,
  RawVideoDetail,
  VideoDetail,
  CourseListItem,
  CoursesQuery,
  PlayUrl,
  CourseCategory,
} from './types.js';
import { phpMap, type LaravelPage, get, phpObject, mainApi, absoluteUrl, apiBaseURL } from '../client/index.js';
import { isOn } from '../features/index.js';
import { noteCourse, capabilities } from '../capabilities/index.js';
import { getToken } from '../session/index.js';
import { env } from '../env/index.js';

const ids = (list: unknown): number[] => (Array.isArray(list) ? list.map(Number) : []);

/** Course detail arrives camelCase; video detail snake_case. Both end up in one shape. */
export const normaliseCourseDetail = (raw: RawCourseDetail): CourseDetail => ({
  course: raw.course,
  chapters: raw.chapters || [],
  videos: phpMap(raw.videos),
  isBuy: isOn(raw.isBuy),
  isCollect: isOn(raw.isCollect),
  watchedProgress: phpMap(raw.videoWatchedProgress),
  attach: raw.attach || [],
  buyVideos: ids(raw.buyVideos),
});

export const normaliseVideoDetail = (raw: RawVideoDetail): VideoDetail => ({
  video: raw.video,
  course: raw.course,
  chapters: raw.chapters || [],
  videos: phpMap(raw.videos),
  isWatch: isOn(raw.is_watch),
  watchedProgress: phpMap(raw.video_watched_progress),
  buyVideos: ids(raw.buy_videos),
});

export type RawCourseListItem = Omit<CourseListItem, 'category'> & { category: CourseListItem['category'] | [] };

export const getCourses = async (query?: CoursesQuery): Promise<LaravelPage<CourseListItem>> => {
  const page = await get<LaravelPage<RawCourseListItem>>('/api/v2/courses', query);
  return { ...page, data: page.data.map((c) => ({ ...c, category: phpObject(c.category) })) };
};

/**
 * Quiet, as the pages reading it tell a failure in their own place. Its release-dependent fields
 * (`is_allow_comment`, `is_vip_free`) tell what the server supports (core/capabilities).
 */
export const getCourseDetail = async (id: number) => {
  const raw = await get<RawCourseDetail>(`/api/v2/course/${id}`, undefined, true);
  noteCourse(raw.course);
  return normaliseCourseDetail(raw);
};

export const getVideoDetail = async (id: number) => {
  const raw = await get<RawVideoDetail>(`/api/v2/video/${id}`, undefined, true);
  noteCourse(raw.course);
  return normaliseVideoDetail(raw);
};

/**
 * The server treats the mere presence of `is_try` as a trial request, so it is sent only then.
 * `quiet`: the player shows a refusal (请购买后观看) in its own place instead of a toast.
 */
export const getPlayInfo = (id: number, trial = false, quiet = false) =>
  get<{ urls: PlayUrl[] }>(`/api/v2/video/${id}/playinfo`, trial ? { is_try: 1 } : undefined, quiet);

/** `duration`: watched position in whole seconds, non-zero. `keepalive`: sent as the page goes away. */
export const recordVideo = (id: number, duration: number, keepalive = false) =>
  // Sent in the background while a video plays: not a user action.
  mainApi<[]>(`/api/v2/video/${id}/record`, {
    method: 'POST',
    body: { duration: Math.round(duration) },
    action: false,
    keepalive,
  });

export const getCourseCategories = () => get<CourseCategory[]>('/api/v2/course_categories');

/** A toggle: resolves true when the course is now liked. */
export const toggleCourseLike = async (id: number) => Number(await get<number>(`/api/v2/course/${id}/like`)) === 1;

/** A download is a browser navigation, so the token travels as `?token=`. */
export const attachDownloadUrl = (id: number, token: string | null = getToken()) =>
  absoluteUrl(apiBaseURL(), `/api/v2/course/attach/${id}/download`, { token });

/**
 * The address to open for an attachment where the server has one to link to (v2, until MeEdu
 * 4.9.10); null where a download is asked for first (`downloadAttachment`, docs/capabilities.md).
 */
export const attachmentLink = (id: number): string | null =>
  capabilities.get().attachments === 'v2' ? attachDownloadUrl(id) : null;

/**
 * The v3 two-step of MeEdu 4.9.11+: the server hands out a single-use address (1 h), which the
 * browser then opens. A user action: a refusal (请购买课程) is toasted.
 */
export async function downloadAttachment(courseId: number, id: number): Promise<void> {
  const { download_url } = await mainApi<{ download_url: string }>(`/api/v3/course/${courseId}/attach/${id}`, {
    action: true,
  });
  env().assign(download_url);
}
