import {
  bindNewMobile,
  getCaptchaImage,
  getMemberDetail,
  loginWithMobile,
  loginWithPassword,
  registerWithSms,
  registerWithSocialite,
  resetPassword,
  sendSmsCode,
  getWechatScanCode,
  queryWechatScan,
  registerWithWechatScan,
  createLoginDialog,
  type LoginDialog,
} from '../auth/index.js';
import type { AuthApi } from '../auth/index.js';
import { loginWithToken } from '../startup/member.js';
import { $loginWanted } from './open-login.js';

// Named one by one: handing the flows a whole module namespace would keep every export of it
// alive in any bundle that shows the dialog.
const authApi: AuthApi = {
  getCaptchaImage,
  sendSmsCode,
  loginWithPassword,
  loginWithMobile,
  registerWithSms,
  resetPassword,
  getMemberDetail,
  getWechatScanCode,
  queryWechatScan,
  registerWithWechatScan,
  registerWithSocialite,
  bindNewMobile,
};

let dialog: LoginDialog | undefined;

/**
 * The one login dialog machine every widget on the page shares: the user menu opens it, the
 * dialog widget renders it. After a login it applies the face-check / redirect / reload rule.
 */
export function loginDialog(): LoginDialog {
  if (dialog) return dialog;
  const machine = createLoginDialog({
    api: authApi,
    onLoggedIn: async (token) => {
      await loginWithToken(token, authApi);
    },
  });
  // Whoever opens it, the site mounts the dialog from then on (open-login.ts). A wrapper, not a
  // listener: the machine's state stays unwatched until a dialog renders it.
  dialog = {
    ...machine,
    open: (view, bind) => {
      $loginWanted.set(true);
      machine.open(view, bind);
    },
  };
  return dialog;
}
