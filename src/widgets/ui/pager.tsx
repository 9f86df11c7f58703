import type { MouseEvent, ReactNode } from 'react';
import { documentPath } from '#core/env/index.js';
import * as css from './pager.css.js';

export interface PagerProps {
  page: number;
  lastPage: number;
  onChange(page: number): void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /**
   * The address of a page (a path of the site): the pages are then links, which work without
   * script (a server-rendered page) and open in a new tab; a plain click still calls onChange.
   */
  hrefOf?(page: number): string;
}

type Slot = number | 'gap-start' | 'gap-end';

/** First, last, and the current page with one neighbour each side; gaps become an ellipsis. */
export function pageSlots(page: number, lastPage: number): Slot[] {
  if (lastPage <= 7) return Array.from({ length: lastPage }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 1, lastPage - 4));
  const to = Math.min(lastPage - 1, Math.max(page + 1, 5));
  const slots: Slot[] = [1];
  if (from > 2) slots.push('gap-start');
  for (let p = from; p <= to; p++) slots.push(p);
  if (to < lastPage - 1) slots.push('gap-end');
  slots.push(lastPage);
  return slots;
}

/**
 * Page buttons. Ends are marked aria-disabled rather than disabled so that a keyboard user who
 * pressed 下一页 up to the last page keeps focus on the button instead of losing it to the page.
 */
export function Pager({ page, lastPage, onChange, label = '分页', hrefOf }: PagerProps) {
  const go = (p: number) => {
    if (p >= 1 && p <= lastPage && p !== page) onChange(p);
  };
  /** A page's control: a link when pages have addresses (and this one is not disabled), else a button. */
  const control = (to: number, children: ReactNode, attrs: { 'aria-current'?: 'page'; 'aria-label'?: string } = {}) => {
    const out = to < 1 || to > lastPage;
    const href = hrefOf && !out ? documentPath(hrefOf(to)) : undefined;
    const shared = {
      className: css.button,
      'aria-disabled': out || undefined,
      ...attrs,
      onClick: (event: MouseEvent<HTMLElement>) => {
        // A plain click pages in place; one on a link for a new tab or window opens its address.
        if (href && (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
        event.preventDefault();
        go(to);
      },
    };
    return href ? (
      <a href={href} {...shared}>
        {children}
      </a>
    ) : (
      <button type="button" {...shared}>
        {children}
      </button>
    );
  };
  const step = (text: string, to: number) => control(to, text);
  return (
    <nav className={css.nav} aria-label={label}>
      {step('上一页', page - 1)}
      <ul className={css.pages} role="list">
        {pageSlots(page, lastPage).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              {control(slot, slot, { 'aria-current': slot === page ? 'page' : undefined, 'aria-label': `第${slot}页` })}
            </li>
          ) : (
            <li key={slot} className={css.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      {step('下一页', page + 1)}
    </nav>
  );
}
