/**
 * `meedu-web/widgets/login`: the login dialog (mount it once per page) and login buttons that open
 * it. Each widget has an entry of its own so that a page importing one widget carries that widget
 * and the core it needs, not the others (`meedu-web/widgets` re-exports them all).
 */
export { LoginDialog, LoginButton, mountLoginDialog, mountLoginButton } from '../login/index.js';
export type { LoginDialogProps, LoginButtonProps } from '../login/index.js';
