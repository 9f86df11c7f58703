import type { LiveCourseDetail, LiveVideo } from '#core/live/index.js';
import { phpMap } from '#core/client/index.js';

/** Chapters in server order with their sessions; sessions outside any chapter (key "0") first. */
export function scheduleOf(detail: LiveCourseDetail): Array<{ id: number; name: string; videos: LiveVideo[] }> {
  const videos = phpMap<LiveVideo[]>(detail.videos);
  const loose = videos['0'] ?? [];
  const chapters = detail.chapters.map((c) => ({ id: c.id, name: c.name, videos: videos[String(c.id)] ?? [] }));
  return [...(loose.length ? [{ id: 0, name: '', videos: loose }] : []), ...chapters.filter((c) => c.videos.length)];
}

/**
 * Where 进入直播间 leads: the session live now, else the next one to start, else the last one
 * (its replay); null for a course without sessions.
 */
export function roomSession(detail: LiveCourseDetail): LiveVideo | null {
  const all = scheduleOf(detail).flatMap((c) => c.videos);
  return all.find((v) => v.status === 1) ?? all.find((v) => v.status === 0) ?? all[all.length - 1] ?? null;
}
