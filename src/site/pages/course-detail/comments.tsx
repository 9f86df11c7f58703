import { useStore } from '@nanostores/react';
import { env } from '../../../core/env/index.js';
import { ApiError } from '../../../core/api/errors.js';
import type { Comments } from '../../../core/api/types.js';
import { loginDialog } from '../../../core/app/login-dialog.js';
import { commentOnCourse } from '../../../core/query/content.js';
import { isLogin } from '../../../core/session/index.js';
import { relativeTime, formatDateTime } from '../../../core/time/index.js';
import { useMutation } from '../../../widgets/data/use-mutation.js';
import { RichContent } from '../../../widgets/rich-content/rich-content.js';
import { Avatar } from '../../../widgets/ui/avatar.js';
import { Button } from '../../../widgets/ui/button.js';
import { LoadError, Skeleton, type LoadState } from '../../../widgets/ui/page-state.js';
import { CommentBox } from './comment-box.js';
import * as css from './course-detail.css.js';

/** How a comment is posted; a course's by default. */
type CommentMutation = ReturnType<typeof commentOnCourse>;

interface FormProps {
  courseId: number;
  canComment: boolean;
  comment?: CommentMutation;
  placeholder?: string;
}

function CommentForm({
  courseId,
  canComment,
  comment,
  placeholder = '说说你对这门课的看法（至少 6 个字）',
}: FormProps) {
  const logged = useStore(isLogin);
  const post = useMutation(comment ?? commentOnCourse(courseId));
  // The client has toasted the server's message; it stays beside the field too, and what the
  // learner typed stays in it.
  const error = post.error ? (post.error instanceof ApiError && post.error.message) || '评论发表失败，请稍后重试' : '';

  if (!logged) {
    return (
      <div className={css.commentGate}>
        <p>登录后可以发表评论。</p>
        <Button variant="secondary" onClick={() => loginDialog().open('login')}>
          登录后评论
        </Button>
      </div>
    );
  }
  if (!canComment) return <p className={css.commentGate}>购买课程后可以发表评论。</p>;

  return (
    <CommentBox
      label="发表评论"
      submitLabel="发表评论"
      placeholder={placeholder}
      busy={post.busy}
      error={error}
      send={async (text) => {
        if (!(await post.mutate(text))) return false;
        env().toast('评论成功', 'success');
        return true;
      }}
    />
  );
}

/** The comment form and the comments of a course (a live course's too, with its own `comment`). */
export function CommentsPanel({ state, ...form }: FormProps & { state: LoadState<Comments> }) {
  const data = state.data;
  return (
    <div className={css.comments}>
      <CommentForm {...form} />
      {state.status === 'error' ? (
        <LoadError error={state.error} onRetry={state.reload} title="评论加载失败" />
      ) : !data ? (
        <Skeleton lines={4} label="评论加载中" />
      ) : data.comments.length === 0 ? (
        <p className={css.empty}>暂无评论，来发表第一条吧</p>
      ) : (
        <ul className={css.commentList} aria-label="评论列表">
          {data.comments.map((c) => {
            const user = data.users[String(c.user_id)];
            return (
              <li key={c.id} className={css.comment}>
                <Avatar className={css.avatar} src={user?.avatar} size={40} />
                <div className={css.commentBody}>
                  <p className={css.commentHead}>
                    <span className={css.commentUser}>{user?.nick_name || '匿名用户'}</span>
                    <time className={css.commentTime} dateTime={c.created_at} title={formatDateTime(c.created_at)}>
                      {relativeTime(c.created_at)}
                    </time>
                    {c.ip_province ? <span className={css.commentTime}>{c.ip_province}</span> : null}
                  </p>
                  {/* render_content is HTML (escaped text here, purified HTML on other MeEdu servers): it goes
                      through the sanitizer, so entities show as the characters written and no markup runs. */}
                  <RichContent html={c.render_content} className={css.commentText} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
