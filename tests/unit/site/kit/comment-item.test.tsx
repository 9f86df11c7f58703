import { afterEach, describe, expect, it } from 'vitest';
import type { CommentView } from '#core/comments/index.js';
import { CommentItem } from '#site/kit/comment-item.js';
import { render, type Rendered } from '../../widgets/ui/dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const comment = (over: Partial<CommentView>): CommentView => ({
  id: '1',
  authorName: '小明',
  replyTo: '',
  createdAt: '2020-01-02 10:00:00',
  text: '讲得好',
  html: false,
  pending: false,
  province: '',
  ...over,
});

const shown = async (c: CommentView, withTime?: boolean) => {
  view = await render(
    <ul>
      <CommentItem comment={c} withTime={withTime} />
    </ul>,
  );
  const li = view.container.querySelector('li')!;
  return { head: [...li.querySelectorAll('p')[0].children].map((e) => e.textContent), li };
};

describe('CommentItem', () => {
  it('heads the text with name, whom it answers, when (full time for machines) and where from', async () => {
    const { head, li } = await shown(comment({ replyTo: '小红', province: '广东' }));
    expect(head).toEqual(['小明', '回复 小红', '2020-01-02', '广东']);
    expect(li.querySelector('time')?.getAttribute('datetime')).toBe('2020-01-02 10:00:00');
    expect(li.querySelectorAll('p')[1].textContent).toBe('讲得好');
  });

  it('reads 评论审核中 instead of the text while it waits for moderation', async () => {
    const { li } = await shown(comment({ pending: true }));
    expect(li.textContent).toContain('评论审核中');
    expect(li.textContent).not.toContain('讲得好');
  });

  it('shows text as written; server HTML is never inserted by the item itself (the sanitizing box does)', async () => {
    const asText = await shown(comment({ text: '<b>粗</b>' }));
    expect(asText.li.querySelectorAll('p')[1].textContent).toBe('<b>粗</b>');
    await view!.unmount();
    const asHtml = await shown(comment({ text: '<b>粗</b><img src=x onerror="alert(1)">', html: true }));
    expect(asHtml.li.querySelectorAll('p')).toHaveLength(1);
    expect(asHtml.li.textContent).not.toContain('<b>');
    expect(asHtml.li.innerHTML).not.toContain('onerror');
  });
});
