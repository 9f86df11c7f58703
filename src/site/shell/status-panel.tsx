import { useId, type ReactNode } from 'react';
import * as css from './shell.css.js';

export type PanelIcon = 'info' | 'success' | 'error' | 'phone' | 'face' | 'lost';

const COLORS: Record<PanelIcon, string> = {
  info: '#3ca7fa',
  success: '#04c877',
  error: '#e1251b',
  phone: '#3ca7fa',
  face: '#3ca7fa',
  lost: '#3ca7fa',
};

const PATHS: Record<PanelIcon, ReactNode> = {
  info: <path d="M32 28v14M32 21v1" />,
  success: <path d="M21 33l8 8 15-17" />,
  error: <path d="M24 24l16 16M40 24L24 40" />,
  phone: (
    <>
      <rect x="23" y="16" width="18" height="32" rx="3" />
      <path d="M30 42h4" />
    </>
  ),
  face: (
    <>
      <circle cx="32" cy="29" r="8" />
      <path d="M19 46c3-6 8-9 13-9s10 3 13 9" />
    </>
  ),
  lost: <path d="M25 26a7 7 0 1 1 10 6c-2 1-3 2-3 5M32 43v1" />,
};

function Icon({ kind }: { kind: PanelIcon }) {
  const color = COLORS[kind];
  return (
    <svg className={css.panelIcon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill={color} opacity="0.12" />
      <g fill="none" stroke={color} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        {PATHS[kind]}
      </g>
    </svg>
  );
}

/** One centred message with an icon, a heading (the page's h1), text and actions. */
export function StatusPanel({
  icon,
  title,
  children,
  actions,
  live,
}: {
  icon: PanelIcon;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Announce changes of this panel (results that arrive while the page is open). */
  live?: boolean;
}) {
  const id = useId();
  return (
    <section className={css.panel} aria-labelledby={id} aria-live={live ? 'polite' : undefined}>
      <Icon kind={icon} />
      <h1 id={id} className={css.panelTitle}>
        {title}
      </h1>
      {children ? <div className={css.panelText}>{children}</div> : null}
      {actions ? <div className={css.actions}>{actions}</div> : null}
    </section>
  );
}
