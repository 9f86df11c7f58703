import { useId, type ReactNode } from 'react';
import type { AnswerValue, Grade, Question, SaveTiming } from '#core/exam/index.js';
import { QuestionHtml } from './question-html.js';
import { QuestionBody } from './registry.js';
import { Review } from './review.js';
import * as css from './questions.css.js';

/** The element id of a question's card, for the answer sheet's jumps. */
export const questionAnchor = (id: number) => `question-${id}`;

export interface QuestionCardProps {
  number: number;
  question: Question;
  value: AnswerValue | undefined;
  onChange?(value: AnswerValue, timing: SaveTiming): void;
  /** Show the right answer, the score and the explanation. */
  review?: boolean;
  grade?: Grade;
  images?: string[];
  status?: ReactNode;
  actions?: ReactNode;
}

/**
 * One question: number, type and score, the stem (server HTML), its type's view, and once
 * revealed the review. `status` and `actions` sit in the header (save state, collect).
 */
export function QuestionCard({
  number,
  question,
  value,
  onChange,
  review,
  grade,
  images,
  status,
  actions,
}: QuestionCardProps) {
  const heading = useId();
  const revealed = review ? question : null;
  return (
    <article className={css.card} id={questionAnchor(question.id)} aria-labelledby={heading} tabIndex={-1}>
      <header className={css.head}>
        <h2 className={css.title} id={heading}>
          第{number}题<span className={css.type}>{question.typeText}</span>
          <span className={css.score}>（{question.score}分）</span>
        </h2>
        {status || actions ? (
          <div className={css.headSide}>
            {status}
            {actions}
          </div>
        ) : null}
      </header>
      <QuestionHtml html={question.content} />
      <QuestionBody
        question={question}
        value={value}
        onChange={onChange}
        revealed={revealed}
        label={`第${number}题`}
        images={images}
      />
      {review ? <Review question={question} value={value} grade={grade} /> : null}
    </article>
  );
}
