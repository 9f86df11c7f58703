/** Site-wide calls of start-up and the page shell: config, menu, footer links, unread dot, referral. */
import { get, post } from './client.js';
import type { FriendLink, NavItem, SystemConfig } from './types.js';

/** Quiet: a failing start-up is only logged (spec section 8). */
export const getConfig = () => get<SystemConfig>('/api/v2/other/config', undefined, true);

export const getNavs = (platform = 'PC') => get<NavItem[]>('/api/v2/navs', { platform });

export const getLinks = () => get<FriendLink[]>('/api/v2/links');

export const getUnreadNotificationCount = async (): Promise<number> =>
  Number(await get<number | string>('/api/v2/member/unreadNotificationCount')) || 0;

/** MultiLevelShare referral; quiet, a failed binding is only logged (spec section 8). */
export const bindDistribution = (msv: string) => post<[]>('/addons/MultiLevelShare/api/v1/user/bind', { msv }, true);
