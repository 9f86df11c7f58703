import type { Question } from '#core/exam/index.js';
import { QuestionCard, type QuestionCardProps } from '../questions/question-card.js';
import { SheetGrid, type CellState } from './sheet-grid.js';
import * as css from './play.css.js';

/**
 * A whole paper on one page (an attempt being answered, a handed-in one reviewed): the answer
 * sheet beside every question in order, each card numbered from 1.
 */
export function WholePaper({
  questions,
  cellOf,
  legend,
  card,
}: {
  questions: Question[];
  cellOf(index: number): CellState;
  legend: CellState[];
  /** What each card shows besides its number and question (answer, grade, status, actions). */
  card(question: Question): Omit<QuestionCardProps, 'number' | 'question'>;
}) {
  return (
    <div className={css.layout}>
      <SheetGrid questions={questions} cellOf={cellOf} legend={legend} />
      <div className={css.questions}>
        {questions.map((q, i) => (
          <QuestionCard key={q.id} number={i + 1} question={q} {...card(q)} />
        ))}
      </div>
    </div>
  );
}
