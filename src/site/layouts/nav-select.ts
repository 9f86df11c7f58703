import type { NavChild, NavItem } from '#core/site/index.js';
import { isAbsoluteHttpUrl, safeHttpUrl } from '#core/guards/links.js';

/** Site paths an item stands for: its own address and its comma-joined `active_routes`. */
function prefixesOf(item: NavChild): string[] {
  const out: string[] = [];
  const own = safeHttpUrl(item.url);
  if (own && !isAbsoluteHttpUrl(own)) out.push(own.split(/[?#]/)[0]);
  for (const r of String(item.active_routes ?? '').split(',')) {
    const p = r.trim();
    if (p.startsWith('/') && !p.startsWith('//')) out.push(p);
  }
  return out;
}

function matchLength(pathname: string, prefix: string): number {
  const p = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  if (p === '/') return pathname === '/' ? 1 : -1;
  return pathname === p || pathname.startsWith(`${p}/`) ? p.length : -1;
}

export interface NavSelection {
  /** Index of the selected top-level item, or -1. */
  top: number;
  /** Index of the selected child of that item, or -1 when the item itself matched. */
  child: number;
}

/**
 * The item the current path belongs to (spec: "the selected item follows the current path
 * prefix"): the longest matching prefix wins, so /courses/detail/3 selects 全部课程 and / only
 * selects 首页 on the home page itself. A matching child also selects its parent.
 */
export function selectNav(items: NavItem[], pathname: string): NavSelection {
  let best: NavSelection & { length: number } = { top: -1, child: -1, length: 0 };
  const consider = (item: NavChild, top: number, child: number) => {
    for (const p of prefixesOf(item)) {
      const length = matchLength(pathname, p);
      // Children win ties, being the more specific entry.
      if (length > best.length || (length === best.length && length > 0 && child >= 0 && best.child < 0)) {
        best = { top, child, length };
      }
    }
  };
  items.forEach((item, i) => {
    consider(item, i, -1);
    (Array.isArray(item.children) ? item.children : []).forEach((ch, j) => consider(ch, i, j));
  });
  return { top: best.top, child: best.child };
}
