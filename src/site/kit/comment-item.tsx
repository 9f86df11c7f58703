import type { ReactNode } from 'react';
import type { CommentView } from '#core/comments/index.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { Avatar } from '#widgets/ui/avatar.js';
import { LinkButton } from '#widgets/ui/button.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import * as css from './detail.css.js';
import * as own from './comments.css.js';

/**
 * One comment: avatar, name, whom it answers, when, where from, and what was written (评论审核中
 * while it waits for moderation). `children` holds its actions, reply box and replies.
 */
export function CommentItem({
  comment,
  withTime,
  children,
}: {
  comment: CommentView;
  /** The clock time beside the day (addon lists, as the public client shows them). */
  withTime?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className={css.comment}>
      <Avatar className={css.avatar} src={comment.avatar} size={40} />
      <div className={css.commentBody}>
        <p className={css.commentHead}>
          <span className={css.commentUser}>{comment.authorName}</span>
          {comment.replyTo ? <span className={css.commentTime}>回复 {comment.replyTo}</span> : null}
          <RelativeTime className={css.commentTime} value={comment.createdAt} withTime={withTime} />
          {comment.province ? <span className={css.commentTime}>{comment.province}</span> : null}
        </p>
        {comment.pending ? (
          <p className={`${css.commentText} ${css.pending}`}>评论审核中</p>
        ) : comment.html ? (
          // Server HTML goes through the sanitizer: entities show as written and no markup runs.
          <RichContent html={comment.text} className={css.commentText} />
        ) : (
          <p className={css.commentText}>{comment.text}</p>
        )}
        {children}
      </div>
    </li>
  );
}

/** The links under a comment or a list (回复, 查看回复, 查看全部…). */
export function CommentActions({ children }: { children: ReactNode }) {
  return <p className={own.actions}>{children}</p>;
}

/** 回复 under a comment, named for screen readers by whom it answers. */
export function ReplyLink({ comment, onReply }: { comment: CommentView; onReply(): void }) {
  return (
    <LinkButton onClick={onReply} aria-label={`回复 ${comment.authorName}`}>
      回复
    </LinkButton>
  );
}

/** The replies of a thread, indented under its top comment; each may be answered in turn. */
export function ReplyList({
  parent,
  replies,
  withTime,
  canReply,
  onReply,
}: {
  parent: CommentView;
  replies: CommentView[];
  withTime?: boolean;
  canReply(reply: CommentView): boolean;
  onReply(reply: CommentView): void;
}) {
  return (
    <ul className={`${css.commentList} ${own.replies}`} aria-label={`${parent.authorName}的评论的回复`}>
      {replies.map((r) => (
        <CommentItem key={r.id} comment={r} withTime={withTime}>
          {canReply(r) ? (
            <CommentActions>
              <ReplyLink comment={r} onReply={() => onReply(r)} />
            </CommentActions>
          ) : null}
        </CommentItem>
      ))}
    </ul>
  );
}
