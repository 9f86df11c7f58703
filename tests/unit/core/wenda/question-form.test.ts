import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment } from '#core/env/index.js';
import type { WendaQuestionInput } from '#core/wenda/index.js';
import { createQuestionForm, emptyQuestion, questionRules } from '#core/wenda/index.js';

let restore: () => void;
beforeEach(() => {
  restore = configureEnvironment(recordingEnvironment());
});
afterEach(() => restore());

const filled = { ...emptyQuestion(), category_id: '2', title: '闭包是什么', original_content: '请举例说明' };

describe('question form rules', () => {
  it('checks the fields in screen order with the server’s messages', () => {
    const check = questionRules(50);
    expect(check(emptyQuestion())).toEqual({ field: 'category_id', message: '请选择分类' });
    expect(check({ ...filled, title: '  ' })).toEqual({ field: 'title', message: '请输入标题' });
    expect(check({ ...filled, title: 'x'.repeat(121) })).toEqual({ field: 'title', message: '标题不能超过120个字' });
    expect(check({ ...filled, original_content: '' })).toEqual({
      field: 'original_content',
      message: '请输入问题描述',
    });
    expect(check({ ...filled, images: Array.from({ length: 10 }, (_, i) => `https://x/${i}.png`) })).toEqual({
      field: 'images',
      message: '最多上传9张图片',
    });
    expect(check({ ...filled, credit1: '1.5' })).toEqual({ field: 'credit1', message: '悬赏积分格式错误' });
    expect(check({ ...filled, credit1: '-3' })).toEqual({ field: 'credit1', message: '悬赏积分格式错误' });
    expect(questionRules(99999)({ ...filled, credit1: '10001' })).toEqual({
      field: 'credit1',
      message: '悬赏积分不能超过10000',
    });
    // The bounty may be the whole balance, not a point more.
    expect(check({ ...filled, credit1: '50' })).toBeNull();
    expect(check({ ...filled, credit1: '51' })).toEqual({ field: 'credit1', message: '积分不足' });
    expect(check({ ...filled, credit1: '' })).toBeNull();
    // Editing asks no bounty.
    expect(questionRules(null)({ ...filled, credit1: 'abc' })).toBeNull();
  });

  it('sends the body the server takes: numbers for category and bounty, the text as render_content', async () => {
    const sent: WendaQuestionInput[] = [];
    const asked: Array<{ id: number }> = [];
    const ask = createQuestionForm({
      balance: 50,
      send: async (input) => (sent.push(input), { id: 9 }),
      onSuccess: (result) => asked.push(result),
    });
    for (const [k, v] of Object.entries({ ...filled, credit1: ' 20 ', images: ['https://x/1.png'] }))
      ask.set(k as keyof typeof filled, v as never);
    expect(await ask.submit()).toBe(true);
    expect(asked).toEqual([{ id: 9 }]);
    const edit = createQuestionForm({
      initial: filled,
      balance: null,
      send: async (input) => (sent.push(input), true),
    });
    await edit.submit();
    expect(sent).toEqual([
      {
        title: '闭包是什么',
        category_id: 2,
        original_content: '请举例说明',
        render_content: '请举例说明',
        images: ['https://x/1.png'],
        credit1: 20,
      },
      { title: '闭包是什么', category_id: 2, original_content: '请举例说明', render_content: '请举例说明', images: [] },
    ]);
  });
});
