import type { ReactNode } from 'react';
import { formatPrice, isFree } from '#core/format/price.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import * as css from './detail.css.js';

/**
 * The head of a detail page (course, live course, book, learning path): cover, title as the
 * page's heading, short description, the price line and the actions.
 */
export function DetailHero({
  id,
  title,
  thumb,
  desc,
  cover,
  coverClassName,
  price,
  stats,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  thumb: string | null | undefined;
  desc?: ReactNode;
  /** Shown over the cover (a live course's status). */
  cover?: ReactNode;
  coverClassName?: string;
  /** What it costs: the price line starts with ￥N, or 免费 in its own colour. */
  price: { charge?: unknown; is_free?: unknown };
  /** What follows the price on its line (the original price, learners). */
  stats?: ReactNode;
  /** The actions (buy, start, favourite). */
  children: ReactNode;
}) {
  return (
    <section className={css.hero} aria-labelledby={id}>
      <div className={coverClassName ? `${css.heroCover} ${coverClassName}` : css.heroCover}>
        <SafeImage className={css.heroImage} src={thumb} alt="" width={640} height={480} />
        {cover}
      </div>
      <div className={css.heroBody}>
        <h1 className={css.heroTitle} id={id}>
          {title}
        </h1>
        {desc ? <p className={css.heroDesc}>{desc}</p> : null}
        <p className={css.heroStats}>
          <span className={isFree(price) ? css.heroFree : css.heroPrice}>
            <span className={css.srOnly}>价格 </span>
            {formatPrice(price)}
          </span>
          {stats}
        </p>
        <div className={css.heroActions}>{children}</div>
      </div>
    </section>
  );
}
