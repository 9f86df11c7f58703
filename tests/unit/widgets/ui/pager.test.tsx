import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from '#widgets/ui/pager.js';
import { pageLinks } from '#widgets/ui/page-links.js';
import { render, type Rendered } from './dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const click = (el: Element | null, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  el!.dispatchEvent(event);
  return event;
};

describe('Pager with page links', () => {
  it('makes each page a link to its address; a plain click pages in place, a ctrl-click leaves it to the browser', async () => {
    const onChange = vi.fn();
    view = await render(
      <Pager page={2} lastPage={3} onChange={onChange} control={pageLinks((p) => `/courses?page=${p}`)} />,
    );
    const link = (name: string) => view!.container.querySelector(`a[aria-label="${name}"]`);
    expect(link('第1页')?.getAttribute('href')).toBe('/courses?page=1');
    expect(link('第3页')?.getAttribute('href')).toBe('/courses?page=3');
    expect(link('第2页')?.getAttribute('aria-current')).toBe('page');
    const next = [...view.container.querySelectorAll('a')].find((a) => a.textContent === '下一页');
    expect(next?.getAttribute('href')).toBe('/courses?page=3');

    expect(click(link('第3页')).defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith(3);
    onChange.mockClear();
    expect(click(link('第1页'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps an end with nowhere to go a button marked aria-disabled', async () => {
    view = await render(
      <Pager page={3} lastPage={3} onChange={() => {}} control={pageLinks((p) => `/courses?page=${p}`)} />,
    );
    const end = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '下一页');
    expect(end?.getAttribute('aria-disabled')).toBe('true');
  });

  it('is buttons without addresses (an embed’s list)', async () => {
    view = await render(<Pager page={1} lastPage={2} onChange={() => {}} />);
    expect(view.container.querySelectorAll('a')).toHaveLength(0);
    expect(view.container.querySelectorAll('button')).toHaveLength(4);
  });
});
