import { useId, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, phpMap } from '../../core/client/index.js';
import type { AddonComment, AddonCommentInput, AddonComments, CommentUser } from '../../core/comments/index.js';
import { openLogin } from '../../core/app/open-login.js';
import { env } from '../../core/env/index.js';
import type { FetcherStore, MutatorStore } from '../../core/client/index.js';
import { isLogin } from '../../core/session/index.js';
import { useMutation } from '../../widgets/data/use-mutation.js';
import { useQuery } from '../../widgets/data/use-query.js';
import { RichContent } from '../../widgets/rich-content/rich-content.js';
import { Button, LinkButton } from '../../widgets/ui/button.js';
import { LoadError, Skeleton, type LoadState } from '../../widgets/ui/page-state.js';
import { RelativeTime } from '../../widgets/ui/relative-time.js';
import { Avatar } from '../../widgets/ui/avatar.js';
import { CommentBox } from './comment-box.js';
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
  gate: ReactNode | null;
  /** Threaded lists: the replies of one top comment (null = not opened). */
  replies?: (parent: number | null) => FetcherStore<AddonComments>;
  /**
   * Q&A answer comments are shown as the server's HTML (sanitized); book and topic comments as
   * the text written, as the public client shows them.
   */
  asHtml?: boolean;
  placeholder?: string;
}

interface Author {
  avatar: string;
  nick_name: string;
}

function authorOf(c: AddonComment, users: Record<string, CommentUser>): Author | null {
  const own = c.user && !Array.isArray(c.user) ? c.user : null;
  return own ?? (users[String(c.user_id)] as Author | undefined) ?? null;
}

/** Text box and submit of a comment or a reply; keeps what was typed when the server refuses it. */
function CommentForm({
  post,
  label,
  input,
  placeholder,
  onDone,
  autoFocus,
}: {
  post: Post;
  label: string;
  input: Omit<AddonCommentInput, 'content'>;
  placeholder?: string;
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const [problem, setProblem] = useState('');
  const send = useMutation(post);
  const error =
    problem || (send.error ? (send.error instanceof ApiError && send.error.message) || '发表失败，请稍后重试' : '');
  return (
    <CommentBox
      label={label}
      submitLabel={input.parent_id ? '回复' : '发表评论'}
      placeholder={placeholder}
      rows={input.parent_id ? 2 : 4}
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
        env().toast(input.parent_id ? '回复成功' : '评论成功', 'success');
        onDone?.();
        return true;
      }}
    />
  );
}

function CommentItem({
  comment,
  users,
  asHtml,
  children,
}: {
  comment: AddonComment;
  users: Record<string, CommentUser>;
  asHtml?: boolean;
  children?: ReactNode;
}) {
  const author = authorOf(comment, users);
  const replyTo = comment.reply_user && !Array.isArray(comment.reply_user) ? comment.reply_user.nick_name : '';
  return (
    <li className={css.comment}>
      <Avatar className={css.avatar} src={author?.avatar} size={40} />
      <div className={css.commentBody}>
        <p className={css.commentHead}>
          <span className={css.commentUser}>{author?.nick_name || '匿名用户'}</span>
          {replyTo ? <span className={css.commentTime}>回复 {replyTo}</span> : null}
          <RelativeTime className={css.commentTime} value={comment.created_at} withTime />
        </p>
        {asHtml ? (
          <RichContent html={comment.render_content} className={css.commentText} />
        ) : (
          <p className={css.commentText}>{comment.content}</p>
        )}
        {children}
      </div>
    </li>
  );
}

