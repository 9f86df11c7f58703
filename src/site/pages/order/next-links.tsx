import * as paths from '#core/paths/index.js';
import { Link } from '#widgets/ui/link.js';
import * as css from './order.css.js';

/**
 * The ways on at the end of a buying step (paid, cancelled, nothing to buy): the step's own
 * link when it has one, and always 我的订单, where every order can be found again.
 */
export function NextLinks({ href, label }: { href?: string | null; label?: string }) {
  return (
    <div className={css.doneActions}>
      {href && label ? (
        <Link className={css.primaryLink} href={href}>
          {label}
        </Link>
      ) : null}
      <Link className={css.secondaryLink} href={paths.memberOrders()}>
        我的订单
      </Link>
    </div>
  );
}
