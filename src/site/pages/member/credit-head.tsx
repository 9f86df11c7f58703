import { useStore } from '@nanostores/react';
import { user } from '#core/session/index.js';
import * as css from './member.css.js';

/** The heading of a points page with the member's points beside it. */
export function CreditHead({ title }: { title: string }) {
  const member = useStore(user);
  return (
    <div className={css.headRow}>
      <h1 className={css.title}>{title}</h1>
      <p>
        当前积分 <span className={css.points}>{member?.credit1 ?? 0}</span>
      </p>
    </div>
  );
}
