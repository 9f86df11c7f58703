/** The shapes of the member's answers: sign-in, profile, messages, orders, credit, courses, VIP. */
import type {
  UnifiedOrder,
  CreatedOrder,
  MemberOrder,
  MemberOrderGoods as OrderGoods,
  OrderStatus,
  PaymentMethod,
  PromoCode,
} from '#core/order/index.js';
import type { LastViewVideo, MemberCourseSummary, RawMemberCourse, WatchRecord } from '#core/course/index.js';
import type { AgreementStatus, Credit1Record, Notification, User } from '#core/member/index.js';
import type { Flag } from '#core/client/index.js';
import type { TokenResult } from '#core/auth/index.js';
import type { Role } from '#core/vip/index.js';
import { arr, bool, conforms, empty, nullable, num, obj, oneOf, opt, str } from './shape.js';
import { flag, numOrStr } from './shapes-common.js';

// VIP and promo codes -----------------------------------------------------------------------------

export const role = conforms<Role>()(obj({ id: num, name: str, charge: num, expire_days: num, desc_rows: arr(str) }));

export const promoCode = conforms<PromoCode>()(
  obj({ id: num, code: str, expired_at: nullable(str), invited_user_reward: num, invite_user_reward: num }),
);

// Orders ------------------------------------------------------------------------------------------

/** `GET /api/v2/order/payments?scene=pc` (until 4.9.13). */
export const paymentMethod = conforms<PaymentMethod>()(obj({ sign: str, name: str, icon: str }));

/** `POST /api/v2/order/course|role` and the addons' buy calls (until 4.9.13). */
export const createdOrder = conforms<CreatedOrder>()(
  obj({
    id: num,
    user_id: num,
    charge: num,
    order_id: str,
    created_at: str,
    status_text: str,
    payment_text: str,
    continue_pay: bool,
  }),
);

/** `POST /api/v3/order` (4.9.14+): the cashier address and its sign only while unpaid. */
export const unifiedOrder = conforms<UnifiedOrder>()(
  obj({ order_no: str, total: num, discount: num, is_paid: bool, pay_url: opt(str), sign: opt(str) }),
);

export const orderStatus = conforms<{ status: OrderStatus }>()(obj({ status: num }));

/** `GET /api/v2/promoCode/{code}/check` as it arrives (read by checkPromoCode). */
export const promoCodeCheck = conforms<{ can_use: Flag; promo_code: PromoCode | [] }>()(
  obj({ can_use: flag, promo_code: oneOf(promoCode, empty) }),
);

// Member ------------------------------------------------------------------------------------------

export const tokenResult = conforms<TokenResult>()(obj({ token: str }));

export const agreementStatus = conforms<AgreementStatus>()(
  obj({ user_agreement_agreed: bool, privacy_policy_agreed: bool }),
);

export const user = conforms<User>()(
  obj({
    id: num,
    avatar: str,
    nick_name: str,
    mobile: str,
    is_lock: num,
    is_active: num,
    role_id: num,
    role_expired_at: nullable(str),
    invite_balance: num,
    is_password_set: num,
    is_set_nickname: num,
    created_at: str,
    credit1: num,
    credit2: num,
    credit3: num,
    role: nullable(obj({ id: num, name: str })),
    is_bind_qq: num,
    is_bind_wechat: num,
    is_bind_mobile: num,
    invite_people_count: num,
    is_face_verify: bool,
    profile_real_name: str,
    profile_id_number: str,
    agreement_status: opt(agreementStatus),
  }),
);

/** Member detail of a server with versioned agreements (4.9.27+): `agreement_status` must come. */
export const agreementsOfMember = conforms<Required<Pick<User, 'agreement_status'>>>()(
  obj({ agreement_status: agreementStatus }),
);

export const unreadCount = conforms<number | string>()(numOrStr);

export const notification = conforms<Notification>()(
  obj({
    id: str,
    notifiable_id: num,
    data: obj({ message: str }),
    read_at: nullable(str),
    created_at: str,
  }),
);

const orderGoods = conforms<OrderGoods>()(
  obj({
    num,
    goods_text: str,
    charge: num,
    goods_type: str,
    goods_name: str,
    goods_thumb: str,
    goods_id: num,
    goods_charge: num,
    goods_ori_charge: num,
  }),
);

export const memberOrder = conforms<MemberOrder>()(
  obj({
    id: num,
    user_id: num,
    charge: num,
    discount: opt(num),
    order_id: str,
    payment_method: str,
    status_text: str,
    payment_text: str,
    continue_pay: bool,
    created_at: str,
    refund_amount: opt(num),
    goods: arr(orderGoods),
  }),
);

export const credit1Record = conforms<Credit1Record>()(obj({ sum: num, remark: str, created_at: str }));

const watchRecord = conforms<WatchRecord>()(
  obj({
    id: num,
    course_id: num,
    user_id: num,
    is_watched: num,
    watched_at: nullable(str),
    progress: num,
    created_at: str,
    updated_at: str,
  }),
);

const lastViewVideo = conforms<LastViewVideo>()(
  obj({
    id: numOrStr,
    user_id: numOrStr,
    course_id: numOrStr,
    video_id: numOrStr,
    watch_seconds: numOrStr,
    watched_at: nullable(str),
    created_at: str,
    updated_at: str,
  }),
);

const courseSummary = conforms<MemberCourseSummary>()(
  obj({ id: num, title: str, thumb: str, charge: num, videos_count: num }),
);

export const memberCourse = conforms<RawMemberCourse>()(
  obj({
    course_id: num,
    user_id: num,
    charge: opt(num),
    created_at: str,
    learned_count: num,
    watch_record: oneOf(watchRecord, empty),
    last_view_video: oneOf(lastViewVideo, empty),
    course: oneOf(courseSummary, empty),
  }),
);
