/**
 * A course's lessons as the course detail and the video page both read them: their order, who may
 * watch which, and where a member left off. Course detail (camelCase) and video detail (snake_case)
 * are normalised into the same vocabulary first (core/course).
 */
import type { Course, CourseChapter, Video, VideoProgress } from '../course/index.js';

/** What ordering and access need of a course or video detail. */
export interface LessonSource {
  course: Pick<Course, 'charge' | 'is_free'>;
  chapters: Array<Pick<CourseChapter, 'id'>>;
  /** Keyed by chapter id; "0" holds the lessons without a chapter. */
  videos: Record<string, Video[]>;
  buyVideos: number[];
  watchedProgress: Record<string, VideoProgress>;
}

/** Lessons in catalog order: those without a chapter first, then each chapter's in server order. */
export function lessonOrder(source: Pick<LessonSource, 'chapters' | 'videos'>): Video[] {
  return [
    ...(source.videos['0'] ?? []),
    ...source.chapters.flatMap((c) => (c.id === 0 ? [] : (source.videos[String(c.id)] ?? []))),
  ];
}

/** Where 开始学习 leads: the first lesson in catalog order. */
export const firstLessonId = (source: Pick<LessonSource, 'chapters' | 'videos'>): number | null =>
  lessonOrder(source)[0]?.id ?? null;

/** The lesson after `videoId` in catalog order, or null after the last one. */
export function nextLessonId(source: Pick<LessonSource, 'chapters' | 'videos'>, videoId: number): number | null {
  const order = lessonOrder(source);
  const at = order.findIndex((v) => v.id === videoId);
  return at >= 0 && at + 1 < order.length ? order[at + 1].id : null;
}

export const isPaidCourse = (course: Pick<Course, 'charge' | 'is_free'>): boolean =>
  Number(course.charge) > 0 && Number(course.is_free) !== 1;

/**
 * How a lesson opens for this member: `watch` (free course, bought course or lesson, VIP),
 * `trial` (paid and not bought, with free seconds to try), `buy` (paid, not bought, no trial).
 * `courseOpen` is what the server said of the whole course (course detail's isBuy); the server
 * decides in the end: playinfo refuses an address to anyone who may not watch.
 */
export type LessonAccess = 'watch' | 'trial' | 'buy';

export function lessonAccess(
  source: Pick<LessonSource, 'course' | 'buyVideos'>,
  courseOpen: boolean,
  video: Pick<Video, 'id' | 'free_seconds'>,
): LessonAccess {
  if (!isPaidCourse(source.course) || courseOpen || source.buyVideos.includes(video.id)) return 'watch';
  return Number(video.free_seconds) > 0 ? 'trial' : 'buy';
}

/** Seconds short of the end that count as watched to the end (the server allows as much). */
export const END_SLACK_SECONDS = 3;

/**
 * Where playback of a lesson starts: the second the member reached last time, unless that was
 * (nearly) the end, or past what this playback delivers (a trial), when it starts over.
 */
export function resumeSecond(savedSeconds: number, playableSeconds: number): number {
  const saved = Math.max(0, Math.floor(Number(savedSeconds) || 0));
  if (!saved || !(playableSeconds > 0)) return 0;
  return saved >= playableSeconds - END_SLACK_SECONDS ? 0 : saved;
}

/** The member's saved position in a lesson, and whether they finished it. */
export function savedProgress(source: Pick<LessonSource, 'watchedProgress'>, videoId: number) {
  const p = source.watchedProgress[String(videoId)];
  return { seconds: Math.max(0, Number(p?.watch_seconds) || 0), finished: !!p?.watched_at };
}
