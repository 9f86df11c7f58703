/**
 * The routes' data prefetches. Loaded with the route's own code (the route table imports this
 * module lazily), so the query layer stays out of the first script every page pays for.
 */
import {
  announcementDetail,
  announcementList,
  courseCategories,
  courseComments,
  courseDetail,
  courseList,
  homeBlocks,
  homeSliders,
  latestAnnouncement,
} from '../core/query/content.js';
import { prefetch } from '../core/query/index.js';
import { liveComments, liveCourse, liveCourses, livePlay } from '../core/query/live.js';
import { memberCourses, memberLikedCourses } from '../core/query/member.js';
import { prefetchPlayUrls, videoDetail } from '../core/query/video.js';
import { coursesQuery, resolveOptions } from '../widgets/course-list/options.js';
import {
  COURSES_PAGE_SIZE,
  announcementsQuery,
  coursesFilter,
  liveQuery,
  studyCenterFilter,
  studyCenterQuery,
} from './url-schemas.js';

export const home = () => prefetch(homeSliders(), homeBlocks(), latestAnnouncement());

export function courses(search: URLSearchParams) {
  const f = coursesFilter(search);
  const options = resolveOptions({
    categoryId: f.category_id,
    scene: f.scene,
    page: f.page,
    pageSize: COURSES_PAGE_SIZE,
  });
  prefetch(courseCategories(), courseList(coursesQuery(options, f.page)));
}

export const course = (courseId: number) => prefetch(courseDetail(courseId), courseComments(courseId));

export const announcements = (search: URLSearchParams) => prefetch(announcementList(announcementsQuery(search)));

export const announcement = (id: number) => prefetch(announcementDetail(id));

// Member centre and share (login required: these run once the session is known)
import * as member from '../core/query/member.js';
import { configFunc } from '../core/session/index.js';
import { certsQuery, codeRecordsQuery, credit1Query, mallQuery, messagesQuery, shareQuery } from './url-schemas.js';

export const memberHome = () => prefetch(member.daySignInState(configFunc.get().daySignIn));
export const memberMessages = (search: URLSearchParams) => prefetch(member.memberMessages(messagesQuery(search)));
export const memberCredit1 = (search: URLSearchParams) => prefetch(member.credit1Records(credit1Query(search)));
export function memberMall(search: URLSearchParams) {
  const q = mallQuery(search);
  prefetch(q.tab === 'orders' ? member.creditOrders(q.list) : member.creditGoods(q.list));
}
export const memberCodes = (search: URLSearchParams) => prefetch(member.exchangeRecords(codeRecordsQuery(search)));
export const memberCerts = (search: URLSearchParams) => prefetch(member.myCerts(certsQuery(search)));
export function share(search: URLSearchParams) {
  const q = shareQuery(search);
  prefetch(
    member.shareUser(),
    q.tab === 'goods'
      ? member.shareGoods(q.list)
      : q.tab === 'records'
        ? member.shareBalanceRecords(q.list)
        : member.sharePosters(),
  );
}
/**
 * The lesson and its play address together; its course's detail and comments as soon as the
 * lesson names the course.
 */
export function video(videoId: number) {
  prefetchPlayUrls(videoId);
  void videoDetail(videoId)
    .fetch()
    .then((answer) => {
      if ('data' in answer && answer.data)
        prefetch(courseDetail(answer.data.course.id), courseComments(answer.data.course.id));
    });
}

export const studyCenter = (search: URLSearchParams) => {
  const { tab, page } = studyCenterFilter(search);
  prefetch((tab === 'like' ? memberLikedCourses : memberCourses)(studyCenterQuery(page)));
};

// Live courses (Zhibo)
export const live = (search: URLSearchParams) => prefetch(liveCourses(liveQuery(search)));
export const liveCourseDetail = (id: number) => prefetch(liveCourse(id), liveComments(id));
export const liveVideo = (videoId: number) => prefetch(livePlay(videoId));
