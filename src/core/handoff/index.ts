import { env, isMobileUserAgent } from '../env/index.js';
import { safeHttpUrl } from '../guards/links.js';
import type { SystemConfig } from '../site/index.js';

export { isMobileUserAgent };

const WEBVIEW = '/pages/webview/webview';

/** PC path (without the id) -> H5 hash route, and the course_type the H5 webview page needs. */
const TARGETS: Record<string, [string, string?]> = {
  'courses/detail': ['/pages/course/show'],
  'courses/video': ['/pages/course/video'],
  'live/detail': ['/packageA/live/show'],
  'live/video': ['/packageA/live/video'],
  'book/detail': ['/packageA/book/show'],
  'book/read': [WEBVIEW, 'book'],
  'topic/detail': [WEBVIEW, 'topic'],
  'learnPath/detail': ['/packageA/learnPath/show'],
  'exam/papers/detail': [WEBVIEW, 'paperRead'],
  'exam/practice/detail': [WEBVIEW, 'practiceRead'],
  'exam/mockpaper/detail': [WEBVIEW, 'mockRead'],
};

export interface HandoffInput {
  pathname: string;
  search: string;
  userAgent: string;
  h5Url: string | null | undefined;
  msv?: string | null;
}

/**
 * Where a mobile visitor should go instead of this page, or null to stay. Unlike the public PC
 * client, an msv does not cost the visitor the page they asked for: it rides along on the target.
 */
export function mobileHandoffTarget(input: HandoffInput): string | null {
  // h5_url comes from the server: anything but an http(s) address or a path of this site (a
  // javascript: address would run on this origin) means there is nowhere to hand off to.
  const h5 = (safeHttpUrl(input.h5Url) ?? '').replace(/\/+$/, '');
  if (!h5 || !isMobileUserAgent(input.userAgent)) return null;
  const m = /^\/(.+)\/([^/]+)\/?$/.exec(input.pathname);
  // hasOwnProperty rather than Object.hasOwn: this branch runs on older mobile browsers.
  const target = m && Object.prototype.hasOwnProperty.call(TARGETS, m[1]) ? TARGETS[m[1]] : null;
  if (!target) return input.msv ? `${h5}/#/?msv=${encodeURIComponent(input.msv)}` : h5;
  const query = new URLSearchParams(input.search);
  if (target[1]) query.set('course_type', target[1]);
  query.set('id', m![2]);
  if (input.msv) query.set('msv', input.msv);
  return `${h5}/#${target[0]}?${query}`;
}

/** Leaves for the H5 site when this is a mobile browser; returns the address, or null to stay. */
export function handoffIfMobile(config: Pick<SystemConfig, 'h5_url'> | null | undefined): string | null {
  const e = env();
  const { pathname, search } = e.location();
  const msv = new URLSearchParams(search).get('msv');
  const url = mobileHandoffTarget({ pathname, search, userAgent: e.userAgent(), h5Url: config?.h5_url, msv });
  if (url) e.assign(url);
  return url;
}
