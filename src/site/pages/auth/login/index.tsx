import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { env } from '#core/env/index.js';
import { safeRedirect } from '#core/guards/redirect.js';
import { openLogin } from '#core/app/open-login.js';
import { isLogin } from '#core/session/index.js';
import { Button } from '#widgets/ui/button.js';
import * as css from '../login.css.js';

const POINTS = ['学习进度云端同步', '随时随地继续学习', '专属会员权益'];

function Art() {
  return (
    <svg className={css.art} viewBox="0 0 280 200" aria-hidden="true" focusable="false">
      <rect x="30" y="28" width="220" height="140" rx="12" fill="#fff" stroke="#bfe2fd" strokeWidth="2" />
      <rect x="30" y="28" width="220" height="28" rx="12" fill="#3ca7fa" />
      <rect x="30" y="44" width="220" height="12" fill="#3ca7fa" />
      <circle cx="50" cy="42" r="4" fill="#fff" opacity=".8" />
      <circle cx="64" cy="42" r="4" fill="#fff" opacity=".6" />
      <path d="M124 86v52l42-26z" fill="#3ca7fa" opacity=".85" />
      <rect x="56" y="150" width="168" height="6" rx="3" fill="#e6f3fe" />
      <rect x="56" y="150" width="96" height="6" rx="3" fill="#3ca7fa" />
      <circle cx="236" cy="36" r="22" fill="#ffd666" opacity=".9" />
      <path
        d="M226 37l7 7 13-14"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * /login (header-only layout): a banner and 登录查看, which opens the shared login dialog. After a
 * login core sends the member on to the `redirect` target (or /), replacing this entry.
 */
export default function LoginPage() {
  const search = useSearch();

  // Someone already logged in has nothing to do here: straight on to where they were going.
  useEffect(() => {
    if (isLogin.get()) env().navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
    // Only on arrival: a login made on this page is routed by core (it may need the face check first).
  }, []);

  return (
    <section className={css.banner} aria-labelledby="login-title">
      <div className={css.copy}>
        <h1 id="login-title" className={css.title}>
          登录后继续学习
        </h1>
        <p className={css.text}>该内容需要登录后查看。登录账号，课程、学习记录和会员权益都在这里。</p>
        <ul className={css.points}>
          {POINTS.map((p) => (
            <li key={p} className={css.point}>
              <svg className={css.check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path
                  d="M3 8.5l3.2 3.2L13 5"
                  stroke="currentColor"
                  strokeWidth="2"
                  fill="none"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {p}
            </li>
          ))}
        </ul>
        <Button className={css.big} onClick={() => void openLogin('login')}>
          登录查看
        </Button>
      </div>
      <Art />
    </section>
  );
}
