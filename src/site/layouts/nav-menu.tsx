import { useEffect, useId, useRef, type FocusEvent, type RefObject } from 'react';
import type { NavItem } from '#core/site/index.js';
import { safeHttpUrl } from '#core/guards/links.js';
import { useMenuButton } from '#widgets/ui/menu-button.js';
import { ServerLink } from '../shell/links.js';
import { selectNav } from './nav-select.js';
import * as css from './nav.css.js';

const Caret = () => (
  <svg className={css.caret} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M2.2 4.2a.75.75 0 0 1 1.06 0L6 6.94 8.74 4.2a.75.75 0 1 1 1.06 1.06L6.53 8.53a.75.75 0 0 1-1.06 0L2.2 5.26a.75.75 0 0 1 0-1.06Z"
    />
  </svg>
);

const hasChildren = (item: NavItem) => Array.isArray(item.children) && item.children.length > 0;

/** Opens on hover only where hovering is how people browse a menu bar. */
const hoverMenus = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(hover: hover) and (min-width: 768px)').matches;

function Dropdown({
  item,
  selected,
  selectedChild,
  pathname,
}: {
  item: NavItem;
  selected: boolean;
  selectedChild: number;
  pathname: string;
}) {
  const m = useMenuButton({ items: 'a' });
  // Opened by the pointer resting on it (closes when it leaves) rather than by a click or key.
  const byHover = useRef(false);
  const setOpen = (next: boolean) => {
    byHover.current = false;
    m.setOpen(next);
  };
  const listId = `nav-sub-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const children = item.children;
  const parentLink = safeHttpUrl(item.url);

  useEffect(() => setOpen(false), [pathname]);

  // Tabbing out of the entry closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && m.root.current && !m.root.current.contains(next)) setOpen(false);
  };

  const hover = {
    onMouseEnter: () => {
      if (m.open || !hoverMenus()) return;
      m.setOpen(true);
      byHover.current = true;
    },
    onMouseLeave: () => {
      if (byHover.current) setOpen(false);
    },
  };
  // A click on a list the pointer has just opened keeps it open instead of closing it again.
  const onToggle = () => setOpen(byHover.current ? true : !m.open);
  const toggleProps = {
    ref: m.button,
    type: 'button' as const,
    'aria-expanded': m.open,
    'aria-controls': listId,
    onClick: onToggle,
    onKeyDown: m.onButtonKeyDown,
  };

  return (
    <li ref={m.root as RefObject<HTMLLIElement>} className={css.item} onBlur={onBlur} {...hover}>
      {parentLink ? (
        <>
          <ServerLink
            url={item.url}
            blank={item.blank}
            className={`${css.link} ${selected ? css.selectedParent : ''}`}
            aria-current={selected && selectedChild < 0 ? 'page' : undefined}
          >
            {item.name}
          </ServerLink>
          <button {...toggleProps} className={css.toggle} aria-label={`${item.name} 子菜单`}>
            <Caret />
          </button>
        </>
      ) : (
        <button {...toggleProps} className={`${css.toggleLabel} ${selected ? css.selectedParent : ''}`}>
          {item.name}
          <Caret />
        </button>
      )}
      <ul
        id={listId}
        ref={m.list as RefObject<HTMLUListElement>}
        className={css.sub}
        hidden={!m.open}
        onKeyDown={m.onListKeyDown}
      >
        {children.map((child, j) => (
          <li key={child.id ?? j}>
            <ServerLink
              url={child.url}
              blank={child.blank}
              className={css.subLink}
              fallback={<span className={css.subText}>{child.name}</span>}
              aria-current={selected && selectedChild === j ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {child.name}
            </ServerLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The menu bar from the server's navs. Parents with children are disclosure menus: the name
 * stays a link to the parent's own address and a separate button opens the list (click, Enter,
 * Space or ArrowDown; Escape closes and returns focus to the button).
 */
export function NavMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const sel = selectNav(items, pathname);
  return (
    <nav className={css.nav} aria-label="主导航">
      <ul className={css.list}>
        {items.map((item, i) =>
          hasChildren(item) ? (
            <Dropdown
              key={item.id ?? i}
              item={item}
              selected={sel.top === i}
              selectedChild={sel.top === i ? sel.child : -1}
              pathname={pathname}
            />
          ) : (
            <li key={item.id ?? i} className={css.item}>
              <ServerLink
                url={item.url}
                blank={item.blank}
                className={css.link}
                fallback={<span className={css.text}>{item.name}</span>}
                aria-current={sel.top === i ? 'page' : undefined}
              >
                {item.name}
              </ServerLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
