import { useStore } from '@nanostores/react';
import { loginDialog } from '#core/app/login-dialog.js';
import type { LoginDialog } from '#core/auth/index.js';
import { safeHttpUrl } from '#core/guards/links.js';
import { isLogin } from '#core/session/index.js';
import { Button } from '../ui/button.js';
import * as buttonCss from '../ui/button.css.js';
import * as css from './login-dialog.css.js';
import { Link } from '../ui/link.js';
import * as paths from '#core/paths/index.js';

export interface LoginButtonProps {
  /** Button text; 登录 by default. */
  label?: string;
  /** Which view to open: the login form (default) or registration. */
  view?: 'login' | 'register';
  /** Where the 用户中心 link shown while logged in leads; /member by default. */
  memberUrl?: string;
  /** The machine to open; by default the page's shared `loginDialog()`. */
  dialog?: LoginDialog;
}

/**
 * Opens the shared login dialog; the LoginDialog widget (mounted anywhere on the page) shows it.
 * A member already logged in is not invited to log in again: the button becomes a 用户中心 link in
 * the same place, so a call to action keeps leading somewhere useful.
 */
export function LoginButton({ label = '登录', view = 'login', memberUrl, dialog }: LoginButtonProps) {
  if (useStore(isLogin)) {
    return (
      <Link
        className={`${buttonCss.variant.primary} ${css.loginButton}`}
        href={safeHttpUrl(memberUrl) ?? paths.member()}
      >
        用户中心
      </Link>
    );
  }
  return (
    <Button className={css.loginButton} onClick={() => (dialog ?? loginDialog()).open(view)}>
      {label}
    </Button>
  );
}
