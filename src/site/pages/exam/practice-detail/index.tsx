import { phpMap } from '#core/client/index.js';
import type { PracticeDetail } from '#core/exam/index.js';
import { practiceOwned, practiceDetail } from '#core/exam/index.js';
import { chargeOf } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Link } from '#widgets/ui/link.js';
import { EmptyState } from '#widgets/ui/page-state.js';
import type { PageProps } from '#site/route-def.js';
import { useTitle } from '#site/shell/title.js';
import { DetailFrame, Fact } from '../detail-frame.js';
import * as css from '../exam.css.js';

function PracticeView({ id, d }: { id: number; d: PracticeDetail }) {
  const { practice } = d;
  const open = practiceOwned(d) || !chargeOf(practice.charge);
  const chapterDone = phpMap(d.user_chapter_records);
  const submitted = (chapterId: number) => chapterDone[chapterId]?.submit_count ?? 0;
  return (
    <>
      <section className={css.hero} aria-labelledby="practice-title">
        <h1 className={css.heroTitle} id="practice-title">
          {practice.name}
        </h1>
        {practice.description ? <p className={css.desc}>{practice.description}</p> : null}
        <dl className={css.facts}>
          <Fact name="已练习">
            {d.practice_user_record?.submit_count ?? 0}/{practice.question_count}题
          </Fact>
          <Fact name="章节">{d.chapters.length}个</Fact>
        </dl>
        <div className={css.actions}>
          {open ? (
            <Link className={css.action} href={paths.practicePlay(id)}>
              每日一练
            </Link>
          ) : (
            <Link className={css.action} href={paths.order({ goods_type: 'practice', goods_id: id })}>
              购买练习 ￥{practice.charge}
            </Link>
          )}
        </div>
      </section>
      <section className={css.section} aria-labelledby="practice-chapters">
        <h2 className={css.sectionTitle} id="practice-chapters">
          章节练习
        </h2>
        {d.chapters.length ? (
          <ol className={css.rows}>
            {d.chapters.map((ch) => (
              <li key={ch.id} className={css.rowItem}>
                <span className={css.rowName}>{ch.name}</span>
                <span className={css.muted}>
                  已练习{submitted(ch.id)}/{ch.question_count}
                </span>
                {open && ch.question_count > 0 ? (
                  <Link
                    className={css.textLink}
                    href={paths.practicePlay(id, ch.id)}
                    aria-label={`${submitted(ch.id) ? '继续练习' : '开始练习'}：${ch.name}`}
                  >
                    {submitted(ch.id) ? '继续练习' : '开始练习'}
                  </Link>
                ) : (
                  <span className={css.muted}>{open ? '暂无试题' : '购买后可练习'}</span>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState>暂无章节</EmptyState>
        )}
      </section>
    </>
  );
}

export default function PracticeDetailPage({ params }: PageProps<{ id: number }>) {
  const state = useQuery(practiceDetail(params.id));
  useTitle(state.data?.practice.name);
  return (
    <DetailFrame state={state} noun="练习" listHref={paths.practices()}>
      {(d) => <PracticeView id={params.id} d={d} />}
    </DetailFrame>
  );
}
