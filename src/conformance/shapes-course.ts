/** The shapes of the course answers: list, categories, detail, lessons, playback and comments. */
import type {
  RawV3Comment,
  RawV3Comments,
  RawV3Replies,
  Comment,
  CommentUser,
  RawComments,
} from '#core/comments/index.js';
import type {
  RawCourseListItem,
  CategoryRef,
  Course,
  CourseAttach,
  CourseCategory,
  CourseChapter,
  PlayUrl,
  RawCourseDetail,
  RawVideoDetail,
  Video,
  VideoProgress,
} from '#core/course/index.js';
import { arr, conforms, empty, map, nul, nullable, num, obj, oneOf, opt, str, type Shape } from './shape.js';
import { flag, lazy, numOrStr } from './shapes-common.js';

const categoryRef = conforms<CategoryRef>()(obj({ id: num, name: str }));

/** A course's own fields, as the list and the detail both send them. */
const courseFields = {
  id: num,
  title: str,
  slug: str,
  thumb: str,
  charge: num,
  short_description: str,
  seo_keywords: str,
  seo_description: str,
  published_at: str,
  is_rec: num,
  is_show: num,
  user_count: num,
  category_id: num,
  is_free: num,
};

export const courseListItem = conforms<RawCourseListItem>()(
  obj({
    ...courseFields,
    videos_count: num,
    category: oneOf(categoryRef, empty, nul),
  }),
);

export const courseCategory = conforms<CourseCategory>()(
  obj({
    id: num,
    name: str,
    parent_id: num,
    sort: opt(num),
    children: arr(obj({ id: num, sort: num, name: str, parent_id: num })),
  }),
);

export const course = conforms<Course>()(
  obj({
    ...courseFields,
    render_desc: str,
    is_allow_comment: opt(num),
    is_vip_free: opt(num),
  }),
);

export const video = conforms<Video>()(
  obj({
    id: num,
    course_id: num,
    title: str,
    slug: str,
    view_num: num,
    seo_keywords: str,
    seo_description: str,
    published_at: str,
    charge: num,
    chapter_id: num,
    duration: num,
    is_ban_sell: num,
    free_seconds: num,
    ban_drag: num,
    is_allow_comment: opt(num),
  }),
);

const chapter = conforms<CourseChapter>()(obj({ id: num, course_id: num, title: str }));

const progress = conforms<VideoProgress>()(
  obj({
    id: num,
    user_id: num,
    course_id: num,
    video_id: num,
    watch_seconds: num,
    watched_at: nullable(str),
    created_at: str,
    updated_at: str,
    deleted_at: nul,
  }),
);

const attach = conforms<CourseAttach>()(obj({ id: num, name: str, size: num, extension: str }));

/** Lessons by chapter id: a map, `[]`, or a list when the only chapter is 0. */
const videosByChapter = oneOf(map(arr(video)), empty, arr(arr(video)));
const progressByVideo = oneOf(map(progress), empty, arr(progress));

export const courseDetail = conforms<RawCourseDetail>()(
  obj({
    course,
    chapters: arr(chapter),
    videos: videosByChapter,
    isBuy: flag,
    isCollect: flag,
    videoWatchedProgress: progressByVideo,
    attach: arr(attach),
    buyVideos: arr(num),
  }),
);

export const videoDetail = conforms<RawVideoDetail>()(
  obj({
    video,
    videos: videosByChapter,
    chapters: arr(chapter),
    course,
    is_watch: flag,
    video_watched_progress: progressByVideo,
    buy_videos: arr(num),
  }),
);

export const playInfo = conforms<{ urls: PlayUrl[] }>()(
  obj({ urls: arr(obj({ url: str, format: str, duration: numOrStr, name: str })) }),
);

// Comments ----------------------------------------------------------------------------------------

const commentUser = conforms<CommentUser>()(obj({ id: num, avatar: str, nick_name: str }));

export const v2Comments = conforms<RawComments>()(
  obj({
    comments: arr(
      conforms<Comment>()(
        obj({ id: num, user_id: num, render_content: str, created_at: str, ip: str, ip_province: str }),
      ),
    ),
    users: oneOf(map(commentUser), empty, arr(commentUser)),
  }),
);

const author = oneOf(obj({ avatar: str, nick_name: str }), empty);

export const v3Comment: Shape<RawV3Comment> = conforms<RawV3Comment>()(
  obj({
    id: str,
    parent_id: str,
    reply_id: str,
    content: str,
    ip_province: str,
    is_check: num,
    created_at: str,
    replies_count: opt(num),
    replies: opt(arr(lazy(() => v3Comment))),
    user: opt(author),
    reply_user: opt(author),
  }),
);

export const v3Comments = conforms<RawV3Comments>()(obj({ data: arr(v3Comment), total: num }));
export const v3Replies = conforms<RawV3Replies>()(obj({ data: arr(v3Comment) }));
