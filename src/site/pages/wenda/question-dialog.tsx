import { useState } from 'react';
import { useUniqueId } from '#widgets/ui/unique-id.js';
import { env } from '#core/env/index.js';
import type { AddonCategory } from '#core/client/index.js';
import * as paths from '#core/paths/index.js';
import {
  createQuestionForm,
  emptyQuestion,
  QUESTION_LIMITS,
  type QuestionValues,
  askQuestion,
  questionEdit,
  questionForm,
  saveQuestion,
} from '#core/wenda/index.js';
import { useForm } from '#widgets/data/use-form.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Button } from '#widgets/ui/button.js';
import { Dialog } from '#widgets/ui/dialog.js';
import { LoadError, Skeleton } from '#widgets/ui/page-state.js';
import { TextField } from '#widgets/ui/text-field.js';
import { ImagePicker } from './image-picker.js';
import { TextAreaField } from '#widgets/ui/text-area-field.js';
import * as css from './wenda.css.js';

interface FormProps {
  categories: AddonCategory[];
  /** Points balance when asking; null when editing (no bounty then). */
  balance: number | null;
  initial: QuestionValues;
  questionId?: number;
  onDone(): void;
}

function QuestionFields({ categories, balance, initial, questionId, onDone }: FormProps) {
  const [form] = useState(() =>
    createQuestionForm<unknown>({
      initial,
      balance,
      send: (input) => (questionId ? saveQuestion(questionId, input) : askQuestion(input)),
      onSuccess: (result) => {
        env().toast(questionId ? '保存成功' : '发布成功', 'success');
        onDone();
        if (!questionId) env().navigate(paths.wendaDetail((result as { id: number }).id));
      },
    }),
  );
  const f = useForm(form);
  const id = useUniqueId();
  const category = f.field('category_id');

  return (
    <form className={css.form} onSubmit={f.onSubmit} noValidate>
      <div className={css.field}>
        <label className={css.label} htmlFor={`${id}-category`}>
          分类
        </label>
        <select
          id={`${id}-category`}
          ref={category.ref as (el: HTMLSelectElement | null) => void}
          className={css.select}
          value={category.value}
          onChange={(e) => category.onValueChange(e.currentTarget.value)}
          aria-invalid={category.error ? true : undefined}
          aria-describedby={category.error ? `${id}-category-error` : undefined}
        >
          <option value="">请选择分类</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
        {category.error ? (
          <p className={css.error} id={`${id}-category-error`}>
            {category.error}
          </p>
        ) : null}
      </div>
      <TextField
        label="标题"
        maxLength={QUESTION_LIMITS.title}
        placeholder="一句话说清你的问题"
        {...f.field('title')}
      />
      <TextAreaField label="问题描述" {...f.field('original_content')} />
      <ImagePicker
        value={f.state.values.images}
        onChange={(next) => form.set('images', next)}
        max={QUESTION_LIMITS.images}
        error={f.state.problem?.field === 'images' ? f.state.problem.message : null}
      />
      {balance !== null ? (
        <TextField
          label="悬赏积分"
          inputMode="numeric"
          placeholder="0"
          aria-describedby={`${id}-balance`}
          addon={
            <span className={css.hint} id={`${id}-balance`}>
              积分余额：{balance}
            </span>
          }
          {...f.field('credit1')}
        />
      ) : null}
      <div className={css.formActions}>
        <Button type="submit" loading={f.state.busy}>
          {questionId ? '保存修改' : '发布问题'}
        </Button>
      </div>
    </form>
  );
}

/** 提问: the categories and the member's points come from GET question/create. */
function AskBody({ onDone }: { onDone(): void }) {
  const data = useQuery(questionForm());
  if (data.status === 'error') return <LoadError error={data.error} onRetry={data.reload} title="提问表单加载失败" />;
  if (!data.data) return <Skeleton lines={5} label="提问表单加载中" />;
  return (
    <QuestionFields
      categories={data.data.categories}
      balance={Number(data.data.credit1) || 0}
      initial={emptyQuestion()}
      onDone={onDone}
    />
  );
}

/** 编辑问题: the asker's question as written (GET question/{id}/edit). */
function EditBody({ questionId, onDone }: { questionId: number; onDone(): void }) {
  const data = useQuery(questionEdit(questionId));
  if (data.status === 'error') return <LoadError error={data.error} onRetry={data.reload} title="问题加载失败" />;
  if (!data.data) return <Skeleton lines={5} label="问题加载中" />;
  const q = data.data.question;
  return (
    <QuestionFields
      categories={data.data.categories}
      balance={null}
      questionId={questionId}
      initial={{
        category_id: String(q.category_id),
        title: q.title,
        original_content: q.original_content,
        images: Array.isArray(q.images) ? q.images : [],
        credit1: '',
      }}
      onDone={onDone}
    />
  );
}

/** The ask (no `questionId`) or edit dialog; the form is built afresh each time it opens. */
export function QuestionDialog({ open, onClose, questionId }: { open: boolean; onClose(): void; questionId?: number }) {
  return (
    <Dialog open={open} title={questionId ? '编辑问题' : '提问'} onClose={onClose}>
      {questionId ? <EditBody questionId={questionId} onDone={onClose} /> : <AskBody onDone={onClose} />}
    </Dialog>
  );
}
