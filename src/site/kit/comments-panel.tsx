import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { env } from '../../core/env/index.js';
import type { CommentInput, CommentList, CommentTarget, CourseComment } from '../../core/comments/index.js';
import { openLogin } from '../../core/app/open-login.js';
import { allComments, commentReplies } from '../../core/comments/index.js';
import type { MutatorStore } from '../../core/client/index.js';
import { isLogin } from '../../core/session/index.js';
import { relativeTime, formatDateTime } from '../../core/time/index.js';
import { useMutation } from '../../widgets/data/use-mutation.js';
import { useQuery } from '../../widgets/data/use-query.js';
import { RichContent } from '../../widgets/rich-content/rich-content.js';
import { Avatar } from '../../widgets/ui/avatar.js';
import { Button, LinkButton } from '../../widgets/ui/button.js';
import { describeError, LoadError, Skeleton, type LoadState } from '../../widgets/ui/page-state.js';
import { CommentBox } from './comment-box.js';
import * as css from './detail.css.js';
import * as own from './comments.css.js';

type Post = () => MutatorStore<CommentInput, unknown>;

export interface CommentsPanelProps {
  state: LoadState<CommentList>;
  post: Post;
  /** What the comments are on (course or lesson): a threaded list loads more through it. */
  target?: CommentTarget;
  /** The server lets this course or lesson take comments (`is_allow_comment`, where it has it). */
  open?: boolean;
  /** The member may watch it: where the server asks for a purchase before a comment. */
  bought: boolean;
  placeholder?: string;
}

const PENDING = '评论审核中';
const gone = '学员已注销';

/** The text box of a comment or reply: the server's refusal beside the field, what was typed kept. */
function CommentForm({
  post,
  label,
  submitLabel,
  input,
  maxLength,
  placeholder,
  autoFocus,
  onDone,
}: {
  post: Post;
  label: string;
  submitLabel: string;
  input: Omit<CommentInput, 'content'>;
  maxLength: number;
  placeholder?: string;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const send = useMutation(post);
  const [problem, setProblem] = useState('');
  const error = problem || (send.error ? describeError(send.error) : '');
  return (
    <CommentBox
      label={label}
      submitLabel={submitLabel}
      placeholder={placeholder}
      rows={input.parentId ? 2 : 4}
      maxLength={maxLength || undefined}
      autoFocus={autoFocus}
      busy={send.busy}
      error={error}
      send={async (text) => {
        if (!text.trim()) {
          setProblem('请输入评论内容');
          return false;
        }
        setProblem('');
        if ((await send.mutate({ ...input, content: text })) === undefined) return false;
        env().toast(input.parentId ? '回复成功' : '评论成功', 'success');
        onDone?.();
        return true;
      }}
    />
  );
}

function CommentItem({ comment, children }: { comment: CourseComment; children?: ReactNode }) {
  const name = comment.author?.nick_name || gone;
  return (
    <li className={css.comment}>
      <Avatar className={css.avatar} src={comment.author?.avatar} size={40} />
      <div className={css.commentBody}>
        <p className={css.commentHead}>
          <span className={css.commentUser}>{name}</span>
          {comment.replyTo ? <span className={css.commentTime}>回复 {comment.replyTo.nick_name}</span> : null}
          <time className={css.commentTime} dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
            {relativeTime(comment.createdAt)}
          </time>
          {comment.province ? <span className={css.commentTime}>{comment.province}</span> : null}
        </p>
        {comment.pending ? (
          <p className={`${css.commentText} ${css.pending}`}>{PENDING}</p>
        ) : comment.html ? (
          // v2 render_content is HTML: through the sanitizer, so entities show as written and no markup runs.
          <RichContent html={comment.text} className={css.commentText} />
        ) : (
          <p className={css.commentText}>{comment.text}</p>
        )}
        {children}
      </div>
    </li>
  );
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
  const [replying, setReplying] = useState<CourseComment | null>(null);
  const more = useQuery(commentReplies(all ? { target, parentId: comment.id } : null));
  const replies = all && more.data ? more.data : comment.replies;
  const name = (c: CourseComment) => c.author?.nick_name || gone;
  // Only approved comments can be answered (the server refuses a reply under a pending one).
  const replyButton = (c: CourseComment) =>
    canPost && !c.pending ? (
      <p className={own.actions}>
        <LinkButton onClick={() => setReplying(c)} aria-label={`回复 ${name(c)}`}>
          回复
        </LinkButton>
      </p>
    ) : null;

  return (
    <CommentItem comment={comment}>
      {replyButton(comment)}
      {replying ? (
        <CommentForm
          post={post}
          label={`回复 ${name(replying)}`}
          submitLabel="回复"
          input={{ parentId: comment.id, replyId: replying === comment ? undefined : replying.id }}
          maxLength={maxLength}
          autoFocus
          onDone={() => setReplying(null)}
        />
      ) : null}
      {replies.length ? (
        <ul className={`${css.commentList} ${own.replies}`} aria-label={`${name(comment)}的评论的回复`}>
          {replies.map((r) => (
            <CommentItem key={r.id} comment={r}>
              {replyButton(r)}
            </CommentItem>
          ))}
        </ul>
      ) : null}
      {all && more.status === 'error' ? (
        <LoadError error={more.error} onRetry={more.reload} title="回复加载失败" />
      ) : !all && comment.repliesCount > comment.replies.length ? (
        <p className={own.actions}>
          <LinkButton onClick={() => setAll(true)}>查看全部{comment.repliesCount}条回复</LinkButton>
        </p>
      ) : null}
    </CommentItem>
  );
}

/** Why the member may not post here, or null when they may (visitors are asked to log in). */
function gateOf(list: CommentList, open: boolean, bought: boolean): string | null {
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

  const form = !list ? null : !logged ? (
    <div className={css.commentGate}>
      <p>登录后可以发表评论。</p>
      <Button variant="secondary" onClick={() => void openLogin('login')}>
        登录后评论
      </Button>
    </div>
  ) : gateOf(list, open, bought) ? (
    <p className={css.commentGate}>{gateOf(list, open, bought)}</p>
  ) : (
    <CommentForm
      post={post}
      label="发表评论"
      submitLabel="发表评论"
      input={{}}
      maxLength={list.maxLength}
      placeholder={
        placeholder ??
        (list.maxLength
          ? `说说你的看法（最多 ${list.maxLength} 字）`
          : `说说你对这门课的看法（至少 ${list.minLength} 个字）`)
      }
    />
  );
  const canPost = logged && !!list && !gateOf(list, open, bought);

  return (
    <div className={css.comments}>
      {form}
      {state.status === 'error' ? (
        <LoadError error={state.error} onRetry={state.reload} title="评论加载失败" />
      ) : !list ? (
        <Skeleton lines={4} label="评论加载中" />
      ) : list.items.length === 0 ? (
        <p className={css.empty}>暂无评论，来发表第一条吧</p>
      ) : (
        <>
          <ul className={css.commentList} aria-label="评论列表">
            {list.items.map((c) =>
              list.threaded && target ? (
                <Thread
                  key={c.id}
                  comment={c}
                  target={target}
                  post={post}
                  canPost={canPost}
                  maxLength={list.maxLength}
                />
              ) : (
                <CommentItem key={c.id} comment={c} />
              ),
            )}
          </ul>
          {everything && wholeList.status === 'error' ? (
            <LoadError error={wholeList.error} onRetry={wholeList.reload} title="评论加载失败" />
          ) : !everything && target && list.total > list.items.length ? (
            <p className={own.actions}>
              <LinkButton onClick={() => setEverything(true)}>查看全部{list.total}条评论</LinkButton>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
