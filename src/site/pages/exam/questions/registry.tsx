import type { ComponentType } from 'react';
import { CompoundView } from './compound.js';
import { EssayView } from './essay.js';
import { FillView } from './fill.js';
import { JudgeView } from './judge.js';
import { MultipleView } from './multiple.js';
import { SingleView } from './single.js';
import type { QuestionViewProps } from './types.js';

/** One view per question type (1 single, 2 multiple, 3 fill-in, 4 essay, 5 true/false, 6 compound). */
export const QUESTION_VIEWS: Record<number, ComponentType<QuestionViewProps & { images?: string[] }>> = {
  1: SingleView,
  2: MultipleView,
  3: FillView,
  4: EssayView,
  5: JudgeView,
  6: CompoundView,
};

/** The answering part of a question, drawn by its type's view. */
export function QuestionBody(props: QuestionViewProps & { images?: string[] }) {
  const View = QUESTION_VIEWS[props.question.type];
  return View ? <View {...props} /> : <p>暂不支持此题型</p>;
}
