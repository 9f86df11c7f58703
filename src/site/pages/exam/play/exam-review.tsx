import type { AnswerEntry } from '#core/exam/index.js';
import { isAnswered, fromEntries, collectionStatus } from '#core/exam/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Link } from '#widgets/ui/link.js';
import { CollectButton } from './collect-button.js';
import { gradedCell } from './sheet-grid.js';
import { WholePaper } from './whole-paper.js';
import * as css from './play.css.js';

/** What a paper's play page reads of the paper (score fields arrive as numbers or strings). */
export interface PaperHead {
  title: string;
  pass_score?: unknown;
  score?: unknown;
}
export const headOf = (p: PaperHead) => ({
  title: p.title,
  passScore: Number(p.pass_score) || 0,
  fullScore: Number(p.score) || 0,
});

/**
 * A handed-in attempt: the score, and per question the right answer, the member's, the score and
 * the explanation, with 收藏试题 beside each.
 */
export function ExamReview({
  paper,
  score,
  entries,
  backHref,
}: {
  paper: PaperHead;
  score: number;
  entries: AnswerEntry[];
  backHref: string;
}) {
  const { title, passScore } = headOf(paper);
  const { questions, answers, grades, images } = fromEntries(entries, true);
  const collected = useQuery(collectionStatus(questions.length ? questions.map((q) => q.id).join(',') : null));
  const passed = score >= passScore;
  return (
    <>
      <header className={css.bar}>
        <Link className={css.back} href={backHref}>
          ← 返回
        </Link>
        <h1 className={css.title}>{title}</h1>
        <div className={css.barSide}>
          <span className={css.score}>考试得分：{score}分</span>
          <span className={css.info}>{passed ? '已及格' : `未及格（及格分${passScore}分）`}</span>
        </div>
      </header>
      <WholePaper
        questions={questions}
        cellOf={(i) => gradedCell(grades, questions[i], isAnswered(questions[i], answers[questions[i].id]))}
        legend={['right', 'wrong', 'empty']}
        card={(q) => ({
          value: answers[q.id],
          grade: grades[q.id],
          images: images[q.id],
          review: true,
          actions: (
            <CollectButton questionId={q.id} collected={collected.data ? collected.data[q.id] === 1 : undefined} />
          ),
        })}
      />
    </>
  );
}

/** A hand-in a teacher has yet to mark. */
export function MarkingNotice({ title, backHref }: { title: string; backHref: string }) {
  return (
    <div className={css.notice}>
      <h1 className={css.title}>{title}</h1>
      <p>此次在线考试包含主观题，等待老师阅卷后查看成绩</p>
      <Link className={css.back} href={backHref}>
        返回试卷详情
      </Link>
    </div>
  );
}
