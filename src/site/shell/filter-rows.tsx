import { useId, type ReactNode } from 'react';
import { Link } from '../../widgets/ui/link.js';
import * as css from './filter-rows.css.js';

/** One row of a list page's filters: its label and the choices, each a link to the filtered list. */
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
