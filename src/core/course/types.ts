/** Answers of the course catalogue (contract section 6): courses, lessons, progress, the Snapshot addon. */
import type { PageQuery, PhpMap, Flag } from '../client/index.js';

export interface WatchRecord {
  id: number;
  course_id: number;
  user_id: number;
  is_watched: number;
  watched_at: string | null;
  progress: number;
  created_at: string;
  updated_at: string;
}

export interface LastViewVideo {
  id: number | string;
  user_id: number | string;
  course_id: number | string;
  video_id: number | string;
  watch_seconds: number | string;
  watched_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MemberCourseSummary {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  videos_count: number;
}

/** Item of /api/v3/member/courses(/like) as it arrives: `[]` stands for a missing object. */
export interface RawMemberCourse {
  course_id: number;
  user_id: number;
  charge?: number;
  created_at: string;
  learned_count: number;
  watch_record: WatchRecord | [];
  last_view_video: LastViewVideo | [];
  course: MemberCourseSummary | [];
}

export interface MemberCourse {
  course_id: number;
  user_id: number;
  charge?: number;
  created_at: string;
  learned_count: number;
  watch_record: WatchRecord | null;
  last_view_video: LastViewVideo | null;
  course: MemberCourseSummary | null;
}
// Content (contract section 6)

export interface CategoryRef {
  id: number;
  name: string;
}

/** A course's own fields, as the list and the detail both send them. */
interface CourseFields {
  id: number;
  title: string;
  slug: string;
  thumb: string;
  charge: number;
  short_description: string;
  seo_keywords: string;
  seo_description: string;
  published_at: string;
  is_rec: number;
  is_show: number;
  user_count: number;
  category_id: number;
  is_free: number;
}

export interface CourseListItem extends CourseFields {
  videos_count: number;
  /** `[]` from the server when missing; normalised to null. */
  category: CategoryRef | null;
}

export type CourseScene = 'sub' | 'free' | 'recom';

export interface CoursesQuery extends PageQuery {
  category_id?: number;
  scene?: CourseScene;
}

export interface Course extends CourseFields {
  render_desc: string;
  /** 4.9.15+: comments may be posted (0 until an administrator allows them). */
  is_allow_comment?: number;
  /** 4.9.26+: an active VIP opens this course (before, VIP opened every course). */
  is_vip_free?: number;
}

export interface CourseChapter {
  id: number;
  course_id: number;
  title: string;
}

export interface Video {
  id: number;
  course_id: number;
  title: string;
  slug: string;
  view_num: number;
  seo_keywords: string;
  seo_description: string;
  published_at: string;
  charge: number;
  chapter_id: number;
  duration: number;
  is_ban_sell: number;
  free_seconds: number;
  ban_drag: number;
  /** 4.9.15+. */
  is_allow_comment?: number;
}

export interface VideoProgress {
  id: number;
  user_id: number;
  course_id: number;
  video_id: number;
  watch_seconds: number;
  watched_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: null;
}

export interface CourseAttach {
  id: number;
  name: string;
  size: number;
  extension: string;
}

/** GET /api/v2/course/{id} as it arrives (camelCase keys, `[]` maps). */
export interface RawCourseDetail {
  course: Course;
  chapters: CourseChapter[];
  videos: PhpMap<Video[]> | Video[][];
  isBuy: Flag;
  isCollect: Flag;
  videoWatchedProgress: PhpMap<VideoProgress> | VideoProgress[];
  attach: CourseAttach[];
  buyVideos: number[];
}

/** GET /api/v2/video/{id} as it arrives (snake_case keys). */
export interface RawVideoDetail {
  video: Video;
  videos: PhpMap<Video[]> | Video[][];
  chapters: CourseChapter[];
  course: Course;
  is_watch: Flag;
  video_watched_progress: PhpMap<VideoProgress> | VideoProgress[];
  buy_videos: number[];
}

/** Course and video detail share one shape once normalised. Maps are keyed by id as strings. */
export interface CourseDetail {
  course: Course;
  chapters: CourseChapter[];
  /** Keyed by chapter id; "0" holds videos without a chapter. */
  videos: Record<string, Video[]>;
  isBuy: boolean;
  isCollect: boolean;
  /** Keyed by video id. */
  watchedProgress: Record<string, VideoProgress>;
  attach: CourseAttach[];
  buyVideos: number[];
}

export interface VideoDetail {
  video: Video;
  course: Course;
  chapters: CourseChapter[];
  videos: Record<string, Video[]>;
  /** `is_watch`: the member may watch this video. */
  isWatch: boolean;
  watchedProgress: Record<string, VideoProgress>;
  buyVideos: number[];
}

export interface PlayUrl {
  url: string;
  format: string;
  duration: number | string;
  name: string;
}

export interface CourseCategory {
  id: number;
  name: string;
  parent_id: number;
  sort?: number;
  children: Array<{ id: number; sort: number; name: string; parent_id: number }>;
}

/** Learning photos: for which kinds (`status[kind]` 1), how often, and whether the camera is required. */
export interface SnapshotConfig {
  status: Record<string, number>;
  cycle_time: number;
  rate: number;
  max_times: number;
  camera_required: Flag;
}

export interface SnapshotImage {
  id: number;
  resource_type: string;
  resource_id: number;
  duration: number;
  thumb: string;
  created_at: string;
}

export type SnapshotResource = { resource_type: string; resource_id: number };
