import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { env } from '#core/env/index.js';
import { safeRedirect } from '#core/guards/redirect.js';
import { loginDialog } from '#core/app/login-dialog.js';
import { isBindMobilePending, isLogin, user } from '#core/session/index.js';
import { Button } from '#widgets/ui/button.js';
import { StatusPanel } from '#site/shell/status-panel.js';
import { DonePanel } from '../done-panel.js';
import * as css from '#site/shell/shell.css.js';
import { Link } from '#widgets/ui/link.js';
import * as paths from '#core/paths/index.js';

/**
 * Login-required pages send a member here while the site requires a phone and the account has
 * none. The shared login dialog's "bind a new phone" view (scene mobile_bind) does the binding;
 * once it reports 绑定成功 (the pending flag is cleared) the member continues to `redirect`.
 */
export default function BindMobilePage() {
  const loggedIn = useStore(isLogin);
  const member = useStore(user);
  const state = useStore(loginDialog().$state);
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  const pending = loggedIn && isBindMobilePending();
  const opened = useRef(false);

  // Offer the form straight away, once; closing it leaves the page with its own button.
  useEffect(() => {
    if (pending && !opened.current) {
      opened.current = true;
      loginDialog().open('bindNewMobile');
    }
  }, [pending]);

  // The dialog closed and the flag is gone: the binding went through.
  useEffect(() => {
    if (opened.current && !state.open && loggedIn && !isBindMobilePending())
      env().navigate(redirect, { replace: true });
  }, [state.open, loggedIn, member, redirect]);

  if (!loggedIn) {
    return (
      <StatusPanel
        icon="phone"
        title="绑定手机号"
        actions={<Button onClick={() => loginDialog().open('login')}>登录</Button>}
      >
        <p>请先登录，再为你的账号绑定手机号。</p>
      </StatusPanel>
    );
  }

  if (!pending) {
    return (
      <DonePanel title="已绑定手机号" href={redirect} next="继续" live>
        <p>你的账号已经绑定了手机号，可以继续学习了。</p>
      </DonePanel>
    );
  }

  return (
    <StatusPanel
      icon="phone"
      title="请绑定手机号"
      actions={
        <>
          <Button onClick={() => loginDialog().open('bindNewMobile')}>绑定手机号</Button>
          <Link className={css.secondaryLink} href={paths.home()}>
            返回首页
          </Link>
        </>
      }
    >
      <p>根据网站要求，需要先为账号绑定手机号，才能继续访问需要登录的内容。绑定后可使用手机号登录和找回密码。</p>
    </StatusPanel>
  );
}
