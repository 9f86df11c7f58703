/** Notifications: the unread count every page's shell shows, the list and marking read. */
import { get, type PageQuery, type SimplePage } from '../client/index.js';
import type { Notification } from './types.js';

export const markAllNotificationsRead = () => get<[]>('/api/v2/member/notificationMarkAllAsRead');

/** Notification ids are UUID strings. */
export const markNotificationRead = (id: string) =>
  get<[]>(`/api/v2/member/notificationMarkAsRead/${encodeURIComponent(id)}`);

export const getMessages = (query?: PageQuery) => get<SimplePage<Notification>>('/api/v2/member/messages', query);

export const getUnreadNotificationCount = async (): Promise<number> =>
  Number(await get<number | string>('/api/v2/member/unreadNotificationCount')) || 0;
