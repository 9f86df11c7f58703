import { Fragment } from 'react';
import type { CourseListItem } from '#core/course/index.js';
import { formatPrice } from '#core/format/price.js';
import { SafeImage } from '../ui/safe-image.js';
import * as css from './course-list.css.js';
import { Link } from '../ui/link.js';
import { courseCard, type CardModel } from './kinds.js';

export interface CourseCardProps {
  course: CourseListItem;
  href: string;
}

/**
 * One item (course, live course, book, topic, learning path) as a single link. Its accessible
 * name is its whole text (cover alt, title, meta): naming it by the title alone would hide the
 * price and counts that are visibly part of it.
 */
export function ItemCard({ item, href }: { item: CardModel; href: string }) {
  return (
    <Link className={css.card} href={href}>
      <div className={css.cover}>
        <SafeImage src={item.thumb} alt={item.title} loading="lazy" decoding="async" width={640} height={480} />
      </div>
      <div className={css.body}>
        <h3 className={css.title}>{item.title}</h3>
        <div className={css.meta}>
          {item.category ? <span className={css.category}>{item.category}</span> : null}
          <span className={css.bottom}>
            <span className={css.price}>{formatPrice(item.price)}</span>
            <span className={css.stats}>
              {item.stats.map((stat, i) => (
                <Fragment key={stat}>
                  {i ? (
                    <span className={css.dot} aria-hidden="true">
                      ·
                    </span>
                  ) : null}
                  <span>{stat}</span>
                </Fragment>
              ))}
            </span>
          </span>
        </div>
      </div>
    </Link>
  );
}

/** A vod course's card (home-page blocks show course rows with it). */
export const CourseCard = ({ course, href }: CourseCardProps) => (
  <ItemCard item={courseCard(course as unknown as Record<string, unknown>)} href={href} />
);

const bar = (width: string, height?: string) => <div className={css.bar} style={{ width, height }} />;

/**
 * Placeholder built from the card's own layout classes (title box, meta, bottom row), so the
 * page does not jump when the real cards replace it.
 */
export function CourseCardSkeleton() {
  return (
    <div className={`${css.card} ${css.skeleton}`} aria-hidden="true">
      <div className={css.cover} />
      <div className={css.body}>
        <div className={css.skeletonTitle}>
          {bar('90%')}
          {bar('60%')}
        </div>
        <div className={css.meta}>
          {bar('30%', '22px')}
          <div className={css.bottom}>
            {bar('25%', '27px')}
            {bar('40%', '18px')}
          </div>
        </div>
      </div>
    </div>
  );
}
