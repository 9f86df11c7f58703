import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, phpMap } from '#core/client/index.js';
import {
  addonCommentView,
  type AddonComment,
  type AddonCommentInput,
  type AddonComments,
  type CommentUser,
  type CommentView,
} from '#core/comments/index.js';
import { openLogin } from '#core/app/open-login.js';
import type { FetcherStore, MutatorStore } from '#core/client/index.js';
import { isLogin } from '#core/session/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { LinkButton } from '#widgets/ui/button.js';
import { LoadError, Skeleton, type LoadState } from '#widgets/ui/page-state.js';
import { CommentForm, CommentLoginGate, PostGate } from './comment-form.js';
import { CommentActions, CommentItem, ReplyLink, ReplyList } from './comment-item.js';
import { CommentList } from './comment-list.js';
import * as css from './detail.css.js';
import * as own from './comments.css.js';

type Post = () => MutatorStore<AddonCommentInput, unknown>;

export interface CommentThreadProps {
  /** Heading of the section (评论, 读者评论…). */
  title: string;
  state: LoadState<AddonComments>;
  post: Post;
  /**
   * Why the member may not post here (buy first…), or null when they may. Visitors are always
   * asked to log in first.
   */
  gate: string | null;
  /** Threaded lists: the replies of one top comment (null = not opened). */
  replies?: (parent: number | null) => FetcherStore<AddonComments>;
  /**
   * Q&A answer comments are shown as the server's HTML (sanitized); book and topic comments as
   * the text written, as the public client shows them.
   */
  asHtml?: boolean;
  placeholder?: string;
}

/** The addons answer a refused post with their own words; anything else reads the same. */
const describeRefusal = (error: unknown) => (error instanceof ApiError && error.message) || '发表失败，请稍后重试';

/** A comment and its raw form, which a reply names (its id and author). */
interface Entry {
  view: CommentView;
  raw: AddonComment;
}

const entriesOf = (list: AddonComments, users: Record<string, CommentUser>, asHtml?: boolean): Entry[] =>
  list.data.data.map((raw) => ({ raw, view: addonCommentView(raw, users, asHtml) }));

/** A top comment with its replies (opened on demand) and a reply box. */
function ThreadItem({
  entry,
  users,
  props,
  canPost,
}: {
  entry: Entry;
  users: Record<string, CommentUser>;
  props: CommentThreadProps;
  canPost: boolean;
}) {
  const { raw: comment, view } = entry;
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState<Entry | null>(null);
  const replies = useQuery(props.replies!(open ? comment.id : null));
  const count = Number(comment.children_count) || 0;
  const byId = new Map<string, Entry>();
  if (replies.data) {
    const all = { ...users, ...phpMap(replies.data.users) };
    for (const e of entriesOf(replies.data, all, props.asHtml)) byId.set(e.view.id, e);
  }

  // A visitor may see 回复 only where members may post; pressing it asks them to log in.
  const reply = (target: Entry) => {
    if (!isLogin.get()) return void openLogin('login');
    setReplying(target);
  };

  return (
    <CommentItem comment={view} withTime>
      <CommentActions>
        {canPost ? <ReplyLink comment={view} onReply={() => reply(entry)} /> : null}
        {count ? (
          <LinkButton aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? '收起回复' : `查看${count}条回复`}
          </LinkButton>
        ) : null}
      </CommentActions>
      {replying ? (
        <CommentForm
          post={props.post}
          reply
          label={`回复 ${replying.view.authorName}`}
          input={{ parent_id: comment.id, reply_id: replying.raw.id, reply_user_id: replying.raw.user_id }}
          describe={describeRefusal}
          autoFocus
          onDone={() => {
            setReplying(null);
            setOpen(true);
          }}
        />
      ) : null}
      {!open ? null : replies.status === 'error' ? (
        <LoadError error={replies.error} onRetry={replies.reload} title="回复加载失败" level={2} />
      ) : !replies.data ? (
        <Skeleton lines={2} label="回复加载中" />
      ) : (
        <ReplyList
          parent={view}
          replies={[...byId.values()].map((e) => e.view)}
          withTime
          canReply={() => canPost}
          onReply={(r) => reply(byId.get(r.id)!)}
        />
      )}
    </CommentItem>
  );
}

/**
 * Comments of an addon item (a book, an article, a topic, an answer): the post box (or why the
 * member may not post yet), the list newest first, and for threaded lists each comment's replies
 * and a reply box. Posting reads the lists it went into again while they stay shown, so the
 * threads opened in them stay open (core/client MutationTools.revalidate).
 */
export function CommentThread(props: CommentThreadProps) {
  const logged = useStore(isLogin);
  const data = props.state.data;
  const users = data ? phpMap(data.users) : {};
  const entries = data ? entriesOf(data, users, props.asHtml) : [];
  const canPost = logged && props.gate === null;
  const headingId = useId();

  return (
    <section className={css.comments} aria-labelledby={headingId}>
      <h2 className={own.heading} id={headingId}>
        {props.title}
        {data ? <span className={own.count}>（{Number(data.data.total) || entries.length}）</span> : null}
      </h2>
      {!logged ? (
        <CommentLoginGate />
      ) : props.gate !== null ? (
        <PostGate reason={props.gate} />
      ) : (
        <CommentForm
          post={props.post}
          reply={false}
          label="发表评论"
          input={{}}
          describe={describeRefusal}
          placeholder={props.placeholder}
        />
      )}
      <CommentList
        state={props.state}
        loaded={!!data}
        count={entries.length}
        label={`${props.title}列表`}
        skeletonLines={3}
        emptyText="暂无评论"
      >
        {entries.map((e) =>
          props.replies ? (
            <ThreadItem key={e.view.id} entry={e} users={users} props={props} canPost={canPost} />
          ) : (
            <CommentItem key={e.view.id} comment={e.view} withTime />
          ),
        )}
      </CommentList>
    </section>
  );
}
