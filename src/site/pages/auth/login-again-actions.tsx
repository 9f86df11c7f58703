import * as css from '../../shell/shell.css.js';
import { Link } from '#widgets/ui/link.js';
import * as paths from '#core/paths/index.js';

/** The way out of a social login that did not complete: 重新登录 at `loginHref`, or 返回首页. */
export function LoginAgainActions({ loginHref }: { loginHref: string }) {
  return (
    <>
      <Link className={css.primaryLink} href={loginHref}>
        重新登录
      </Link>
      <Link className={css.secondaryLink} href={paths.home()}>
        返回首页
      </Link>
    </>
  );
}
