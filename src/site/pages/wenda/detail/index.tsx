import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { isOn } from '#core/features/index.js';
import type { WendaAnswer } from '#core/wenda/index.js';
import { openLogin } from '#core/app/open-login.js';
import { env } from '#core/env/index.js';
import * as paths from '#core/paths/index.js';
import { accept, answerComments, commentOnAnswer, questionDetail, vote } from '#core/wenda/index.js';
import { isLogin, user } from '#core/session/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { Button, LinkButton } from '#widgets/ui/button.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { useTitle } from '#site/shell/title.js';
import type { PageProps } from '#site/route-def.js';
import { CommentThread } from '#site/kit/comments.js';
import { DetailView } from '#site/kit/query-view.js';
import { Skeleton } from '#widgets/ui/page-state.js';
import * as content from '#site/kit/content.css.js';
import { AnswerForm } from '../answer-form.js';
import { QuestionDialog } from '../question-dialog.js';
import { Avatar } from '#widgets/ui/avatar.js';
import * as css from '../wenda.css.js';
import { PostGate } from '#site/kit/comment-form.js';

/** 赞 on the question or an answer, with its count; visitors are asked to log in. */
function VoteButton({
  questionId,
  target,
  on,
  count,
}: {
  questionId: number;
  target: { id: number; type: 'question' | 'answer' };
  on: boolean;
  count: number;
}) {
  const toggle = useMutation(vote(questionId));
  const click = () => (isLogin.get() ? void toggle.mutate(target) : void openLogin('login'));
  return (
    <button
      type="button"
      className={on ? css.voteOn : css.vote}
      aria-pressed={on}
      aria-busy={toggle.busy || undefined}
      onClick={click}
    >
      赞 {Number(count) || 0}
    </button>
  );
}

function Pictures({ list }: { list: string[] | undefined }) {
  if (!list?.length) return null;
  return (
    <ul className={css.thumbs} aria-label="图片">
      {list.map((src, i) => (
        <li key={src}>
          <SafeImage className={css.picture} src={src} alt={`图片${i + 1}`} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

function AnswerItem({
  answer,
  questionId,
  canAccept,
}: {
  answer: WendaAnswer;
  questionId: number;
  canAccept: boolean;
}) {
  const [open, setOpen] = useState(false);
  const take = useMutation(accept(questionId));
  const comments = useQuery(answerComments(open ? { answerId: answer.id, parent: 0 } : null));
  const author = answer.user && !Array.isArray(answer.user) ? answer.user : null;
  const correct = isOn(answer.is_correct);
  const count = Number(answer.reply_count) || 0;

  const adopt = async () => {
    if (await take.mutate(answer.id)) env().toast('已采纳该回答', 'success');
  };

  return (
    <li className={correct ? css.answerCorrect : css.answer} aria-label={`${author?.nick_name || '匿名用户'}的回答`}>
      <p className={css.answerHead}>
        <Avatar className={css.avatar} src={author?.avatar} size={32} />
        <span className={css.answerUser}>{author?.nick_name || '匿名用户'}</span>
        <RelativeTime className={content.muted} value={answer.created_at} withTime />
        {correct ? <span className={css.accepted}>已采纳</span> : null}
      </p>
      <RichContent html={answer.render_content} className={content.article} />
      <Pictures list={answer.images_list} />
      <div className={css.answerActions}>
        <VoteButton
          questionId={questionId}
          target={{ id: answer.id, type: 'answer' }}
          on={isOn(answer.is_vote)}
          count={answer.vote_count}
        />
        <LinkButton aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '收起评论' : count ? `${count}条评论` : '评论'}
        </LinkButton>
        {canAccept ? (
          <Button variant="secondary" loading={take.busy} onClick={adopt}>
            采纳
          </Button>
        ) : null}
      </div>
      {open ? (
        <div className={css.answerComments}>
          <CommentThread
            title="评论"
            state={comments}
            post={commentOnAnswer(answer.id)}
            replies={(parent) => answerComments(parent === null ? null : { answerId: answer.id, parent })}
            gate={null}
            asHtml
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * /wenda/detail/:id: the question (its text, pictures, bounty and votes; the asker may edit it
 * while unsolved), its answers with votes and comment threads, accepting one (the asker only,
 * which pays the bounty to its author), and answering it.
 */
export default function WendaDetailPage({ params }: PageProps<{ courseId: number }>) {
  const detail = useQuery(questionDetail(params.courseId));
  const logged = useStore(isLogin);
  const me = useStore(user);
  const [editing, setEditing] = useState(false);
  useTitle(detail.data?.question.title);

  return (
    <DetailView
      state={detail}
      noun="问题"
      listHref={paths.wenda()}
      listLabel="浏览全部问题"
      skeleton={
        <div className={css.page}>
          <Skeleton lines={8} label="问题加载中" />
        </div>
      }
    >
      {(data) => {
        const { question, answers } = data;
        const solved = Number(question.status) === 1;
        const asker = isOn(data.is_admin);
        const author = question.user && !Array.isArray(question.user) ? question.user : null;
        const mine = asker || (me && Number(me.id) === Number(question.user_id));

        return (
          <div className={css.page}>
            <article className={css.sheet} aria-labelledby="question-title">
              <p className={css.rowMeta}>
                <span className={solved ? css.solved : css.unsolved}>
                  {question.status_text || (solved ? '已解决' : '未解决')}
                </span>
                {Number(question.credit) > 0 ? (
                  <span className={css.credit}>悬赏{Number(question.credit)}积分</span>
                ) : null}
              </p>
              <h1 className={css.questionTitle} id="question-title">
                {question.title}
              </h1>
              <p className={css.questionMeta}>
                <span>{author?.nick_name || '匿名用户'}</span>
                <RelativeTime value={question.created_at} withTime />
                <span>{Number(question.view_times) || 0}次浏览</span>
              </p>
              <RichContent html={question.render_content} className={content.article} />
              <Pictures list={question.images_list} />
              <div className={css.answerActions}>
                <VoteButton
                  questionId={question.id}
                  target={{ id: question.id, type: 'question' }}
                  on={isOn(data.is_vote)}
                  count={Number(question.vote_count) || 0}
                />
                {asker && !solved ? (
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    编辑问题
                  </Button>
                ) : null}
              </div>
            </article>
            {editing ? <QuestionDialog open questionId={question.id} onClose={() => setEditing(false)} /> : null}
            <section className={css.sheet} aria-labelledby="answers-title">
              <h2 className={content.panelTitle} id="answers-title">
                {answers.length}个回答
              </h2>
              {answers.length ? (
                <ul className={css.answers}>
                  {answers.map((a) => (
                    <AnswerItem key={a.id} answer={a} questionId={question.id} canAccept={asker && !solved} />
                  ))}
                </ul>
              ) : (
                <p className={content.muted}>暂无回答，来写第一个回答吧</p>
              )}
            </section>
            <section className={css.sheet} aria-labelledby="answer-form-title">
              <h2 className={content.panelTitle} id="answer-form-title">
                写回答
              </h2>
              {solved ? (
                <p className={content.muted}>问题已解决，不再接受新的回答。</p>
              ) : !logged ? (
                <PostGate reason="登录后可以回答问题。" login="登录后回答" />
              ) : mine ? (
                <p className={content.muted}>不能回答自己的问题。</p>
              ) : (
                <AnswerForm questionId={question.id} />
              )}
            </section>
          </div>
        );
      }}
    </DetailView>
  );
}
