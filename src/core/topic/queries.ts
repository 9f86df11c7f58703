/** Keys and reads of topics (MeeduTopics): list, detail with its paid part, comments, vote and collect. */
import type { SizeQuery } from '../client/index.js';
import type { AddonCommentInput } from '../comments/index.js';
import { defineQuery, STALE, defineMutation } from '../client/index.js';
import { getTopics, getTopic, getTopicComments, postTopicComment, voteTopic, collectTopic } from './api.js';

export type TopicsQuery = SizeQuery & { scene?: string; cid?: number };

export const topicList = /* @__PURE__ */ defineQuery('topic:list', (query: TopicsQuery) => getTopics(query));

/** `is_buy`, `is_vote`, `is_collect` are the member's own. */
export const topicDetail = /* @__PURE__ */ defineQuery('topic:detail', (id: number) => getTopic(id), STALE.member);

/** One thread level: `parent` 0 = the top level. */
export const topicComments = /* @__PURE__ */ defineQuery(
  'topic:comments',
  ({ topicId, parent }: { topicId: number; parent: number }) =>
    getTopicComments(topicId, { page: 1, page_size: 50, comment_id: parent }),
);

export const commentOnTopic = (topicId: number) =>
  defineMutation(async (input: AddonCommentInput, { revalidate }) => {
    const made = await postTopicComment(topicId, input);
    revalidate(topicComments.key({ topicId, parent: 0 }));
    if (input.parent_id) revalidate(topicComments.key({ topicId, parent: input.parent_id }));
    return made;
  });

/** Vote or collect on or off; resolves whether it is now on. */
export const toggleTopic = (topicId: number, what: 'vote' | 'collect') =>
  defineMutation(async (_: void, { invalidate }) => {
    const { ok } = await (what === 'vote' ? voteTopic(topicId) : collectTopic(topicId));
    invalidate(topicDetail.key(topicId));
    return Number(ok) === 1;
  });
