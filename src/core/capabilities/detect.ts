import type { Course, Video } from '../course/index.js';
import type { SystemConfig } from '../site/index.js';
import type { User } from '../member/index.js';
import { isOn } from '../features/index.js';

/**
 * What a MeEdu 4.9 server supports, learned from what it says (docs/capabilities.md), never from a version number (no public call gives one). Each domain's API module
 * picks its calls from this; pages ask for "comments" or "home blocks", not for a release.
 *
 * `unknown`: nothing the server said so far settles it; the domain module resolves it with the
 * one cheap probe of `probes.ts` (kept for the session).
 */
export type Dialect = 'v2' | 'v3';

export interface Capabilities {
  /** Home page: decoration blocks (4.9.29+), or sliders and view blocks. */
  home: 'decoration' | 'legacy' | 'unknown';
  /** Course and lesson comments: v2 lists (until 4.9.21) or v3 threads (4.9.22+). */
  comments: Dialect | 'unknown';
  /**
   * Course and VIP orders: v2 `order/course|role` + `order/payments` (until 4.9.13) or v3
   * `POST /api/v3/order` with the server's cashier at `pay_url` (4.9.14+).
   */
  orders: Dialect | 'unknown';
  /** Attachments: v2 download address with `?token=` (until 4.9.10) or the v3 two-step (4.9.11+). */
  attachments: Dialect;
  /**
   * WeChat scan login and binding: `scan` = v3 `wechat/scan` + `member/wechatScanBind` (until
   * 4.9.11, switch `socialites.wechat_scan`); `url` = `wechat-scan/url` + `query` + `login/code`
   * (4.9.12+, switch `socialites.wechat_oauth`); null = switched off.
   */
  wechatScan: 'scan' | 'url' | null;
  /**
   * Versioned agreements (4.9.27+): member detail carries `agreement_status` and consent is
   * recorded with `POST /api/v2/member/agreement/agree`.
   */
  agreements: boolean;
}

/** Signals from answers the client fetches anyway, and kept probe results. */
export interface Signals {
  /** A course or lesson object seen: which of the release-dependent fields it carried. */
  course?: { isAllowComment: boolean; isVipFree: boolean };
  /** Kept probe results: does the newer route exist? */
  probes?: Partial<Record<ProbeName, boolean>>;
}

export type ProbeName = 'orders' | 'comments' | 'home';

const has = (o: object | null | undefined, key: string): boolean => !!o && Object.prototype.hasOwnProperty.call(o, key);

/** The course fields that tell a release, as a signal. */
export function courseSignal(course: Partial<Course> | Partial<Video>): NonNullable<Signals['course']> {
  return { isAllowComment: has(course, 'is_allow_comment'), isVipFree: has(course, 'is_vip_free') };
}

/**
 * Pure: the capabilities a config (null: start-up could not load it), the member (null: a
 * visitor) and the signals so far imply. Rules of delta section 14:
 * - `webname` present: 4.9.10 or older, legacy everywhere;
 * - `course_purchase_notice` (4.9.25+), `paid_content_purchase_protocol` (4.9.27+), a course's
 *   `is_vip_free` (4.9.26+), `agreement_status` (4.9.27+): v3 orders and comments;
 * - a course's `is_allow_comment` (4.9.15+): v3 orders; its absence (without `webname`):
 *   4.9.11 to 4.9.14, so v2 comments, orders still unknown;
 * - `sliders` present: sliders and view blocks; absent: decoration blocks (4.9.29+);
 * - `socialites.wechat_scan` present: the old scan; absent: the `wechat-scan/url` flow.
 */
export function detectCapabilities(
  config: SystemConfig | null,
  member: Pick<User, 'agreement_status'> | null = null,
  signals: Signals = {},
): Capabilities {
  const probes = signals.probes ?? {};
  const course = signals.course;
  const legacy = has(config, 'webname');
  const agreements = has(member, 'agreement_status') || has(config, 'paid_content_purchase_protocol');
  // Fields only releases after the comments rework (4.9.22) carry.
  const after22 = has(config, 'course_purchase_notice') || agreements || !!course?.isVipFree;
  // Fields only releases after the payment rework (4.9.14) carry.
  const after14 = after22 || !!course?.isAllowComment;
  // A course without the 4.9.15 field on a server without `webname`: 4.9.11 to 4.9.14.
  const before15 = legacy || (!!course && !course.isAllowComment);

  const pick = (probe: ProbeName, newer: boolean, older: boolean): Dialect | 'unknown' =>
    probes[probe] !== undefined ? (probes[probe] ? 'v3' : 'v2') : newer ? 'v3' : older ? 'v2' : 'unknown';

  return {
    home:
      probes.home !== undefined
        ? probes.home
          ? 'decoration'
          : 'legacy'
        : !config
          ? 'unknown'
          : has(config, 'sliders')
            ? 'legacy'
            : 'decoration',
    comments: pick('comments', after22, before15),
    orders: pick('orders', after14, legacy),
    // Without config nothing tells; the v2 address works wherever the deprecated route is on.
    attachments: config && !legacy ? 'v3' : 'v2',
    wechatScan: wechatScanFlow(config),
    agreements,
  };
}

/**
 * The WeChat scan flow config switches on: `socialites.wechat_scan` present → the old one (on
 * when 1); absent → the `wechat-scan/url` one (on when `wechat_oauth` is 1). On its own so the
 * login dialog can ask without the rest.
 */
export function wechatScanFlow(
  config: Pick<SystemConfig, 'socialites'> | null | undefined,
): Capabilities['wechatScan'] {
  const socialites = config?.socialites;
  if (!socialites) return null;
  if (has(socialites, 'wechat_scan')) return isOn(socialites.wechat_scan) ? 'scan' : null;
  return isOn(socialites.wechat_oauth) ? 'url' : null;
}

/**
 * Whether an active VIP opens this course: from 4.9.26 only courses flagged `is_vip_free`;
 * before (no such field) every course.
 */
export function vipOpensCourse(course: Partial<Course>): boolean {
  return has(course, 'is_vip_free') ? Number(course.is_vip_free) === 1 : true;
}

/**
 * Whether comments may be posted on this course or lesson: from 4.9.15 only where
 * `is_allow_comment` is 1; before (no such field) wherever the server's own rules allow.
 */
export function commentsAllowed(item: Partial<Course> | Partial<Video>): boolean {
  return has(item, 'is_allow_comment') ? Number(item.is_allow_comment) === 1 : true;
}
