/** `meedu-web/widgets/user-menu`: 登录/注册, or the member's avatar menu. */
export { UserMenu, mountUserMenu, type UserMenuProps } from '../user-menu/index.js';
