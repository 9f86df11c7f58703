import { navigate as browserNavigate, usePathname } from 'wouter/use-browser-location';
import { withBase, withoutBase } from '#core/env/index.js';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * The router's view of the address for a site served under `base`: routes, nested branches and
 * `useLocation` see paths below it (`/courses` on /learn/courses), and navigating to one of them
 * writes the browser's path (`/learn/courses`). A location hook rather than wouter's `base`
 * option, whose nested routes would carry the base in `useRouter().base` as well.
 */
export function baseLocation(base: string): { hook: () => [string, Navigate]; navigate: Navigate } {
  const navigate: Navigate = (to, options) => browserNavigate(withBase(base, to), { replace: options?.replace });
  const hook = (): [string, Navigate] => [withoutBase(base, usePathname()), navigate];
  return { hook, navigate };
}
