import type { NavItem, SystemConfig } from '../../core/api/types.js';
import { isOn, type FeatureSwitches } from '../../core/features/index.js';
import { isAbsoluteHttpUrl, safeHttpUrl } from '../../core/guards/links.js';

/** VIP link rule (spec section 2 and contract section 11): the vip switch on and disable_vip not truthy. */
export function showVipLink(vipSwitch: boolean, disableVip: unknown): boolean {
  return vipSwitch && !isOn(disableVip as never);
}

type Open = (f: FeatureSwitches, cfg: SystemConfig | null) => boolean;

/** The site's sections that exist only while a switch is on, by path (the longest match decides). */
const SECTIONS = (
  [
    ['/vip', (f, cfg) => showVipLink(f.vip, cfg?.disable_vip)],
    ['/live', (f) => f.live],
    ['/book', (f) => f.book],
    ['/topic', (f) => f.topic],
    ['/wenda', (f) => f.wenda],
    ['/share', (f) => f.share],
    ['/exam/papers', (f) => f.paper],
    ['/exam/mockpaper', (f) => f.mockPaper],
    ['/exam/practice', (f) => f.practice],
    ['/exam/wrongbook', (f) => f.wrongBook],
    ['/exam', (f) => f.paper || f.mockPaper || f.practice],
  ] satisfies Array<[prefix: string, open: Open]>
).sort((a, b) => b[0].length - a[0].length);

/** Whether a nav address leads somewhere on: other sites and unknown paths always do. */
function leadsSomewhereOn(url: string, f: FeatureSwitches, cfg: SystemConfig | null): boolean {
  const safe = safeHttpUrl(url);
  if (!safe || isAbsoluteHttpUrl(safe)) return true;
  const path = safe.split(/[?#]/)[0];
  const section = SECTIONS.find(([p]) => path === p || path.startsWith(`${p}/`));
  return section ? section[1](f, cfg) : true;
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
