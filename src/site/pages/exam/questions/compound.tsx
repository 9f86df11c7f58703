import type { AnswerValue, PartValue } from '#core/exam/index.js';
import { QuestionHtml } from './question-html.js';
import { QuestionBody } from './registry.js';
import type { QuestionViewProps } from './types.js';
import * as css from './questions.css.js';

/** 题帽题: the shared stem above, then each part drawn by its own type's view. */
export function CompoundView({ question, value, onChange, revealed, label }: QuestionViewProps) {
  const parts = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, PartValue>;
  return (
    <ol className={css.parts}>
      {question.parts.map((part, i) => {
        const partLabel = `${label}第${i + 1}小题`;
        return (
          <li key={part.id} className={css.part}>
            <h3 className={css.partTitle}>
              （{i + 1}）{part.typeText}
              <span className={css.score}>（{part.score}分）</span>
            </h3>
            <QuestionHtml html={part.content} />
            <QuestionBody
              question={part}
              value={parts[part.id]}
              label={partLabel}
              revealed={revealed?.parts.find((p) => p.id === part.id) ?? null}
              onChange={
                onChange && ((v: AnswerValue, timing) => onChange({ ...parts, [part.id]: v as PartValue }, timing))
              }
            />
          </li>
        );
      })}
    </ol>
  );
}
