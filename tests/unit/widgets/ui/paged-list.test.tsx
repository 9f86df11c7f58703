import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '#core/client/index.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import type { LoadState } from '#widgets/ui/page-state.js';
import { accessibleName, byRole, click, getButton, render, type Rendered } from './dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const state = (over: Partial<LoadState<Page<string>>>): LoadState<Page<string>> =>
  ({ status: 'success', data: undefined, error: undefined, busy: false, reload: () => {}, ...over }) as LoadState<
    Page<string>
  >;

const list = (s: LoadState<Page<string>>, onPage = () => {}) => (
  <PagedList state={s} onPage={onPage} noun="公告" lines={4}>
    {(items) => (
      <ul>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    )}
  </PagedList>
);

describe('PagedList named by its noun', () => {
  it('names every state after what the list holds: loading, empty, the pager', async () => {
    view = await render(list(state({ status: 'loading' })));
    expect(accessibleName(byRole(view.container, 'status')[0])).toBe('公告加载中');
    expect(view.container.querySelectorAll('[data-page-state="loading"] *').length).toBeGreaterThanOrEqual(4);

    await view.rerender(list(state({ data: { items: [], total: 0, page: 1, lastPage: 1 } })));
    expect(view.container.textContent).toContain('暂无公告');

    const onPage = vi.fn();
    await view.rerender(list(state({ data: { items: ['一', '二'], total: 4, page: 1, lastPage: 2 } }), onPage));
    expect([...view.container.querySelectorAll('ul:first-child > li')].map((li) => li.textContent)).toEqual([
      '一',
      '二',
    ]);
    expect(view.container.querySelector('nav')?.getAttribute('aria-label')).toBe('公告分页');
    await click(view.container.querySelector('[aria-label="第2页"]'));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('tells a failure once, under the noun, with 重试 asking again', async () => {
    const reload = vi.fn();
    view = await render(list(state({ status: 'error', error: new Error('x'), reload })));
    const alerts = byRole(view.container, 'alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].textContent).toContain('公告加载失败');
    await click(getButton(view.container, '重试'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
