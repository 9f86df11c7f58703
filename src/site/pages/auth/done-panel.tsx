import type { ReactNode } from 'react';
import { Link } from '#widgets/ui/link.js';
import { StatusPanel } from '../../shell/status-panel.js';
import * as css from '../../shell/shell.css.js';

/** A step that is done (verified, bound): the success panel with one link on to where the member was going. */
export function DonePanel({
  title,
  href,
  next,
  live,
  children,
}: {
  title: ReactNode;
  /** Where the member was going. */
  href: string;
  /** The link's words. */
  next: string;
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <StatusPanel
      icon="success"
      title={title}
      live={live}
      actions={
        <Link className={css.primaryLink} href={href}>
          {next}
        </Link>
      }
    >
      {children}
    </StatusPanel>
  );
}
