import { ChoiceList, revealedKeys } from './choice-list.js';
import { partValue, type QuestionViewProps } from './types.js';

/** One option picked and saved at once: lettered (单选题) or 正确 / 错误 without letters (判断题). */
export function OneChoiceView({
  question,
  value,
  onChange,
  revealed,
  label,
  showKeys,
}: QuestionViewProps & { showKeys: boolean }) {
  const v = partValue(value);
  return (
    <ChoiceList
      options={question.options}
      picked={typeof v === 'string' && v ? [v] : []}
      multiple={false}
      showKeys={showKeys}
      label={label}
      rightKeys={revealedKeys(revealed?.answer)}
      onPick={onChange && ((key) => onChange(key, 'now'))}
    />
  );
}

/** 单选题: one of the lettered options. */
export const SingleView = (props: QuestionViewProps) => <OneChoiceView {...props} showKeys />;
