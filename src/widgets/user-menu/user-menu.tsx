import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isLogin, user } from '../../core/session/index.js';
import { logoutMember, openLoginDialog } from '../unread-bell/auth-actions.js';
import { DEFAULT_MESSAGES_URL, messagesLabel, refreshSecondsOption, safeLink } from '../unread-bell/options.js';
import { useUnreadCount } from '../unread-bell/unread.js';
import { useCloseOnOutsidePress } from '../ui/outside-press.js';
import { SafeImage } from '../ui/safe-image.js';
import * as css from './user-menu.css.js';

export const DEFAULT_MEMBER_URL = '/member';

export interface UserMenuProps {
  /** 用户中心 link, default /member. */
  memberUrl?: string;
  /** 我的消息 link, default /member/messages. */
  messagesUrl?: string;
  /** Unread dot refresh period in seconds, default 60; 0 turns it off. */
  refreshSeconds?: number | string;
}

/**
 * The focused element, looking through shadow roots (document.activeElement stops at the host).
 * Kept here rather than imported from ui/focus: in the embed that would split ui/focus into a
 * chunk of its own fetched by both the login and the user-menu chunks, which costs more than
 * these three lines.
 */
function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Logged out: 登录 and 注册, both opening the shared login dialog. Logged in: the member's avatar
 * and name as a menu button with 用户中心, 我的消息 (with the unread dot) and 安全退出.
 */
export function UserMenu({ memberUrl, messagesUrl, refreshSeconds }: UserMenuProps) {
  const loggedIn = useStore(isLogin);
  const member = useStore(user);
  const unread = useUnreadCount(refreshSecondsOption(refreshSeconds));

  if (!loggedIn || !member) {
    return (
      <div className={css.root}>
        <div className={css.guest}>
          <button type="button" className={css.login} onClick={() => void openLoginDialog('login')}>
            登录
          </button>
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

interface MemberMenuProps {
  name: string;
  avatar: string;
  unread: number;
  memberUrl: string;
  messagesUrl: string;
}

function MemberMenu({ name, avatar, unread, memberUrl, messagesUrl }: MemberMenuProps) {
  const [open, setOpen] = useState(false);
  /** Item to focus once the menu has rendered; a new object each time so a repeat request still runs. */
  const [focusRequest, setFocusRequest] = useState<{ item: 'first' | 'last' } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const menuId = `meedu-user-menu-${id}`;
  const buttonId = `meedu-user-button-${id}`;

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  /** Opened from the keyboard, focus goes into the menu; opened by mouse, it stays on the button. */
  const show = (item: 'first' | 'last' | null) => {
    setOpen(true);
    setFocusRequest(item ? { item } : null);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open || !focusRequest) return;
    const list = items();
    (focusRequest.item === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open, focusRequest]);

  useCloseOnOutsidePress(root, open, () => setOpen(false));

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(deepActiveElement() as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index < 0 ? list.length - 1 : index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        // Leaving the menu by Tab closes it; focus moves on naturally.
        return setOpen(false);
      case ' ':
        // Space activates links too, as in native menus.
        if (list[index]?.tagName === 'A') {
          event.preventDefault();
          list[index].click();
        }
        return;
    }
  };

  const onLogout = () => {
    setOpen(false);
    void logoutMember();
  };

  return (
    <div className={css.root} ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={css.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show(null))}
        onKeyDown={onButtonKeyDown}
      >
        <span className={css.avatarWrap}>
          <SafeImage className={css.avatar} src={avatar} alt="" width={32} height={32} fallback={<span className={css.initial}>{name.slice(0, 1)}</span>} />
          {unread > 0 ? <span className={css.dot} aria-hidden="true" /> : null}
        </span>
        <span className={css.name}>{name}</span>
        {unread > 0 ? <span className={css.visuallyHidden}>（有未读消息）</span> : null}
        <svg className={css.caret} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M2.2 4.2a.75.75 0 0 1 1.06 0L6 6.94 8.74 4.2a.75.75 0 1 1 1.06 1.06L6.53 8.53a.75.75 0 0 1-1.06 0L2.2 5.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {open ? (
        <ul ref={menu} id={menuId} className={css.menu} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <a role="menuitem" tabIndex={-1} className={css.item} href={memberUrl}>
              用户中心
            </a>
          </li>
          <li role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              className={css.item}
              href={messagesUrl}
              aria-label={unread > 0 ? messagesLabel(unread) : undefined}
            >
              我的消息
              {unread > 0 ? <span className={css.itemDot} aria-hidden="true" data-testid="unread-dot" /> : null}
            </a>
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
