import type { CourseListItem } from '../../core/api/types.js';
import { isFree, priceText } from './options.js';
import * as css from './course-list.css.js';

export interface CourseCardProps {
  course: CourseListItem;
  href: string;
  /** Unique per list, so two lists showing the same course never repeat an id. */
  idPrefix: string;
}

/**
 * One course as a single link. The link is named by the title alone and described by the meta
 * line, so screen readers do not read the title twice (the cover's alt text is the title too).
 */
export function CourseCard({ course, href, idPrefix }: CourseCardProps) {
  const titleId = `${idPrefix}-${course.id}-title`;
  const metaId = `${idPrefix}-${course.id}-meta`;
  const category = course.category?.name;
  return (
    <a className={css.card} href={href} aria-labelledby={titleId} aria-describedby={metaId}>
      <div className={css.cover}>
        {course.thumb ? (
          <img className={css.image} src={course.thumb} alt={course.title} loading="lazy" decoding="async" width={640} height={480} />
        ) : null}
      </div>
      <div className={css.body}>
        <h3 className={css.title} id={titleId}>
          {course.title}
        </h3>
        <div className={css.meta} id={metaId}>
          {category ? <span className={css.category}>{category}</span> : null}
          <span className={css.bottom}>
            <span className={isFree(course) ? css.free : css.price}>{priceText(course)}</span>
            <span className={css.stats}>
              <span>{course.user_count}人已学</span>
              <span className={css.dot} aria-hidden="true">
                ·
              </span>
              <span>{course.videos_count}课时</span>
            </span>
          </span>
        </div>
      </div>
    </a>
  );
}

/** Placeholder with the card's exact box, shown while a page loads. */
export function CourseCardSkeleton() {
  return (
    <div className={css.skeletonCard} aria-hidden="true">
      <div className={css.cover} />
      <div className={css.body}>
        <div className={css.bar} style={{ width: '90%' }} />
        <div className={css.bar} style={{ width: '60%' }} />
        <div className={css.bar} style={{ width: '40%', marginTop: 'auto' }} />
      </div>
    </div>
  );
}
