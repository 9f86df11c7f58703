import { OneChoiceView } from './single.js';
import type { QuestionViewProps } from './types.js';

/** 判断题: 正确 ('1') or 错误 ('0'). */
export const JudgeView = (props: QuestionViewProps) => <OneChoiceView {...props} showKeys={false} />;
