import { useId } from 'react';
import { partValue, type QuestionViewProps } from './types.js';
import * as css from './questions.css.js';

/** 填空题: one box per blank; typing is saved once it pauses. */
export function FillView({ question, value, onChange, label }: QuestionViewProps) {
  const id = useId();
  const v = partValue(value);
  const blanks = Array.from({ length: Math.max(1, question.blanks) }, (_, i) =>
    Array.isArray(v) ? (v[i] ?? '') : i === 0 && typeof v === 'string' ? v : '',
  );
  return (
    <div className={css.blanks}>
      {blanks.map((text, i) => (
        <div key={i} className={css.field}>
          <label className={css.fieldLabel} htmlFor={`${id}-${i}`}>
            <span className={css.srOnly}>{label} </span>第{i + 1}空
          </label>
          <input
            id={`${id}-${i}`}
            className={css.text}
            type="text"
            autoComplete="off"
            value={text}
            readOnly={!onChange}
            onChange={(event) => {
              const next = [...blanks];
              next[i] = event.target.value;
              onChange?.(next, 'soon');
            }}
          />
        </div>
      ))}
    </div>
  );
}
