import { useStore } from '@nanostores/react';
import { formatPrice } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { configFunc } from '#core/session/index.js';
import { Link } from '#widgets/ui/link.js';
import * as css from '../../kit/detail.css.js';

/**
 * 订阅 leads to the order page (goods_type `book`, as the public client names it), with the VIP
 * offer beside it for a VIP-free book while VIP is on.
 */
export function BuyBook({ book }: { book: { id: number; charge: unknown; is_vip_free?: unknown } }) {
  const features = useStore(configFunc);
  return (
    <>
      <Link className={css.primaryAction} href={paths.order({ goods_type: 'book', goods_id: book.id })}>
        订阅电子书 {formatPrice(book)}
      </Link>
      {features.vip && Number(book.is_vip_free) === 1 ? (
        <Link className={css.vipAction} href={paths.vip()}>
          VIP会员免费读
        </Link>
      ) : null}
    </>
  );
}
