import { loginDialog, type LoginDialog } from '../../core/index.js';
import { Button } from '../ui/button.js';
import * as css from './login-dialog.css.js';

export interface LoginButtonProps {
  /** Button text; 登录 by default. */
  label?: string;
  /** Which view to open: the login form (default) or registration. */
  view?: 'login' | 'register';
  /** The machine to open; by default the page's shared `loginDialog()`. */
  dialog?: LoginDialog;
}

/** Opens the shared login dialog; the LoginDialog widget (mounted anywhere on the page) shows it. */
export function LoginButton({ label = '登录', view = 'login', dialog }: LoginButtonProps) {
  return (
    <Button className={css.loginButton} onClick={() => (dialog ?? loginDialog()).open(view)}>
      {label}
    </Button>
  );
}
