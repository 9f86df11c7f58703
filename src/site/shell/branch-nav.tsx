import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { Link } from '#widgets/ui/link.js';
import type { BranchShellProps } from '../route-def.js';
import * as css from './branch-nav.css.js';

/**
 * A branch's navigation around its page: a sidebar (the member centre) or a row of tabs (the exam
 * hub). The entry of the current page is marked; a deeper page (a detail) marks its list's entry.
 */
export function BranchNav({
  entries,
  children,
  label,
  variant,
}: BranchShellProps & { label: string; variant: 'side' | 'tabs' }) {
  const [relative] = useLocation();
  const { base } = useRouter();
  const pathname = base + (relative === '/' ? '' : relative);
  // The longest entry that is the page or above it.
  const current = entries
    .filter((e) => pathname === e.href || pathname.startsWith(`${e.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  const navRef = useRef<HTMLElement>(null);
  // On a phone the entries are a row that scrolls sideways: the current one is brought into it.
  useLayoutEffect(() => {
    const row = navRef.current;
    const here = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !here || row.scrollWidth <= row.clientWidth) return;
    const start = here.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    if (start >= row.scrollLeft && start + here.offsetWidth <= row.scrollLeft + row.clientWidth) return;
    row.scrollLeft = start - (row.clientWidth - here.offsetWidth) / 2;
  }, [current]);
  const nav: ReactNode = entries.length ? (
    <nav ref={navRef} className={variant === 'side' ? css.side : css.tabs} aria-label={label}>
      <ul className={css.list}>
        {entries.map((e) => (
          <li key={e.href}>
            <Link className={css.entry} href={e.href} aria-current={e.href === current ? 'page' : undefined}>
              {e.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  ) : null;
  return (
    <div className={variant === 'side' ? css.sideLayout : css.tabsLayout}>
      {nav}
      <div className={css.content}>{children}</div>
    </div>
  );
}
