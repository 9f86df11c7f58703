import type { CourseListItem } from '../../core/api/types.js';
import { formatPrice } from '../../core/format/price.js';
import { SafeImage } from '../ui/safe-image.js';
import * as css from './course-list.css.js';
import { Link } from '../ui/link.js';

export interface CourseCardProps {
  course: CourseListItem;
  href: string;
}

/**
 * One course as a single link. Its accessible name is its whole text (cover alt, title, meta):
 * naming it by the title alone would hide the price and counts that are visibly part of it.
 */
export function CourseCard({ course, href }: CourseCardProps) {
  const category = course.category?.name;
  return (
    <Link className={css.card} href={href}>
      <div className={css.cover}>
        <SafeImage src={course.thumb} alt={course.title} loading="lazy" decoding="async" width={640} height={480} />
      </div>
      <div className={css.body}>
        <h3 className={css.title}>{course.title}</h3>
        <div className={css.meta}>
          {category ? <span className={css.category}>{category}</span> : null}
          <span className={css.bottom}>
            <span className={css.price}>{formatPrice(course)}</span>
            <span className={css.stats}>
              <span>{course.user_count}人已学</span>
              {/* Course rows in home-page blocks come without a lesson count; say nothing rather than "课时". */}
              {typeof course.videos_count === 'number' ? (
                <>
                  <span className={css.dot} aria-hidden="true">
                    ·
                  </span>
                  <span>{course.videos_count}课时</span>
                </>
              ) : null}
            </span>
          </span>
        </div>
      </div>
    </Link>
  );
}

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
