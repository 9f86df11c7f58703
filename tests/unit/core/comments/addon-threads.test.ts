/**
 * Posting in an addon's threaded comments (a topic, a book article, a Q&A answer): the top list and
 * the thread replied in are asked again while what was shown stays shown, so a thread the reader
 * had opened is still there, open, when the list with their reply arrives.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { allTasks } from 'nanostores';
import { clearQueryCache, type FetcherStore, type MutatorStore } from '#core/client/index.js';
import type { AddonComment, AddonCommentInput, AddonComments } from '#core/comments/index.js';
import { bookArticleComments, commentOnArticle } from '#core/book/index.js';
import { commentOnTopic, topicComments } from '#core/topic/index.js';
import { answerComments, commentOnAnswer } from '#core/wenda/index.js';
import { clearSession, saveToken } from '#core/session/index.js';
import { ok, useApiServer, type Recorded, type TestServer } from '../client/test-server.js';

let server: TestServer;
useApiServer({ server: (s) => (server = s), env: () => {} });
afterEach(() => {
  clearSession();
  clearQueryCache();
});

interface Addon {
  name: string;
  list(parent: number): FetcherStore<AddonComments>;
  post: () => MutatorStore<AddonCommentInput, unknown>;
  listRoute: string;
  postRoute: string;
  /** The query parameter naming the thread. */
  parentParam: string;
}

const ADDONS: Addon[] = [
  {
    name: 'a topic',
    list: (parent) => topicComments({ topicId: 5, parent }),
    post: commentOnTopic(5),
    listRoute: 'GET /addons/MeeduTopics/api/v2/topic/5/comments',
    postRoute: 'POST /addons/MeeduTopics/api/v1/topic/5/comment',
    parentParam: 'comment_id',
  },
  {
    name: 'a book article',
    list: (parent) => bookArticleComments({ articleId: 7, parent }),
    post: commentOnArticle(7),
    listRoute: 'GET /addons/MeeduBooks/api/v2/book/article/7/comments',
    postRoute: 'POST /addons/MeeduBooks/api/v1/book/article/7/comment',
    parentParam: 'parent_id',
  },
  {
    name: 'a Q&A answer',
    list: (parent) => answerComments({ answerId: 9, parent }),
    post: commentOnAnswer(9),
    listRoute: 'GET /addons/Wenda/api/v1/question/answer/9/comments',
    postRoute: 'POST /addons/Wenda/api/v1/question/answer/9/comment',
    parentParam: 'comment_id',
  },
];

const comment = (id: number, parent: number, content: string, children = 0): AddonComment => ({
  id,
  user_id: 1,
  parent_id: parent,
  content,
  render_content: content,
  created_at: '2026-11-27 10:00:00',
  children_count: children,
  user: { avatar: '', nick_name: '读者' },
  reply_user_id: 0,
  reply_user: [],
});

/** Thread 1 with one reply, until a second reply is posted into it. */
function serveThread(addon: Addon) {
  let posted = false;
  server.route(addon.listRoute, (req: Recorded) => {
    const items =
      Number(req.query.get(addon.parentParam) ?? 0) === 0
        ? [comment(1, 0, '第一条评论', posted ? 2 : 1)]
        : [comment(2, 1, '第一条回复'), ...(posted ? [comment(3, 1, '我的回复')] : [])];
    return ok({ data: { data: items, total: items.length }, users: [] });
  });
  server.route(addon.postRoute, () => {
    posted = true;
    return ok({ id: 3, comment_id: 3 });
  });
}

/** What a mounted reader saw, as the contents of each answer (undefined: nothing to show). */
async function watch(store: FetcherStore<AddonComments>) {
  const seen: Array<string[] | undefined> = [];
  const off = store.listen((v) => seen.push(v.data?.data.data.map((c) => c.content)));
  await allTasks();
  return { seen, off };
}

describe('posting a reply in an addon thread', () => {
  it.each(ADDONS)('on $name keeps the list and the opened thread shown until they come back with it', async (addon) => {
    saveToken('member');
    serveThread(addon);
    const top = await watch(addon.list(0));
    const thread = await watch(addon.list(1));
    const [topBefore, threadBefore] = [top.seen.length, thread.seen.length];

    await addon.post().mutate({ content: '我的回复', parent_id: 1, reply_id: 2, reply_user_id: 1 });
    await allTasks();

    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(top.seen.slice(topBefore)).toEqual([['第一条评论'], ['第一条评论']]);
    expect(thread.seen.slice(threadBefore)).toEqual([['第一条回复'], ['第一条回复', '我的回复']]);
    expect(addon.list(0).get().data?.data.data[0].children_count).toBe(2);
    top.off();
    thread.off();
  });
});
