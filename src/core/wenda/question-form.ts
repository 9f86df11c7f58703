import { createForm, required, rule, rules, type Form } from '../forms/index.js';
import type { WendaQuestionInput } from './types.js';

/**
 * The ask and edit forms of Q&A: the fields as typed, checked in screen order with the reference
 * server's own messages (so a learner reads the same words whichever side refuses), and the
 * request body the server takes.
 */

/** The server's limits (docs/server-addons.md, Wenda). */
export const QUESTION_LIMITS = { title: 120, content: 10_000, images: 9, credit: 10_000 } as const;

export interface QuestionValues {
  /** '' until one is chosen (a select's value). */
  category_id: string;
  title: string;
  original_content: string;
  /** Addresses of uploaded pictures. */
  images: string[];
  /** The bounty as typed; '' = none. Only asked when creating. */
  credit1: string;
}

export const emptyQuestion = (): QuestionValues => ({
  category_id: '',
  title: '',
  original_content: '',
  images: [],
  credit1: '',
});

/** `balance`: the asker's points; a bounty may not exceed it (null = not asked, when editing). */
export function questionRules(balance: number | null) {
  // A rule's value is typed as any field's; these fields are text.
  const text = (v: unknown) => String(v ?? '').trim();
  const credit = (v: unknown) => Number(text(v) || '0');
  return rules<QuestionValues>(
    required('category_id', '请选择分类'),
    required('title', '请输入标题'),
    rule('title', `标题不能超过${QUESTION_LIMITS.title}个字`, (v) => text(v).length <= QUESTION_LIMITS.title),
    required('original_content', '请输入问题描述'),
    rule(
      'original_content',
      `内容不能超过${QUESTION_LIMITS.content}个字`,
      (v) => String(v).length <= QUESTION_LIMITS.content,
    ),
    rule('images', `最多上传${QUESTION_LIMITS.images}张图片`, (v) => (v as string[]).length <= QUESTION_LIMITS.images),
    rule('credit1', '悬赏积分格式错误', (v) => balance === null || /^\d{0,6}$/.test(text(v))),
    rule(
      'credit1',
      `悬赏积分不能超过${QUESTION_LIMITS.credit}`,
      (v) => balance === null || credit(v) <= QUESTION_LIMITS.credit,
    ),
    rule('credit1', '积分不足', (v) => balance === null || credit(v) <= balance),
  );
}

/** The request body of these values (`render_content` is the text: the server renders it itself). */
export function questionInput(values: QuestionValues, withCredit: boolean): WendaQuestionInput {
  const input: WendaQuestionInput = {
    title: values.title.trim(),
    category_id: Number(values.category_id),
    original_content: values.original_content,
    render_content: values.original_content,
    images: values.images,
  };
  if (withCredit) input.credit1 = Number(values.credit1.trim() || '0');
  return input;
}

/**
 * A question form on core's form machine. `send` gets the request body; without `balance` the
 * form edits (no bounty).
 */
export function createQuestionForm<R>(options: {
  initial?: QuestionValues;
  balance: number | null;
  send(input: WendaQuestionInput): Promise<R>;
  onSuccess?(result: R): void;
}): Form<QuestionValues, R> {
  return createForm<QuestionValues, R>({
    initial: options.initial ?? emptyQuestion(),
    validate: questionRules(options.balance),
    send: (values) => options.send(questionInput(values, options.balance !== null)),
    onSuccess: options.onSuccess,
  });
}
