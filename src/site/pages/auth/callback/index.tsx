import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { env } from '#core/env/index.js';
import { safeRedirect } from '#core/guards/redirect.js';
import { loginDialog } from '#core/app/login-dialog.js';
import { isLogin } from '#core/session/index.js';
import { Button } from '#widgets/ui/button.js';
import { Spinner } from '#widgets/ui/spinner.js';
import { StatusPanel } from '#site/shell/status-panel.js';
import { useTitle } from '#site/shell/title.js';
import * as css from '#site/shell/shell.css.js';
import { LoginAgainActions } from '../login-again-actions.js';
import { Link } from '#widgets/ui/link.js';
import * as paths from '#core/paths/index.js';

/**
 * Where a social login returns. Start-up (before this page renders) already exchanged a
 * `login_code` (action=login) and, on success, sent the member on to the redirect target; what is
 * left here is the other outcomes: a failure message, a phone to bind first, a code that could not
 * be exchanged, or nothing to do at all.
 */
export default function LoginCallbackPage() {
  const query = new URLSearchParams(useSearch());
  const loggedIn = useStore(isLogin);
  const dialogState = useStore(loginDialog().$state);
  const errorMessage = query.get('login_err_msg')?.trim();
  const code = query.get('login_code');
  const redirect = safeRedirect(query.get('redirect'));
  const loginAgain = `/login${query.get('redirect') ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  const nothingToDo = !errorMessage && !code && !loggedIn;
  // Whether start-up asked for a phone: then the code is still good and binding can be resumed.
  const bindingOffered = useRef(false);
  const binding = dialogState.open && dialogState.view === 'bindMobile';
  if (binding) bindingOffered.current = true;
  const pending = loggedIn || nothingToDo;
  useTitle(
    errorMessage
      ? '登录失败'
      : pending
        ? null
        : binding || (bindingOffered.current && code)
          ? '绑定手机号'
          : '登录未完成',
  );

  useEffect(() => {
    if (errorMessage) return;
    if (loggedIn) env().navigate(redirect, { replace: true });
    else if (nothingToDo) env().navigate('/', { replace: true });
  }, [errorMessage, loggedIn, nothingToDo, redirect]);

  if (errorMessage) {
    return (
      <StatusPanel icon="error" title="登录失败" actions={<LoginAgainActions loginHref={loginAgain} />}>
        <p>{errorMessage}</p>
      </StatusPanel>
    );
  }

  if (pending) return <Spinner label="正在登录" />;

  if (binding) {
    return (
      <StatusPanel icon="phone" title="请绑定手机号" live>
        <p>首次使用第三方账号登录，需要先绑定手机号，完成后将自动登录。</p>
      </StatusPanel>
    );
  }

  if (bindingOffered.current && code) {
    return (
      <StatusPanel
        icon="phone"
        title="还差一步：绑定手机号"
        live
        actions={
          <>
            <Button onClick={() => loginDialog().open('bindMobile', { code, via: 'socialite' })}>绑定手机号</Button>
            <Link className={css.secondaryLink} href={paths.home()}>
              返回首页
            </Link>
          </>
        }
      >
        <p>首次使用第三方账号登录，需要绑定手机号后才能完成登录。</p>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel icon="error" title="登录未完成" live actions={<LoginAgainActions loginHref={loginAgain} />}>
      <p>登录凭证无效或已过期，请重新登录。</p>
    </StatusPanel>
  );
}
