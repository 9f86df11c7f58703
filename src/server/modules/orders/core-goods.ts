import { courseThumb, grantCourse, grantVideo, publishedCourse, userBoughtCourse } from '../content/index.js';
import { getRole, grantRole } from '../content/deps.js';
import type { ServerContext } from '../../context.js';
import { ServiceError } from '../../http/envelope.js';
import { since } from '../../version.js';
import { coverUrl } from '../media/index.js';
import { rowKind, type GoodsKind, type OrderGoods, type SellableKind } from './goods-kinds.js';

/** Vod courses: POST /api/v2/order/course. The PHP server answers `错误` for an unknown course. */
export const COURSE_GOODS = rowKind(
  'COURSE',
  { missing: '错误', free: '当前课程无法购买' },
  {
    find: publishedCourse,
    shows: (ctx, course) => ({ name: course.title, thumb: courseThumb(ctx, course) }),
    owned: userBoughtCourse,
    deliver: grantCourse,
  },
);

/** VIP roles: POST /api/v2/order/role. A role can always be bought again; it extends the expiry. */
export const ROLE_GOODS = rowKind(
  'ROLE',
  { missing: '错误', free: '参数错误' },
  {
    find: (ctx, id) => {
      const role = getRole(ctx, id);
      return role?.is_show ? role : undefined;
    },
    shows: (ctx, role) => ({ name: role.name, thumb: coverUrl(ctx, `role-${role.id}`, role.name) }),
    owned: () => false,
    deliver: grantRole,
  },
);

/**
 * Single lessons. 4.9.5 no longer sells them (POST /api/v2/order/video is gone), but orders made
 * before that still deliver when they are paid.
 */
export const VIDEO_GOODS: GoodsKind = {
  type: 'VIDEO',
  deliver: (ctx, userId, id, charge) => grantVideo(ctx, userId, id, charge),
};

export const CORE_GOODS: GoodsKind[] = [COURSE_GOODS, ROLE_GOODS, VIDEO_GOODS];

/**
 * MeEdu's own order hooks (OrderStoreCourseHook, OrderStoreRoleHook): the item must exist (资源不存在,
 * code 404), then the member must have ticked the agreement (`agree_protocol` = 1, whether or not
 * the site has an agreement text): the VIP agreement from 4.9.14, the paid-content one for
 * courses from 4.9.27.
 */
function coreOrderGoods(goodsType: string, kind: SellableKind, agreement: { since: string; refusal: string }) {
  return {
    goodsType,
    kind,
    resolve(ctx: ServerContext, _userId: number, id: number, input: Record<string, unknown>) {
      if (!kind.find(ctx, id)) throw new ServiceError('资源不存在', 404);
      if (since(ctx, agreement.since) && String(input.agree_protocol ?? '').trim() !== '1') {
        throw new ServiceError(agreement.refusal);
      }
      return id;
    },
  } satisfies OrderGoods;
}

export const CORE_ORDER_GOODS: OrderGoods[] = [
  coreOrderGoods('COURSE', COURSE_GOODS, { since: '4.9.27', refusal: '请同意付费内容购买协议' }),
  coreOrderGoods('ROLE', ROLE_GOODS, { since: '4.9.14', refusal: '请同意会员服务协议' }),
];
