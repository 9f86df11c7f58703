import { useId, type ReactNode } from 'react';
import { Link } from '#widgets/ui/link.js';
import * as css from './filter-rows.css.js';

/** One labelled row of filter links (分类, 筛选…) of a list page. */
export function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={css.row}>
      <span className={css.rowLabel} id={id}>
        {label}
      </span>
      <ul className={css.options} aria-labelledby={id}>
        {children}
      </ul>
    </div>
  );
}

/** A filter value: a link to the list with it, marked aria-current when it is the one shown. */
export function FilterOption({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        className={current ? css.optionCurrent : css.option}
        aria-current={current ? 'true' : undefined}
      >
        {children}
      </Link>
    </li>
  );
}

/** The filter box of a list page; the placeholder while its categories load. */
export const FilterBox = ({ label, children }: { label: string; children: ReactNode }) => (
  <nav className={css.filters} aria-label={label}>
    {children}
  </nav>
);

export function FilterSkeleton({ label }: { label: string }) {
  return (
    <div className={css.filterSkeleton} role="status" aria-busy="true">
      <span className={css.srOnly}>{label}</span>
    </div>
  );
}
