import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { env } from '../../../core/env/index.js';
import { toggleCourseLike } from '../../../core/api/content.js';
import { createCourseOrder } from '../../../core/api/orders.js';
import type { CourseDetail, CreatedOrder } from '../../../core/api/types.js';
import { loginDialog } from '../../../core/app/login-dialog.js';
import { configFunc, isLogin } from '../../../core/session/index.js';
import { Button } from '../../../widgets/ui/button.js';
import { SafeImage } from '../../../widgets/ui/safe-image.js';
import { coursePrice } from './format.js';
import * as css from './course-detail.css.js';

/** First lesson in catalog order: where 开始学习 leads. */
function firstVideoId(detail: CourseDetail): number | null {
  const lists = [detail.videos['0'] ?? [], ...detail.chapters.map((c) => detail.videos[String(c.id)] ?? [])];
  for (const list of lists) if (list.length) return list[0].id;
  return null;
}

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
 * shared login dialog. Buying creates the order (POST /api/v2/order/course) and shows its number
 * with a link on to payment (/order/pay), since choosing a payment method is the order pages' job.
 */
export function CourseHeader({ detail, onBought }: { detail: CourseDetail; onBought(): void }) {
  const { course } = detail;
  const logged = useStore(isLogin);
  const features = useStore(configFunc);
  const [liked, setLiked] = useState(detail.isCollect);
  const [liking, setLiking] = useState(false);
  const [buying, setBuying] = useState(false);
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const free = coursePrice(course) === '免费';
  const first = firstVideoId(detail);

  const like = async () => {
    if (!logged) return loginDialog().open('login');
    if (liking) return;
    setLiking(true);
    try {
      const now = await toggleCourseLike(course.id);
      setLiked(now);
      env().toast(now ? '已收藏' : '已取消收藏', 'success');
    } catch {
      // The client has shown the error; the button keeps its state.
    } finally {
      setLiking(false);
    }
  };

  const buy = async () => {
    if (!logged) return loginDialog().open('login');
    if (buying) return;
    setBuying(true);
    try {
      const created = await createCourseOrder({ course_id: course.id });
      setOrder(created);
      // A promo code can cover the whole price: the order is then paid on creation.
      if (created.status_text === '已支付') onBought();
    } catch {
      // 请勿重复购买 and the like have been shown by the client.
    } finally {
      setBuying(false);
    }
  };

  return (
    <section className={css.hero} aria-labelledby="course-title">
      <div className={css.heroCover}><SafeImage className={css.heroImage} src={course.thumb} alt="" width={640} height={480} /></div>
      <div className={css.heroBody}>
        <h1 className={css.heroTitle} id="course-title">
          {course.title}
        </h1>
        {course.short_description ? <p className={css.heroDesc}>{course.short_description}</p> : null}
        <p className={css.heroStats}>
          <span className={free ? css.heroFree : css.heroPrice}>
            <span className={css.srOnly}>价格 </span>
            {coursePrice(course)}
          </span>
          <span className={css.heroLearners}>{Number(course.user_count) || 0}人已学</span>
        </p>
        <div className={css.heroActions}>
          {detail.isBuy ? (
            first ? (
              <a className={css.primaryAction} href={`/courses/video/${first}`}>
                开始学习
              </a>
            ) : (
              <span className={css.owned}>{free ? '免费课程' : '已购买'}</span>
            )
          ) : (
            <>
              <Button onClick={buy} loading={buying}>
                立即购买 {coursePrice(course)}
              </Button>
              {features.vip ? (
                <a className={css.vipAction} href="/vip">
                  VIP会员免费看
                </a>
              ) : null}
            </>
          )}
          <button type="button" className={liked ? css.likeOn : css.like} aria-pressed={liked} onClick={like} aria-busy={liking || undefined}>
            <HeartIcon filled={liked} />
            {liked ? '已收藏' : '收藏'}
          </button>
        </div>
        {order ? (
          <div className={css.order} role="status">
            <p className={css.orderText}>
              订单已创建：订单号 <strong>{order.order_id}</strong>，应付 <strong>￥{order.charge}</strong>
              {order.status_text ? `（${order.status_text}）` : ''}
            </p>
            {order.status_text !== '已支付' ? (
              <a className={css.orderPay} href={`/order/pay?order_id=${encodeURIComponent(order.order_id)}`}>
                去支付
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
