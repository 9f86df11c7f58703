/** The MeeduTopics addon (topics). Lists answer `{data: {data, total}}`, paged with `page` + `size`. */
import type { AddonCategory, SizeQuery, AddonPage } from '../client/index.js';
import type { TopicItem, TopicDetail } from './types.js';
import type { CreatedOrder } from '../order/index.js';
import type { AddonComments, AddonCommentInput } from '../comments/index.js';
import { get, post, mainApi } from '../client/index.js';

type WithCategories = { categories: AddonCategory[] };

// MeeduTopics
const TOPICS = '/addons/MeeduTopics/api';

export const getTopics = (q?: SizeQuery & { scene?: string; cid?: number }) =>
  get<AddonPage<TopicItem, WithCategories>>(`${TOPICS}/v1/topics`, q);

export const getTopic = (id: number) => get<TopicDetail>(`${TOPICS}/v1/topic/${id}`);

export const createTopicOrder = (id: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`${TOPICS}/v1/topic/${id}/buy`, { goods_id: id, ...input });

export const getTopicComments = (id: number, q?: { page?: number; page_size?: number; comment_id?: number }) =>
  get<AddonComments>(`${TOPICS}/v2/topic/${id}/comments`, q);

/** Toggles; `ok` 1 = now voted. A GET, but the vote button's: a user action. */
export const voteTopic = (id: number) => mainApi<{ ok: number }>(`${TOPICS}/v1/topic/${id}/vote`, { action: true });

/** Toggles; `ok` 1 = now collected. */
export const collectTopic = (id: number) =>
  mainApi<{ ok: number }>(`${TOPICS}/v1/topic/${id}/collect`, { action: true });

/** `无权限` unless the member owns the topic; a reply names its thread and the answered comment. */
export const postTopicComment = (id: number, input: AddonCommentInput) =>
  post<{ id: number; comment_id: number }>(
    `${TOPICS}/v1/topic/${id}/comment`,
    { content: input.content, parent_id: input.parent_id, reply_comment_id: input.reply_id },
    true,
  );
