import * as css from '../shell/shell.css.js';

/** The way out of a social login that did not complete: 重新登录 at `loginHref`, or 返回首页. */
export function LoginAgainActions({ loginHref }: { loginHref: string }) {
  return (
    <>
      <a className={css.primaryLink} href={loginHref}>
        重新登录
      </a>
      <a className={css.secondaryLink} href="/">
        返回首页
      </a>
    </>
  );
}
