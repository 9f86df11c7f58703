import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import * as paths from '#core/paths/index.js';
import { Link } from '#widgets/ui/link.js';
import { openLogin } from '#core/app/open-login.js';
import { isBindMobilePending, isFaceCheckPending, isLogin, user } from '#core/session/index.js';
import { dismissNotice, notices } from './alerts.js';
import * as css from './startup-notices.css.js';

/**
 * Non-modal notices under the header rather than dialogs: the member can keep reading the page
 * they came for, and nothing steals focus on load. Each disappears on its own page, once the
 * step is done (the pending flag is gone), or when dismissed.
 */
export function StartupNotices() {
  const shown = useStore(notices);
  const loggedIn = useStore(isLogin);
  // Re-render when the member is refreshed (after binding), so the cleared flag is seen.
  useStore(user);
  const [pathname] = useLocation();
  if (!loggedIn) return null;
  const bind = shown.bindMobile && isBindMobilePending() && pathname !== '/bind-mobile';
  const face = shown.face && isFaceCheckPending() && pathname !== '/face-check';
  if (!bind && !face) return null;
  return (
    <section className={css.region} aria-label="账号提醒">
      {bind && (
        <Notice
          text="你的账号还没有绑定手机号，为了账号安全和正常学习，请先绑定手机号。"
          onDismiss={() => dismissNotice('bindMobile')}
        >
          <button type="button" className={css.act} onClick={() => void openLogin('bindNewMobile')}>
            立即绑定
          </button>
        </Notice>
      )}
      {face && (
        <Notice text="根据网站要求，学习前需要先完成实名认证。" onDismiss={() => dismissNotice('face')}>
          <Link className={css.act} href={paths.withQuery(paths.faceCheck(), { redirect: pathname })}>
            去认证
          </Link>
        </Notice>
      )}
    </section>
  );
}

function Notice({ text, onDismiss, children }: { text: string; onDismiss(): void; children: ReactNode }) {
  return (
    <div className={css.row} role="status">
      <div className={css.notice}>
        <p className={css.text}>{text}</p>
        <div className={css.actions}>
          {children}
          <button type="button" className={css.dismiss} onClick={onDismiss}>
            稍后再说
          </button>
        </div>
      </div>
    </div>
  );
}
