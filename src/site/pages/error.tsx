import { useSearch } from 'wouter';
import { StatusPanel } from '../shell/status-panel.js';
import * as css from '../shell/shell.css.js';

/**
 * Where a failed QQ login lands (its f_url): the server's reason arrives as `login_err_msg` and is
 * shown as text, never as markup.
 */
export default function ErrorPage() {
  const message = new URLSearchParams(useSearch()).get('login_err_msg')?.trim();
  return (
    <StatusPanel
      icon="error"
      title="登录失败"
      actions={
        <>
          <a className={css.primaryLink} href="/login">
            重新登录
          </a>
          <a className={css.secondaryLink} href="/">
            返回首页
          </a>
        </>
      }
    >
      <p data-testid="login-error-message">{message || '第三方登录未能完成，请重新登录。'}</p>
    </StatusPanel>
  );
}
