import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineMutation } from '#core/client/index.js';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { CommentForm } from '#site/kit/comment-form.js';
import { click, getButton, render, ticks, type Rendered } from '../../widgets/ui/dom.js';

let view: Rendered | undefined;
let e: RecordingEnvironment;
let restore: () => void;
beforeEach(() => {
  e = recordingEnvironment();
  restore = configureEnvironment(e);
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  restore();
});

interface Input {
  content: string;
  parent?: number;
}

/** A post that records what it was sent and refuses whatever `refusal` says. */
function server(refusal?: string) {
  const sent: Input[] = [];
  const post = defineMutation(async (input: Input) => {
    if (refusal) throw new Error(refusal);
    sent.push(input);
    return 'ok';
  });
  return { post, sent };
}

async function typeText(text: string) {
  const box = view!.container.querySelector('textarea')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  await ticks();
  return box;
}

const describeRefusal = (error: unknown) => `未发表：${(error as Error).message}`;

describe('CommentForm', () => {
  it('stops an empty comment with 请输入评论内容 and sends nothing', async () => {
    const s = server();
    view = await render(
      <CommentForm post={s.post} input={{}} reply={false} label="发表评论" describe={describeRefusal} />,
    );
    await typeText('   ');
    await click(getButton(view.container, '发表评论'));
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('请输入评论内容');
    expect(s.sent).toEqual([]);
  });

  it('tells a refusal beside the field in the list’s words and keeps what was typed', async () => {
    const s = server('内容过短');
    view = await render(
      <CommentForm post={s.post} input={{}} reply={false} label="发表评论" describe={describeRefusal} />,
    );
    const box = await typeText('好');
    await click(getButton(view.container, '发表评论'));
    await ticks();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('未发表：内容过短');
    expect(box.value).toBe('好');
    expect(e.toasts).toEqual([]);
  });

  it('sends a reply with its thread, toasts 回复成功, empties the box and says it is done', async () => {
    const s = server();
    let done = 0;
    view = await render(
      <CommentForm
        post={s.post}
        input={{ parent: 7 }}
        reply
        label="回复 小明"
        describe={describeRefusal}
        onDone={() => done++}
      />,
    );
    const box = await typeText('同意');
    await click(getButton(view.container, '回复'));
    await ticks();
    expect(s.sent).toEqual([{ parent: 7, content: '同意' }]);
    expect(e.toasts).toEqual([{ message: '回复成功', kind: 'success' }]);
    expect([box.value, done, box.getAttribute('rows')]).toEqual(['', 1, '2']);
  });
});
