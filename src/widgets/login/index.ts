import { createMount } from '../runtime/mount.js';
import { LoginButton, type LoginButtonProps } from './login-button.js';
import { LoginDialog, type LoginDialogProps } from './login-dialog.js';

export { LoginDialog, VIEW_TITLES, type LoginDialogProps } from './login-dialog.js';
export { LoginButton, type LoginButtonProps } from './login-button.js';

/** Mounts the dialog suite; in an embed pass `{ portal }` so the modal renders inside the shadow root. */
export const mountLoginDialog = /* @__PURE__ */ createMount<LoginDialogProps>(LoginDialog);
export const mountLoginButton = /* @__PURE__ */ createMount<LoginButtonProps>(LoginButton);
