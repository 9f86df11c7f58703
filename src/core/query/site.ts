/** Keys and reads of the page shell: footer links and the member's unread count. */
import { getLinks, getUnreadNotificationCount } from '../api/site.js';
import { defineQuery, STALE } from './index.js';

export const friendLinks = /* @__PURE__ */ defineQuery('site:links', () => getLinks(), STALE.static);
export const unreadCount = /* @__PURE__ */ defineQuery('member:unread', () => getUnreadNotificationCount(), STALE.member);
