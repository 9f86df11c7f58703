import { useSearch } from 'wouter';
import { StatusPanel } from '#site/shell/status-panel.js';
import { LoginAgainActions } from '../login-again-actions.js';

/**
 * Where a failed QQ login lands (its f_url): the server's reason arrives as `login_err_msg` and is
 * shown as text, never as markup.
 */
export default function ErrorPage() {
  const message = new URLSearchParams(useSearch()).get('login_err_msg')?.trim();
  return (
    <StatusPanel icon="error" title="登录失败" actions={<LoginAgainActions loginHref="/login" />}>
      <p data-testid="login-error-message">{message || '第三方登录未能完成，请重新登录。'}</p>
    </StatusPanel>
  );
}
