import { useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  allComments,
  commentReplies,
  courseCommentView,
  type CommentInput,
  type CommentList as CourseCommentList,
  type CommentTarget,
  type CourseComment,
} from '#core/comments/index.js';
import type { MutatorStore } from '#core/client/index.js';
import { isLogin } from '#core/session/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { LinkButton } from '#widgets/ui/button.js';
import { describeError, LoadError, type LoadState } from '#widgets/ui/page-state.js';
import { CommentForm, CommentLoginGate, PostGate } from './comment-form.js';
import { CommentActions, CommentItem, ReplyLink, ReplyList } from './comment-item.js';
import { CommentList } from './comment-list.js';
import * as css from './detail.css.js';

type Post = () => MutatorStore<CommentInput, unknown>;

export interface CommentsPanelProps {
  state: LoadState<CourseCommentList>;
  post: Post;
  /** What the comments are on (course or lesson): a threaded list loads more through it. */
  target?: CommentTarget;
  /** The server lets this course or lesson take comments (`is_allow_comment`, where it has it). */
  open?: boolean;
  /** The member may watch it: where the server asks for a purchase before a comment. */
  bought: boolean;
  placeholder?: string;
}

/** A thread: the comment, its newest replies (all of them on request) and the reply boxes. */
function Thread({
  comment,
  target,
  post,
  canPost,
  maxLength,
}: {
  comment: CourseComment;
  target: CommentTarget;
  post: Post;
  canPost: boolean;
  maxLength: number;
}) {
  const [all, setAll] = useState(false);
  // The top comment itself (no reply id) or one of its replies.
  const [replying, setReplying] = useState<{ id?: string; name: string } | null>(null);
  const more = useQuery(commentReplies(all ? { target, parentId: comment.id } : null));
  const replies = (all && more.data ? more.data : comment.replies).map(courseCommentView);
  const view = courseCommentView(comment);
  // Only approved comments can be answered (the server refuses a reply under a pending one).
  const canReply = (c: { pending: boolean }) => canPost && !c.pending;

  return (
    <CommentItem comment={view}>
      {canReply(view) ? (
        <CommentActions>
          <ReplyLink comment={view} onReply={() => setReplying({ name: view.authorName })} />
        </CommentActions>
      ) : null}
      {replying ? (
        <CommentForm
          post={post}
          reply
          label={`回复 ${replying.name}`}
          input={{ parentId: comment.id, replyId: replying.id }}
          maxLength={maxLength}
          describe={describeError}
          autoFocus
          onDone={() => setReplying(null)}
        />
      ) : null}
      {replies.length ? (
        <ReplyList
          parent={view}
          replies={replies}
          canReply={canReply}
          onReply={(r) => setReplying({ id: r.id, name: r.authorName })}
        />
      ) : null}
      {all && more.status === 'error' ? (
        <LoadError error={more.error} onRetry={more.reload} title="回复加载失败" />
      ) : !all && comment.repliesCount > comment.replies.length ? (
        <CommentActions>
          <LinkButton onClick={() => setAll(true)}>查看全部{comment.repliesCount}条回复</LinkButton>
        </CommentActions>
      ) : null}
    </CommentItem>
  );
}

/** Why the member may not post here, or null when they may (visitors are asked to log in). */
function gateOf(list: CourseCommentList, open: boolean, bought: boolean): string | null {
  if (!open) return '暂未开放评论';
  if (list.needsPurchase && !bought) return '购买课程后可以发表评论。';
  return null;
}

/**
 * The comments of a course or lesson (and of a live course, with its own `post`): the post box
 * (or why the member may not post), then the list. Threaded lists (MeEdu 4.9.22+) show replies,
 * a reply box per comment and the 查看全部 links; comments waiting for moderation read
 * 评论审核中. A failure is told once: the list's in its place with 重试, a refused post beside the
 * field.
 */
export function CommentsPanel({ state, post, target, open = true, bought, placeholder }: CommentsPanelProps) {
  const logged = useStore(isLogin);
  const [everything, setEverything] = useState(false);
  const wholeList = useQuery(allComments(everything && target ? target : null));
  const list = everything && wholeList.data ? wholeList.data : state.data;
  const gate = list ? gateOf(list, open, bought) : null;

  // The post box waits for the list: its gate and length rules come with it.
  const form = !list ? null : !logged ? (
    <CommentLoginGate />
  ) : gate ? (
    <PostGate reason={gate} />
  ) : (
    <CommentForm
      post={post}
      reply={false}
      label="发表评论"
      input={{}}
      maxLength={list.maxLength}
      describe={describeError}
      placeholder={
        placeholder ??
        (list.maxLength
          ? `说说你的看法（最多 ${list.maxLength} 字）`
          : `说说你对这门课的看法（至少 ${list.minLength} 个字）`)
      }
    />
  );
  const canPost = logged && !!list && !gate;
  const items = list?.items ?? [];

  return (
    <div className={css.comments}>
      {form}
      <CommentList
        state={state}
        loaded={!!list}
        count={items.length}
        label="评论列表"
        skeletonLines={4}
        emptyText="暂无评论，来发表第一条吧"
      >
        {items.map((c) =>
          list!.threaded && target ? (
            <Thread key={c.id} comment={c} target={target} post={post} canPost={canPost} maxLength={list!.maxLength} />
          ) : (
            <CommentItem key={c.id} comment={courseCommentView(c)} />
          ),
        )}
      </CommentList>
      {list && items.length > 0 && state.status !== 'error' ? (
        everything && wholeList.status === 'error' ? (
          <LoadError error={wholeList.error} onRetry={wholeList.reload} title="评论加载失败" />
        ) : !everything && target && list.total > items.length ? (
          <CommentActions>
            <LinkButton onClick={() => setEverything(true)}>查看全部{list.total}条评论</LinkButton>
          </CommentActions>
        ) : null
      ) : null}
    </div>
  );
}
