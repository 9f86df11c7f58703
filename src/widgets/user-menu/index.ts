import { createMount } from '../runtime/mount.js';
import { UserMenu } from './user-menu.js';

export { UserMenu, DEFAULT_MEMBER_URL, type UserMenuProps } from './user-menu.js';

/** Mounts a user menu into `element`. */
export const mountUserMenu = /* @__PURE__ */ createMount(UserMenu);
