import { ChoiceList, revealedKeys } from './choice-list.js';
import { partValue, type QuestionViewProps } from './types.js';

/** 多选题: any of the lettered options; each tick is saved at once. */
export function MultipleView({ question, value, onChange, revealed, label }: QuestionViewProps) {
  const v = partValue(value);
  const picked = Array.isArray(v) ? v : typeof v === 'string' && v ? v.split(',') : [];
  const toggle = (key: string) =>
    onChange?.(picked.includes(key) ? picked.filter((k) => k !== key) : [...picked, key].sort(), 'now');
  return (
    <ChoiceList
      options={question.options}
      picked={picked}
      multiple
      showKeys
      label={label}
      rightKeys={revealedKeys(revealed?.answer)}
      onPick={onChange && toggle}
    />
  );
}
