import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import * as paths from '#core/paths/index.js';
import { insteadOfFollowing, Link } from '#widgets/ui/link.js';
import { openLogin } from '#core/app/open-login.js';
import { siteLogo, siteName } from '#core/capabilities/config.js';
import { config, configFunc, isLogin, navs } from '#core/session/index.js';
import { UserMenu } from '#widgets/user-menu/user-menu.js';
import { NavMenu } from './nav-menu.js';
import { enabledNavs, showVipLink } from './nav-features.js';
import { SearchBox } from './search-box.js';
import * as css from './header.css.js';
import { SafeImage } from '#widgets/ui/safe-image.js';

const MenuIcon = ({ open }: { open: boolean }) => (
  <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
    <path
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      d={open ? 'M5 5l12 12M17 5L5 17' : 'M3 6h16M3 11h16M3 16h16'}
    />
  </svg>
);

/** Where 登录 leads before the page's script runs: /login, and back here after (/login keeps its own target). */
function loginPath(pathname: string, search: string): string {
  if (pathname === paths.login()) return paths.login(new URLSearchParams(search).get('redirect') ?? undefined);
  return paths.login(search ? `${pathname}?${search}` : pathname);
}

const openLoginInstead = insteadOfFollowing(() => void openLogin('login'));

export function SiteHeader() {
  const cfg = useStore(config);
  const func = useStore(configFunc);
  const items = useStore(navs);
  const loggedIn = useStore(isLogin);
  const [pathname] = useLocation();
  const search = useSearch();
  const [menuOpen, setMenuOpen] = useState(false);
  // `name` on every release (`webname` went in 4.9.11); the logo may be missing or `{}`.
  const name = siteName(cfg);
  const logo = siteLogo(cfg).logo;

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={css.header}>
      <div className={css.bar}>
        <button
          type="button"
          className={css.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label="菜单"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <MenuIcon open={menuOpen} />
        </button>
        <Link className={css.logo} href={paths.home()} aria-label={name ? `${name} 首页` : '首页'}>
          <SafeImage className={css.logoImg} src={logo} alt={name} fallback={<span>{name || '首页'}</span>} />
        </Link>
        <SearchBox />
        <span className={css.spacer} />
        <div className={css.user}>
          <UserMenu loginUrl={loginPath(pathname, search)} />
        </div>
      </div>
      <div id="site-menu" className={css.menu} data-open={menuOpen}>
        <div className={css.menuInner}>
          <NavMenu items={enabledNavs(items, func, cfg)} pathname={pathname} />
          <div className={css.quick} role="group" aria-label="快捷入口">
            {showVipLink(func.vip, cfg?.disable_vip) && (
              <Link
                className={`${css.quickLink} ${css.vip}`}
                href={paths.vip()}
                aria-current={pathname === '/vip' ? 'page' : undefined}
              >
                VIP会员
              </Link>
            )}
            {loggedIn ? (
              <Link
                className={css.quickLink}
                href={paths.studyCenter()}
                aria-current={pathname === '/study-center' ? 'page' : undefined}
              >
                我的学习
              </Link>
            ) : (
              <Link className={css.quickLink} href={paths.login(paths.studyCenter())} onClick={openLoginInstead}>
                我的学习
              </Link>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
