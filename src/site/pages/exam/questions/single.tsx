import { ChoiceList, revealedKeys } from './choice-list.js';
import { partValue, type QuestionViewProps } from './types.js';

/** 单选题: one of the lettered options, saved at once. */
export function SingleView({ question, value, onChange, revealed, label }: QuestionViewProps) {
  const v = partValue(value);
  return (
    <ChoiceList
      options={question.options}
      picked={typeof v === 'string' && v ? [v] : []}
      multiple={false}
      showKeys
      label={label}
      rightKeys={revealedKeys(revealed?.answer)}
      onPick={onChange && ((key) => onChange(key, 'now'))}
    />
  );
}
