import { describeError } from '#widgets/ui/page-state.js';
import { phpMap } from '#core/client/index.js';
import type { PaperDetail, QuestionOutline, RequiredCourse } from '#core/exam/index.js';
import { env } from '#core/env/index.js';
import { paperOwned, paperDetail, startPaper } from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Button } from '#widgets/ui/button.js';
import { Link } from '#widgets/ui/link.js';
import type { PageProps } from '#site/route-def.js';
import { useTitle } from '#site/shell/title.js';
import { DetailFrame, Fact } from '../detail-frame.js';
import { RecordList } from '../record-list.js';
import { isRunning } from '../records.js';
import * as css from '../exam.css.js';

/** The outline arrives grouped by type (or, from older servers, as one list). */
const questionCount = (outline: PaperDetail['questions']) =>
  Array.isArray(outline)
    ? outline.length
    : Object.values(phpMap<QuestionOutline[]>(outline)).reduce((n, list) => n + list.length, 0);

function PaperView({ id, d }: { id: number; d: PaperDetail }) {
  const start = useMutation(startPaper);
  const { paper } = d;
  const tries = Number(paper.try_times) || 0;
  const triesLeft = tries > 0 ? Math.max(0, tries - (Number(d.join_count) || 0)) : null;
  const running = d.user_papers.find((r) => isRunning('paper', r));
  const bought = paperOwned(d);
  const courses = Array.isArray(d.required_courses)
    ? d.required_courses
    : Object.values(phpMap<RequiredCourse>(d.required_courses));

  const join = async () => {
    const rid = await start.mutate(id);
    if (rid) env().navigate(paths.paperPlay(id, rid));
  };

  return (
    <>
      <section className={css.hero} aria-labelledby="paper-title">
        <h1 className={css.heroTitle} id="paper-title">
          {paper.title}
        </h1>
        {paper.description ? <p className={css.desc}>{paper.description}</p> : null}
        <dl className={css.facts}>
          <Fact name="总分">{paper.score}分</Fact>
          <Fact name="及格分">{paper.pass_score}分</Fact>
          <Fact name="题数">{questionCount(d.questions)}道</Fact>
          <Fact name="考试时长">{paper.expired_minutes}分钟</Fact>
          <Fact name={triesLeft === null ? '可考试次数' : '剩余可考试次数'}>
            {triesLeft === null ? '不限' : `${triesLeft}次`}
          </Fact>
        </dl>
        {courses.length ? (
          <div className={css.notice}>
            <p className={css.plain}>参加考试前需先学习以下课程：</p>
            <ul className={css.meta}>
              {courses.map((c) => (
                <li key={c.id}>
                  <Link className={css.textLink} href={paths.courseDetail(c.id)}>
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={css.actions}>
          {running ? (
            <Link className={css.action} href={paths.paperPlay(id, running.id)}>
              继续考试
            </Link>
          ) : !bought && Number(paper.charge) > 0 ? (
            <Link className={css.action} href={paths.order({ goods_type: 'paper', goods_id: id })}>
              购买试卷 ￥{paper.charge}
            </Link>
          ) : triesLeft === 0 ? (
            <p className={css.muted}>考试次数已用完</p>
          ) : (
            <Button loading={start.busy} onClick={() => void join()}>
              开始考试
            </Button>
          )}
        </div>
        {start.error ? (
          <p className={css.notice} role="alert">
            {describeError(start.error)}
          </p>
        ) : null}
      </section>
      <RecordList kind="paper" records={d.user_papers} playHref={(rid) => paths.paperPlay(id, rid)} />
    </>
  );
}

export default function PaperDetailPage({ params }: PageProps<{ id: number }>) {
  const state = useQuery(paperDetail(params.id));
  useTitle(state.data?.paper.title);
  return (
    <DetailFrame state={state} noun="试卷" listHref={paths.papers()}>
      {(d) => <PaperView id={params.id} d={d} />}
    </DetailFrame>
  );
}
