import { createMount } from '../runtime/mount.js';
import { UnreadBell } from './unread-bell.js';

export { UnreadBell, BellIcon, type UnreadBellProps } from './unread-bell.js';
export {
  DEFAULT_REFRESH_SECONDS,
  unreadCount,
  refreshUnread,
  unreadSettled,
  watchUnread,
  useUnreadCount,
} from './unread.js';
export { openLoginDialog, logoutMember } from './auth-actions.js';
export { DEFAULT_MESSAGES_URL, messagesLabel, refreshSecondsOption, safeLink } from './options.js';

/** Mounts an unread bell into `element`. */
export const mountUnreadBell = /* @__PURE__ */ createMount(UnreadBell);
