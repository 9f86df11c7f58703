/** `meedu-web/widgets/bell`: a bell link to the member's messages with the unread dot. */
export { UnreadBell, mountUnreadBell, type UnreadBellProps } from '../unread-bell/index.js';
