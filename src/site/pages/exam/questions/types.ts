import type { AnswerValue, PartValue, Question, SaveTiming } from '#core/exam/index.js';

/** What every question view is drawn from (one view per type, chosen by the registry). */
export interface QuestionViewProps {
  question: Question;
  /** The member's answer: a part value, or for compound questions a map by part id. */
  value: AnswerValue | undefined;
  /** Absent once the answer can no longer change (handed in, checked, reviewing). */
  onChange?(value: AnswerValue, timing: SaveTiming): void;
  /** The question as revealed (right answer): marks the options. */
  revealed?: Question | null;
  /** The question's name for labels: 第3题. */
  label: string;
}

export const partValue = (value: AnswerValue | undefined): PartValue | undefined =>
  value === undefined || typeof value === 'string' || Array.isArray(value) ? value : undefined;
