import { ChoiceList, revealedKeys } from './choice-list.js';
import { partValue, type QuestionViewProps } from './types.js';

/** 判断题: 正确 ('1') or 错误 ('0'), saved at once. */
export function JudgeView({ question, value, onChange, revealed, label }: QuestionViewProps) {
  const v = partValue(value);
  return (
    <ChoiceList
      options={question.options}
      picked={typeof v === 'string' && v ? [v] : []}
      multiple={false}
      showKeys={false}
      label={label}
      rightKeys={revealedKeys(revealed?.answer)}
      onPick={onChange && ((key) => onChange(key, 'now'))}
    />
  );
}
