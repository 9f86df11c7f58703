import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { isLogin } from '#core/session/index.js';
import { openLoginDialog } from './auth-actions.js';
import { DEFAULT_MESSAGES_URL, messagesLabel, refreshSecondsOption, safeLink } from './options.js';
import { useUnreadCount } from './unread.js';
import * as css from './unread-bell.css.js';
import { Link } from '../ui/link.js';

export interface UnreadBellProps {
  /** Where the bell leads, default /member/messages. */
  messagesUrl?: string;
  /** Refresh period in seconds while logged in, default 60; 0 turns it off. */
  refreshSeconds?: number | string;
}

export function BellIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-1.7 1.7A1 1 0 0 0 4 19.4h16a1 1 0 0 0 .7-1.7L19 16Zm-2 .83.57.57H6.43l.57-.57V11a5 5 0 0 1 10 0v5.83Z"
      />
    </svg>
  );
}

/**
 * Bell link to the member's messages with a red dot while there are unread ones. Logged out,
 * the messages page is out of reach, so a click opens the login dialog instead.
 */
export function UnreadBell({ messagesUrl, refreshSeconds }: UnreadBellProps) {
  const loggedIn = useStore(isLogin);
  const count = useUnreadCount(refreshSecondsOption(refreshSeconds));
  const href = safeLink(messagesUrl, DEFAULT_MESSAGES_URL);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (loggedIn) return;
    event.preventDefault();
    void openLoginDialog('login');
  };
  return (
    <Link className={css.bell} href={href} aria-label={messagesLabel(count)} onClick={onClick}>
      <BellIcon />
      {count > 0 ? <span className={css.dot} aria-hidden="true" data-testid="unread-dot" /> : null}
    </Link>
  );
}
