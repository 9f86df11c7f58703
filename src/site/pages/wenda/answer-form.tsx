import { useState } from 'react';
import { env } from '#core/env/index.js';
import { createForm, required } from '#core/forms/index.js';
import { QUESTION_LIMITS, answer } from '#core/wenda/index.js';
import { useForm } from '#widgets/data/use-form.js';
import { Button } from '#widgets/ui/button.js';
import { ImagePicker } from './image-picker.js';
import { TextAreaField } from '#widgets/ui/text-area-field.js';
import * as css from './wenda.css.js';

/** 写回答: text and pictures on core's form machine; what was written stays when the server refuses it. */
export function AnswerForm({ questionId }: { questionId: number }) {
  const [form] = useState(() => {
    const made = createForm({
      initial: { original_content: '', images: [] as string[] },
      validate: required('original_content', '请输入回答内容'),
      send: (values) => answer(questionId, values),
      onSuccess: () => {
        made.reset();
        env().toast('回答成功', 'success');
      },
    });
    return made;
  });
  const f = useForm(form);

  return (
    <form className={css.form} onSubmit={f.onSubmit} noValidate>
      <TextAreaField label="回答内容" {...f.field('original_content')} />
      <ImagePicker
        value={f.state.values.images}
        onChange={(next) => form.set('images', next)}
        max={QUESTION_LIMITS.images}
      />
      <div className={css.formActions}>
        <Button type="submit" loading={f.state.busy}>
          提交回答
        </Button>
      </div>
    </form>
  );
}
