/** The Zhibo addon (live courses): paths and fields are what the public PC client reads. */
import type { AddonCategory, SizeQuery, AddonPage, SimplePage } from '../client/index.js';
import type { LiveCourseItem, LiveCourseDetail, LivePlay, LiveAttachment, LiveChatPage } from './types.js';
import type { CreatedOrder } from '../order/index.js';
import type { AddonComments } from '../comments/index.js';
import { get, post, mainApi, secondApi } from '../client/index.js';

type WithCategories = { categories: AddonCategory[] };

// Zhibo (live)
const LIVE = '/addons/zhibo/api/v1';

export const getLiveCourses = (q?: SizeQuery & { cid?: number }) =>
  get<AddonPage<LiveCourseItem, WithCategories>>(`${LIVE}/courses`, q);

export const getLiveCourse = (id: number) => get<LiveCourseDetail>(`${LIVE}/course/${id}`);

/** The order for a live course (the public checkout sends `goods_id` beside the path's id). */
export const createLiveOrder = (id: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`${LIVE}/course/${id}/paid`, { goods_id: id, ...input });

export const getLivePlay = (id: number) => get<LivePlay>(`${LIVE}/course/${id}/play`);

export const getLiveComments = (id: number, q?: SizeQuery) => get<AddonComments>(`${LIVE}/course/${id}/comments`, q);

/** Quiet, as every comment post: the comment form tells a refusal beside the field. */
export const postLiveComment = (id: number, content: string) =>
  mainApi<[]>(`${LIVE}/course/${id}/comment`, { method: 'POST', body: { content }, quiet: true });

// A session's room goes through the second client (MeEdu's "Go" service), as the public PC client's does.
const room = (courseId: number, videoId: number) => `${LIVE}/course/${courseId}/video/${videoId}`;

export const getLiveAttachments = (courseId: number, videoId: number, q?: SizeQuery) =>
  secondApi<SimplePage<LiveAttachment>>(`${room(courseId, videoId)}/attach/index`, { query: q });

/** Newest first. */
export const getLiveChat = (courseId: number, videoId: number, q?: SizeQuery) =>
  secondApi<LiveChatPage>(`${room(courseId, videoId)}/chat/msg`, { query: q });

/** `duration`: where the live player is (seconds). */
export const sendLiveChat = (courseId: number, videoId: number, content: string, duration: number) =>
  secondApi<[]>(`${room(courseId, videoId)}/chat/send`, { method: 'POST', body: { content, duration } });

/** Background progress while watching, live or the replay: failures are not the learner's business. */
export const recordLiveWatch = (courseId: number, videoId: number, duration: number, live: boolean) =>
  secondApi<[]>(`${room(courseId, videoId)}/${live ? 'liveWatchRecord' : 'vodWatchRecord'}`, {
    method: 'POST',
    body: { duration },
    quiet: true,
  });

export const signInLive = (courseId: number, videoId: number, signInId: number) =>
  secondApi<[]>(`${room(courseId, videoId)}/signIn/${signInId}`, { method: 'POST', body: {} });
