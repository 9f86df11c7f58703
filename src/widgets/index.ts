/**
 * The widgets for React hosts (`import { LoginDialog } from 'meedu-web/widgets'`), plus the
 * stylesheet `meedu-web/widgets.css`. Every component drives the shared core session
 * (`meedu-web/core`); each also comes with a `mount(element, options)` for non-React code.
 */
export { createMount, usePortalTarget, PortalContext, type MountContext, type WidgetHandle } from './runtime/mount.js';

export { LoginDialog, LoginButton, mountLoginDialog, mountLoginButton } from './login/index.js';
export type { LoginDialogProps, LoginButtonProps } from './login/index.js';

export { Toaster, mountToaster, type ToasterProps } from './toast/index.js';

export { CourseList, mountCourseList, type CourseListProps, type CourseListOptions } from './course-list/index.js';

export { UnreadBell, mountUnreadBell, type UnreadBellProps } from './unread-bell/index.js';

export { UserMenu, mountUserMenu, type UserMenuProps } from './user-menu/index.js';
