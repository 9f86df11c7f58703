/** Site-wide calls of start-up and the page shell: config, menu, footer links. */
import { get } from '../client/index.js';
import type { SystemConfig, NavItem, FriendLink } from './types.js';

/** Quiet: a failing start-up is only logged (spec section 8). */
export const getConfig = () => get<SystemConfig>('/api/v2/other/config', undefined, true);

export const getNavs = (platform = 'PC') => get<NavItem[]>('/api/v2/navs', { platform });

export const getLinks = () => get<FriendLink[]>('/api/v2/links');
