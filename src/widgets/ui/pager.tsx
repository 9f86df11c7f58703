import type { MouseEvent, ReactNode } from 'react';
import * as css from './pager.css.js';

/** What one page's control is given: its class, aria attributes and the click that pages in place. */
export interface PageControlProps {
  className: string;
  'aria-disabled'?: boolean;
  'aria-current'?: 'page';
  'aria-label'?: string;
  onClick(event: MouseEvent<HTMLElement>): void;
  children: ReactNode;
}

/** Renders the control of page `to`: a button unless the pager is given another (page-links.tsx). */
export type PageControl = (to: number, props: PageControlProps) => ReactNode;

export const pageButton: PageControl = (_, props) => <button type="button" {...props} />;

export interface PagerProps {
  page: number;
  lastPage: number;
  onChange(page: number): void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** The pages' controls: buttons, or links to the pages' addresses (page-links.tsx). */
  control?: PageControl;
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
export function Pager({ page, lastPage, onChange, label = '分页', control = pageButton }: PagerProps) {
  const item = (to: number, children: ReactNode, attrs?: Pick<PageControlProps, 'aria-current' | 'aria-label'>) =>
    control(to, {
      className: css.button,
      'aria-disabled': to < 1 || to > lastPage || undefined,
      ...attrs,
      onClick: (event) => {
        event.preventDefault();
        if (to >= 1 && to <= lastPage && to !== page) onChange(to);
      },
      children,
    });
  return (
    <nav className={css.nav} aria-label={label}>
      {item(page - 1, '上一页')}
      <ul className={css.pages} role="list">
        {pageSlots(page, lastPage).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              {item(slot, slot, { 'aria-current': slot === page ? 'page' : undefined, 'aria-label': `第${slot}页` })}
            </li>
          ) : (
            <li key={slot} className={css.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      {item(page + 1, '下一页')}
    </nav>
  );
}
