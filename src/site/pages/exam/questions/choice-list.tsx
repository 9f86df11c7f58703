import { useId } from 'react';
import type { Option } from '#core/exam/index.js';
import { QuestionHtml } from './question-html.js';
import * as css from './questions.css.js';

/** Option text: plain text as it is, HTML through the rich-content widget. */
function OptionText({ content }: { content: string }) {
  return /<[a-z!/]/i.test(content) ? (
    <QuestionHtml html={content} className={css.optionText} />
  ) : (
    <span className={css.optionText}>{content}</span>
  );
}

/**
 * Radio buttons (one answer) or checkboxes (several). With the right keys revealed, each option
 * says whether it is right and which ones were picked.
 */
export function ChoiceList({
  options,
  picked,
  multiple,
  showKeys,
  onPick,
  rightKeys,
  label,
}: {
  options: Option[];
  picked: string[];
  multiple: boolean;
  showKeys: boolean;
  onPick?(key: string): void;
  rightKeys?: string[] | null;
  label: string;
}) {
  const name = useId();
  return (
    <fieldset className={css.options}>
      <legend className={css.srOnly}>{label}的选项</legend>
      {options.map((o) => {
        const chosen = picked.includes(o.key);
        const right = rightKeys?.includes(o.key);
        const cls = rightKeys ? `${css.option} ${right ? css.optionRight : chosen ? css.optionWrong : ''}` : css.option;
        return (
          <label key={o.key} className={cls}>
            <input
              className={css.input}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={o.key}
              checked={chosen}
              disabled={!onPick}
              onChange={() => onPick?.(o.key)}
            />
            {showKeys ? <span className={css.optionKey}>{o.label}.</span> : null}
            <OptionText content={o.content} />
            {rightKeys && right ? <span className={css.markRight}>正确答案</span> : null}
            {rightKeys && chosen && !right ? <span className={css.markWrong}>你的选择</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The keys of a revealed choice answer ('option1,option3'), or null while hidden. */
export const revealedKeys = (answer: string | undefined): string[] | null =>
  answer
    ? answer
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
    : null;
