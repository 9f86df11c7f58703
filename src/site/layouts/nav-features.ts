import type { NavItem, SystemConfig } from '#core/site/index.js';
import { isOn, type FeatureName, type FeatureSwitches } from '#core/features/index.js';
import { isAbsoluteHttpUrl, safeHttpUrl } from '#core/guards/links.js';

/** VIP link rule (spec section 2 and contract section 11): the vip switch on and disable_vip not truthy. */
export function showVipLink(vipSwitch: boolean, disableVip: unknown): boolean {
  return vipSwitch && !isOn(disableVip as never);
}

/**
 * The site's sections that exist only while a switch is on, by path, the longer first (the exam
 * hub while any of its parts is on).
 */
const SECTIONS: Array<[string, ...FeatureName[]]> = [
  ['/exam/papers', 'paper'],
  ['/exam/mockpaper', 'mockPaper'],
  ['/exam/practice', 'practice'],
  ['/exam/wrongbook', 'wrongBook'],
  ['/exam', 'paper', 'mockPaper', 'practice'],
  ['/vip', 'vip'],
  ['/live', 'live'],
  ['/book', 'book'],
  ['/topic', 'topic'],
  ['/wenda', 'wenda'],
  ['/share', 'share'],
];

/** Whether a nav address leads somewhere on: other sites and unknown paths always do. */
function leadsSomewhereOn(url: string, f: FeatureSwitches, cfg: SystemConfig | null): boolean {
  const safe = safeHttpUrl(url);
  if (!safe || isAbsoluteHttpUrl(safe)) return true;
  const path = safe.split(/[?#]/)[0];
  const section = SECTIONS.find(([p]) => path === p || path.startsWith(`${p}/`));
  if (!section) return true;
  const [prefix, ...switches] = section;
  return switches.some((s) => f[s]) && (prefix !== '/vip' || showVipLink(true, cfg?.disable_vip));
}

/**
 * The server's navs without the items that point at a switched-off feature (VIP disabled by the
 * build or the server, an addon not enabled); a parent whose children all went and which leads
 * nowhere itself goes too.
 */
export function enabledNavs(items: NavItem[], f: FeatureSwitches, cfg: SystemConfig | null): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (!leadsSomewhereOn(item.url, f, cfg)) continue;
    const children = Array.isArray(item.children) ? item.children : [];
    const kept = children.filter((c) => leadsSomewhereOn(c.url, f, cfg));
    if (children.length && !kept.length && !safeHttpUrl(item.url)) continue;
    out.push(kept.length === children.length ? item : { ...item, children: kept });
  }
  return out;
}
