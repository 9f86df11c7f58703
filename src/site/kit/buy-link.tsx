import type { AnchorHTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { openLogin } from '#core/app/open-login.js';
import { isLogin } from '#core/session/index.js';
import { Link } from '#widgets/ui/link.js';

/**
 * The way into the order page (/order, members only): a real link for a member; for a visitor
 * the same link opens the login dialog instead, leaving them on the page they were reading.
 */
export function BuyLink({ onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const logged = useStore(isLogin);
  return (
    <Link
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (logged || event.defaultPrevented) return;
        event.preventDefault();
        void openLogin('login');
      }}
    />
  );
}
