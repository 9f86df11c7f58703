import { createElement, type ReactElement } from 'react';
import { LoginButton, LoginDialog } from '#widgets/login/index.js';
import { Toaster } from '#widgets/toast/index.js';
import { CourseList } from '#widgets/course-list/index.js';
import { UnreadBell } from '#widgets/unread-bell/index.js';
import { UserMenu } from '#widgets/user-menu/index.js';

/** Every widget of the npm package, as a React host renders it (meedu-web/widgets). */
export const WIDGETS: Record<string, () => ReactElement> = {
  LoginDialog: () => createElement(LoginDialog),
  LoginButton: () => createElement(LoginButton),
  Toaster: () => createElement(Toaster),
  CourseList: () => createElement(CourseList, { pageSize: 2 }),
  UnreadBell: () => createElement(UnreadBell),
  UserMenu: () => createElement(UserMenu),
};
