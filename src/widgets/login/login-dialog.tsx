import { useStore } from '@nanostores/react';
import { loginDialog } from '#core/app/login-dialog.js';
import type { AuthView, LoginDialog as LoginDialogMachine } from '#core/auth/index.js';
import { Dialog } from '../ui/dialog.js';
import { LoginView, SmsFormView, WechatView } from './views.js';

export const VIEW_TITLES: Record<AuthView, string> = {
  login: '登录',
  register: '注册新账号',
  forgot: '找回密码',
  wechat: '微信扫码登录',
  bindMobile: '绑定手机号',
  bindNewMobile: '绑定新手机号',
};

export interface LoginDialogProps {
  /** The machine to render; by default the page's one shared `loginDialog()`. */
  dialog?: LoginDialogMachine;
}

/**
 * Every dialog of the sign-in flow in one modal, driven by core's login dialog machine: whoever
 * calls `loginDialog().open(...)` (the user menu, a login button, start-up) makes it appear here.
 */
export function LoginDialog({ dialog = loginDialog() }: LoginDialogProps) {
  const { open, view } = useStore(dialog.$state);
  return (
    <Dialog open={open} title={VIEW_TITLES[view]} onClose={dialog.close} focusKey={view}>
      <div data-view={view}>
        {view === 'login' ? (
          <LoginView dialog={dialog} />
        ) : view === 'wechat' ? (
          <WechatView dialog={dialog} />
        ) : (
          // Keyed: each view is its own form, with its own marks and refs.
          <SmsFormView key={view} dialog={dialog} view={view} />
        )}
      </div>
    </Dialog>
  );
}
