import { useStore } from '@nanostores/react';
import type { LiveCourseDetail } from '#core/live/index.js';
import { isOn } from '#core/features/index.js';
import { formatPrice, isFree } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { configFunc } from '#core/session/index.js';
import { Link } from '#widgets/ui/link.js';
import * as css from '#site/kit/detail.css.js';
import { roomSession } from './format.js';
import * as live from '../live-detail.css.js';
import { DetailHero } from '#site/kit/detail-hero.js';

/**
 * Cover with the course's state, title, description, price and the actions: into the room for
 * those who may watch, otherwise 订阅课程 (the order page: goods_type live) and, for a VIP-free
 * course, 会员免费看.
 */
export function LiveHeader({ detail }: { detail: LiveCourseDetail }) {
  const { course } = detail;
  const features = useStore(configFunc);
  const bought = isOn(detail.is_buy);
  const free = isFree(course);
  const price = formatPrice(course);
  const room = roomSession(detail);

  return (
    <DetailHero
      id="live-title"
      title={course.title}
      thumb={course.thumb}
      desc={course.short_description}
      coverClassName={live.coverWrap}
      cover={
        <>
          {course.status_text ? (
            <span className={course.status_text === '直播中' ? live.statusLive : live.statusBadge}>
              {course.status_text}
            </span>
          ) : null}
        </>
      }
      price={course}
    >
      {bought ? (
        <>
          {room ? (
            <Link className={css.primaryAction} href={paths.liveVideo(room.id)}>
              进入直播间
            </Link>
          ) : null}
          <span className={css.owned}>{free ? '本课程免费' : '课程已购买'}</span>
        </>
      ) : free ? (
        <span className={css.owned}>本课程免费</span>
      ) : (
        <>
          <Link className={css.primaryAction} href={paths.order({ goods_type: 'live', goods_id: course.id })}>
            订阅课程 {price}
          </Link>
          {isOn(course.vip_can_view) && features.vip ? (
            <Link className={css.vipAction} href={paths.vip()}>
              会员免费看
            </Link>
          ) : null}
        </>
      )}
    </DetailHero>
  );
}
