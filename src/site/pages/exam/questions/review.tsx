import type { AnswerValue, Grade, PartGrade, PartValue, Question } from '#core/exam/index.js';
import { QuestionHtml } from './question-html.js';
import { partValue } from './types.js';
import * as css from './questions.css.js';

const JUDGE: Record<string, string> = { '1': '正确', '0': '错误' };

const parseBlanks = (answer: string): string[] => {
  try {
    const list = JSON.parse(answer) as unknown;
    return Array.isArray(list) ? list.map(String) : [answer];
  } catch {
    return [answer];
  }
};

/** Options named as the member sees them: A、C (true/false by its words). */
const optionNames = (q: Question, keys: string[]) =>
  keys.map((k) => (q.type === 5 ? (JUDGE[k] ?? k) : (q.options.find((o) => o.key === k)?.label ?? k))).join('、');

/** The right answer in words; essays give their reference answer as HTML instead (null here). */
export function rightAnswerText(q: Question): string | null {
  if (!q.answer) return '';
  if (q.type === 3)
    return parseBlanks(q.answer)
      .map((b, i) => `第${i + 1}空：${b}`)
      .join('；');
  if (q.type === 4) return null;
  return optionNames(q, q.answer.split(','));
}

const UNANSWERED = '未作答';

/** The member's answer in words, or 未作答. */
export function myAnswerText(q: Question, value: PartValue | undefined): string {
  if (value === undefined || (Array.isArray(value) ? !value.some((v) => v.trim()) : !value.trim())) return UNANSWERED;
  if (q.type === 3)
    return (Array.isArray(value) ? value : [value]).map((b, i) => `第${i + 1}空：${b || '（空）'}`).join('；');
  if (q.type === 1 || q.type === 2 || q.type === 5) return optionNames(q, Array.isArray(value) ? value : [value]);
  return Array.isArray(value) ? value.join('、') : value;
}

/** A handed-in exam's score for the question; practice checks say right or wrong elsewhere. */
function Verdict({ grade, answered = true }: { grade: PartGrade | undefined; answered?: boolean }) {
  if (grade?.score === undefined) return null;
  return (
    <p className={css.reviewRow}>
      <span className={css.reviewName}>得分：</span>
      <span className={grade.correct ? css.right : css.wrong}>
        {grade.score}分（{grade.correct ? '回答正确' : answered ? '回答错误' : '未作答'}）
      </span>
    </p>
  );
}

/** The question's explanation (解析), when it has one. */
function Remark({ html }: { html: string | null | undefined }) {
  return html ? (
    <div className={css.reviewRow}>
      <span className={css.reviewName}>解析：</span>
      <QuestionHtml html={html} />
    </div>
  ) : null;
}

function PartReview({ q, value, grade }: { q: Question; value: PartValue | undefined; grade?: PartGrade }) {
  const right = rightAnswerText(q);
  const mine = myAnswerText(q, value);
  return (
    <>
      <p className={css.reviewRow}>
        <span className={css.reviewName}>正确答案：</span>
        {right === null ? <QuestionHtml html={q.answer} /> : <span className={css.right}>{right || '—'}</span>}
      </p>
      <p className={css.reviewRow}>
        <span className={css.reviewName}>你的答案：</span>
        <span>{mine}</span>
      </p>
      <Verdict grade={grade} answered={mine !== UNANSWERED} />
      <Remark html={q.remark} />
    </>
  );
}

/**
 * After hand-in or a check: the right answer, the member's, the score and the explanation; for a
 * compound question each part's, under the stem's explanation.
 */
export function Review({
  question,
  value,
  grade,
}: {
  question: Question;
  value: AnswerValue | undefined;
  grade?: Grade;
}) {
  const q = question;
  if (q.type !== 6) {
    return (
      <section className={css.review} aria-label="答案解析">
        <PartReview q={q} value={partValue(value)} grade={grade} />
      </section>
    );
  }
  const parts = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, PartValue>;
  return (
    <section className={css.review} aria-label="答案解析">
      <Verdict grade={grade} />
      <Remark html={q.remark} />
      {q.parts.map((p, i) => (
        <div key={p.id}>
          <p className={css.partTitle}>第{i + 1}小题</p>
          <PartReview q={p} value={parts[p.id]} grade={grade?.parts?.[p.id]} />
        </div>
      ))}
    </section>
  );
}
