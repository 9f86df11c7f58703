import type { Grade, Question, SaveState } from '#core/exam/index.js';
import { questionAnchor } from '../questions/question-card.js';
import * as css from './play.css.js';

export type CellState = 'empty' | SaveState | 'right' | 'wrong' | 'practised';

const CELL: Record<CellState, { cls: string; text: string }> = {
  empty: { cls: css.cellEmpty, text: '未作答' },
  saved: { cls: css.cellSaved, text: '已保存' },
  pending: { cls: css.cellPending, text: '待保存' },
  failed: { cls: css.cellFailed, text: '保存失败' },
  right: { cls: css.cellRight, text: '回答正确' },
  wrong: { cls: css.cellWrong, text: '回答错误' },
  practised: { cls: css.cellSaved, text: '已练习' },
};

/** A cell while answering: its save state. */
export const answeringCell = (saves: Record<number, SaveState>, q: Question): CellState => saves[q.id] ?? 'empty';

/**
 * A cell once checked: right, wrong, or not answered (an answer not checked yet, or an essay,
 * which has no single right answer, counts as given).
 */
export const gradedCell = (grades: Record<number, Grade>, q: Question, answered: boolean): CellState => {
  const g = grades[q.id];
  if (!answered) return 'empty';
  return g && g.correct !== null ? (g.correct ? 'right' : 'wrong') : 'saved';
};

/**
 * 答题卡: one numbered button per question, showing whether its answer is saved, waiting, failed
 * (or right and wrong once checked). A press goes to the question (or, `onPick`, selects it).
 */
export function SheetGrid({
  questions,
  cellOf,
  legend,
  current,
  onPick,
}: {
  questions: Array<{ id: number }>;
  cellOf(index: number): CellState;
  legend: CellState[];
  current?: number;
  onPick?(index: number): void;
}) {
  const go = (index: number) => {
    if (onPick) return onPick(index);
    const card = document.getElementById(questionAnchor(questions[index].id));
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  };
  return (
    <nav className={css.aside} aria-label="答题卡">
      <h2 className={css.asideTitle}>答题卡</h2>
      <ol className={css.grid}>
        {questions.map((q, i) => {
          const cell = CELL[cellOf(i)];
          return (
            <li key={q.id}>
              <button
                type="button"
                className={i === current ? `${cell.cls} ${css.cellCurrent}` : cell.cls}
                aria-label={`第${i + 1}题，${cell.text}`}
                aria-current={i === current ? 'step' : undefined}
                onClick={() => go(i)}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className={css.legend} aria-hidden="true">
        {legend.map((s) => (
          <li key={s}>
            <span className={`${css.swatch} ${CELL[s].cls}`} />
            {CELL[s].text}
          </li>
        ))}
      </ul>
    </nav>
  );
}