/** A top comment with its replies (opened on demand) and a reply box. */
function ThreadItem({
  comment,
  users,
  props,
  canPost,
}: {
  comment: AddonComment;
  users: Record<string, CommentUser>;
  props: CommentThreadProps;
  canPost: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState<AddonComment | null>(null);
  const replies = useQuery(props.replies!(open ? comment.id : null));
  const count = Number(comment.children_count) || 0;
  const replyLabel = (c: AddonComment) => `回复 ${authorOf(c, users)?.nick_name || '匿名用户'}`;

  const reply = (target: AddonComment) => {
    if (!isLogin.get()) return void openLogin('login');
    setReplying(target);
  };

  return (
    <CommentItem comment={comment} users={users} asHtml={props.asHtml}>
      <p className={own.actions}>
        {canPost ? (
          <LinkButton onClick={() => reply(comment)} aria-label={replyLabel(comment)}>
            回复
          </LinkButton>
        ) : null}
        {count ? (
          <LinkButton aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? '收起回复' : `查看${count}条回复`}
          </LinkButton>
        ) : null}
      </p>
      {replying ? (
        <CommentForm
          post={props.post}
          label={replyLabel(replying)}
          input={{ parent_id: comment.id, reply_id: replying.id, reply_user_id: replying.user_id }}
          autoFocus
          onDone={() => {
            setReplying(null);
            setOpen(true);
          }}
        />
      ) : null}
      {open ? (
        replies.status === 'error' ? (
          <LoadError error={replies.error} onRetry={replies.reload} title="回复加载失败" level={2} />
        ) : !replies.data ? (
          <Skeleton lines={2} label="回复加载中" />
        ) : (
          <ul
            className={`${css.commentList} ${own.replies}`}
            aria-label={`${authorOf(comment, users)?.nick_name || '匿名用户'}的评论的回复`}
          >
            {replies.data.data.data.map((r) => (
              <CommentItem
                key={r.id}
                comment={r}
                users={{ ...users, ...phpMap(replies.data!.users) }}
                asHtml={props.asHtml}
              >
                {canPost ? (
                  <p className={own.actions}>
                    <LinkButton onClick={() => reply(r)} aria-label={replyLabel(r)}>
                      回复
                    </LinkButton>
                  </p>
                ) : null}
              </CommentItem>
            ))}
          </ul>
        )
      ) : null}
    </CommentItem>
  );
}

/**
 * Comments of an addon item (a book, an article, a topic, an answer): the post box (or why the
 * member may not post yet), the list newest first, and for threaded lists each comment's replies
 * and a reply box. Posting refreshes the list it went into.
 */
export function CommentThread(props: CommentThreadProps) {
  const logged = useStore(isLogin);
  const data = props.state.data;
  const users = data ? phpMap(data.users) : {};
  const items = data?.data.data ?? [];
  const canPost = logged && props.gate === null;
  const headingId = useId();

  return (
    <section className={css.comments} aria-labelledby={headingId}>
      <h2 className={own.heading} id={headingId}>
        {props.title}
        {data ? <span className={own.count}>（{Number(data.data.total) || items.length}）</span> : null}
      </h2>
      {!logged ? (
        <div className={css.commentGate}>
          <p>登录后可以发表评论。</p>
          <Button variant="secondary" onClick={() => void openLogin('login')}>
            登录后评论
          </Button>
        </div>
      ) : props.gate !== null ? (
        <div className={css.commentGate}>{props.gate}</div>
      ) : (
        <CommentForm post={props.post} label="发表评论" input={{}} placeholder={props.placeholder} />
      )}
      {props.state.status === 'error' ? (
        <LoadError error={props.state.error} onRetry={props.state.reload} title="评论加载失败" />
      ) : !data ? (
        <Skeleton lines={3} label="评论加载中" />
      ) : items.length === 0 ? (
        <p className={css.empty}>暂无评论</p>
      ) : (
        <ul className={css.commentList} aria-label={`${props.title}列表`}>
          {items.map((c) =>
            props.replies ? (
              <ThreadItem key={c.id} comment={c} users={users} props={props} canPost={canPost} />
            ) : (
              <CommentItem key={c.id} comment={c} users={users} asHtml={props.asHtml} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
