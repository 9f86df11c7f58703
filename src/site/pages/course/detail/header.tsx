import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { env } from '#core/env/index.js';
import type { CourseDetail } from '#core/course/index.js';
import { openLogin } from '#core/app/open-login.js';
import { vipOpensCourse } from '#core/capabilities/detect.js';
import { formatPrice, isFree } from '#core/format/price.js';
import { firstLessonId } from '#core/lessons/index.js';
import * as paths from '#core/paths/index.js';
import { favouriteCourse } from '#core/course/index.js';
import { configFunc, isLogin } from '#core/session/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { Link } from '#widgets/ui/link.js';
import { BuyLink } from '#site/kit/buy-link.js';
import * as css from '#site/kit/detail.css.js';
import { DetailHero } from '#site/kit/detail-hero.js';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.1C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.7 3.5 4.4 6.9-1.8 4.5-9.3 9.1-9.3 9.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Cover, title, description, price, learners and the actions. Logged out, 收藏 and 购买 open the
 * shared login dialog. Buying goes to the order page (/order), where the promo code, the payment
 * method and the order itself are dealt with. VIP会员免费看 shows where VIP opens the course
 * (every course before MeEdu 4.9.26, those flagged is_vip_free after).
 */
export function CourseHeader({ detail }: { detail: CourseDetail }) {
  const { course } = detail;
  const logged = useStore(isLogin);
  const features = useStore(configFunc);
  const [liked, setLiked] = useState(detail.isCollect);
  const favourite = useMutation(favouriteCourse(course.id));
  const free = isFree(course);
  const price = formatPrice(course);
  const first = firstLessonId(detail);

  // Failures (请勿重复购买 and the like) have been shown by the API client; the buttons keep their state.
  const like = async () => {
    if (!logged) return void openLogin('login');
    const now = await favourite.mutate();
    if (now === undefined) return;
    setLiked(now);
    env().toast(now ? '已收藏' : '已取消收藏', 'success');
  };

  return (
    <DetailHero
      id="course-title"
      title={course.title}
      thumb={course.thumb}
      desc={course.short_description}
      price={course}
      stats={<span className={css.heroLearners}>{Number(course.user_count) || 0}人已学</span>}
    >
      {/* MeEdu's own rules: a free course says so; buying is offered only for what is not
          bought and costs something (a visitor's isBuy is always false, even for a free course). */}
      {free ? (
        <span className={css.owned}>本课程免费</span>
      ) : detail.isBuy ? (
        <span className={css.owned}>已购买</span>
      ) : null}
      {(free || detail.isBuy) && first ? (
        <Link className={css.primaryAction} href={paths.courseVideo(first)}>
          开始学习
        </Link>
      ) : null}
      {!free && !detail.isBuy ? (
        <>
          <BuyLink className={css.primaryAction} href={paths.order({ goods_type: 'course', goods_id: course.id })}>
            立即购买 {price}
          </BuyLink>
          {features.vip && vipOpensCourse(course) ? (
            <Link className={css.vipAction} href={paths.vip()}>
              VIP会员免费看
            </Link>
          ) : null}
        </>
      ) : null}
      <button
        type="button"
        className={liked ? css.likeOn : css.like}
        aria-pressed={liked}
        onClick={like}
        aria-busy={favourite.busy || undefined}
      >
        <HeartIcon filled={liked} />
        {liked ? '已收藏' : '收藏'}
      </button>
    </DetailHero>
  );
}
