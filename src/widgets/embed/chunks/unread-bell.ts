import { mountUnreadBell } from '../../unread-bell/index.js';

export const widgets = { 'unread-bell': mountUnreadBell };
export * from './common.js';
