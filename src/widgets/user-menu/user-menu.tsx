import { useStore } from '@nanostores/react';
import { useId, type RefObject } from 'react';
import { safeHttpUrl } from '#core/guards/links.js';
import { isLogin, user } from '#core/session/index.js';
import { logoutMember, openLoginDialog } from '../unread-bell/auth-actions.js';
import { DEFAULT_MESSAGES_URL, messagesLabel, refreshSecondsOption, safeLink } from '../unread-bell/options.js';
import { useUnreadCount } from '../unread-bell/unread.js';
import { useMenuButton } from '../ui/menu-button.js';
import { SafeImage } from '../ui/safe-image.js';
import * as css from './user-menu.css.js';
import { insteadOfFollowing, Link } from '../ui/link.js';

export const DEFAULT_MEMBER_URL = '/member';

export interface UserMenuProps {
  /** 用户中心 link, default /member. */
  memberUrl?: string;
  /** 我的消息 link, default /member/messages. */
  messagesUrl?: string;
  /** Unread dot refresh period in seconds, default 60; 0 turns it off. */
  refreshSeconds?: number | string;
  /**
   * A login page. When given, 登录 is a link to it whose click opens the dialog: before the page's
   * script runs (a server-rendered page) or without script, it still leads to a login.
   */
  loginUrl?: string;
}

/**
 * Logged out: 登录 and 注册, both opening the shared login dialog. Logged in: the member's avatar
 * and name as a menu button with 用户中心, 我的消息 (with the unread dot) and 安全退出.
 */
export function UserMenu({ memberUrl, messagesUrl, refreshSeconds, loginUrl }: UserMenuProps) {
  const loggedIn = useStore(isLogin);
  const member = useStore(user);
  const unread = useUnreadCount(refreshSecondsOption(refreshSeconds));

  if (!loggedIn || !member) {
    return (
      <div className={css.root}>
        <div className={css.guest}>
          <LoginEntry className={css.login} href={safeHttpUrl(loginUrl)} />
          <button type="button" className={css.register} onClick={() => void openLoginDialog('register')}>
            注册
          </button>
        </div>
      </div>
    );
  }
  return (
    <MemberMenu
      name={member.nick_name}
      avatar={member.avatar}
      unread={unread}
      memberUrl={safeLink(memberUrl, DEFAULT_MEMBER_URL)}
      messagesUrl={safeLink(messagesUrl, DEFAULT_MESSAGES_URL)}
    />
  );
}

const openLogin = () => void openLoginDialog('login');
const openLoginInstead = insteadOfFollowing(openLogin);

function LoginEntry({ className, href }: { className: string; href: string | null }) {
  if (!href)
    return (
      <button type="button" className={className} onClick={openLogin}>
        登录
      </button>
    );
  return (
    <Link className={className} href={href} onClick={openLoginInstead}>
      登录
    </Link>
  );
}

interface MemberMenuProps {
  name: string;
  avatar: string;
  unread: number;
  memberUrl: string;
  messagesUrl: string;
}

function MemberMenu({ name, avatar, unread, memberUrl, messagesUrl }: MemberMenuProps) {
  const m = useMenuButton({ menu: true, items: '[role="menuitem"]' });
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const menuId = `meedu-user-menu-${id}`;
  const buttonId = `meedu-user-button-${id}`;

  const onLogout = () => {
    m.setOpen(false);
    void logoutMember();
  };

  return (
    <div className={css.root} ref={m.root as RefObject<HTMLDivElement>}>
      <button
        ref={m.button}
        id={buttonId}
        type="button"
        className={css.trigger}
        aria-haspopup="menu"
        aria-expanded={m.open}
        aria-controls={m.open ? menuId : undefined}
        onClick={() => (m.open ? m.close(false) : m.show(null))}
        onKeyDown={m.onButtonKeyDown}
      >
        <span className={css.avatarWrap}>
          <SafeImage
            className={css.avatar}
            src={avatar}
            alt=""
            width={32}
            height={32}
            fallback={<span className={css.initial}>{name.slice(0, 1)}</span>}
          />
          {unread > 0 ? <span className={css.dot} aria-hidden="true" /> : null}
        </span>
        <span className={css.name}>{name}</span>
        {unread > 0 ? <span className={css.visuallyHidden}>（有未读消息）</span> : null}
        <svg className={css.caret} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M2.2 4.2a.75.75 0 0 1 1.06 0L6 6.94 8.74 4.2a.75.75 0 1 1 1.06 1.06L6.53 8.53a.75.75 0 0 1-1.06 0L2.2 5.26a.75.75 0 0 1 0-1.06Z"
          />
        </svg>
      </button>
      {m.open ? (
        <ul
          ref={m.list as RefObject<HTMLUListElement>}
          id={menuId}
          className={css.menu}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={m.onListKeyDown}
        >
          <li role="none">
            <Link role="menuitem" tabIndex={-1} className={css.item} href={memberUrl}>
              用户中心
            </Link>
          </li>
          <li role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              className={css.item}
              href={messagesUrl}
              aria-label={unread > 0 ? messagesLabel(unread) : undefined}
            >
              我的消息
              {unread > 0 ? <span className={css.itemDot} aria-hidden="true" data-testid="unread-dot" /> : null}
            </Link>
          </li>
          <li role="separator" className={css.separator} />
          <li role="none">
            <button role="menuitem" tabIndex={-1} type="button" className={css.item} onClick={onLogout}>
              安全退出
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
