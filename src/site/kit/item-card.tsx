import { SafeImage } from '#widgets/ui/safe-image.js';
import { Link } from '#widgets/ui/link.js';
import * as css from './item-card.css.js';

/** A card of a catalogue row of any kind: a cover, a title, small print and a price. */
export interface CardItem {
  key: string;
  href: string | null;
  thumb: string | null;
  title: string;
  /** Small print under the title (category, counts). */
  meta: string[];
  price: string;
  /** Struck-through original price. */
  was?: string;
  badge?: string;
}

/**
 * One card of an addon row: the whole card is one link, named by everything it shows (badge,
 * title, details, price), so what a speech user reads off the screen is what the link is called.
 */
export function ItemCard({ item }: { item: CardItem }) {
  const body = (
    <>
      <div className={css.cover}>
        <SafeImage
          className={css.image}
          src={item.thumb}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={480}
        />
        {item.badge ? <span className={css.badge}>{item.badge}</span> : null}
      </div>
      <div className={css.body}>
        <h3 className={css.title}>{item.title}</h3>
        <p className={css.meta}>
          {item.meta.map((m, i) => (
            <span key={i} className={css.metaPart}>
              {m}
            </span>
          ))}
        </p>
        <p className={css.priceRow}>
          <span className={item.price === '免费' ? css.free : css.price}>{item.price}</span>
          {item.was ? (
            <s className={css.was}>
              <span className={css.srOnly}>原价</span>
              {item.was}
            </s>
          ) : null}
        </p>
      </div>
    </>
  );
  return item.href ? (
    <Link className={css.card} href={item.href}>
      {body}
    </Link>
  ) : (
    <div className={css.cardStatic}>{body}</div>
  );
}
