/**
 * The shapes of the answers the client reads (each domain's types.ts under src/core and the raw
 * types of its API module), one per type, each checked by the compiler against that type (`conforms`).
 */
import type {
  RawV3Comment,
  RawV3Comments,
  RawV3Replies,
  Comment,
  CommentUser,
  RawComments,
} from '../core/comments/index.js';
import type {
  UnifiedOrder,
  CreatedOrder,
  MemberOrder,
  MemberOrderGoods as OrderGoods,
  OrderStatus,
  PaymentMethod,
  PromoCode,
} from '../core/order/index.js';
import type {
  RawCourseListItem,
  CategoryRef,
  Course,
  CourseAttach,
  CourseCategory,
  CourseChapter,
  LastViewVideo,
  MemberCourseSummary,
  PlayUrl,
  RawCourseDetail,
  RawMemberCourse,
  RawVideoDetail,
  Video,
  VideoProgress,
  WatchRecord,
} from '../core/course/index.js';
import type { AgreementStatus, Credit1Record, Notification, User } from '../core/member/index.js';
import type {
  Announcement,
  FriendLink,
  NavChild,
  NavItem,
  PageBlock,
  SearchHit,
  Slider,
  SystemConfig,
} from '../core/site/index.js';
import type { Flag, LaravelPage, SimplePage } from '../core/client/index.js';
import type { ImageCaptcha, TokenResult } from '../core/auth/index.js';
import type { Role } from '../core/vip/index.js';
import { any, arr, bool, conforms, empty, map, nul, nullable, num, obj, oneOf, opt, str, type Shape } from './shape.js';

/** A recursive shape, named before it is defined. */
export const lazy = <T>(get: () => Shape<T>): Shape<T> => ({
  get expected() {
    return get().expected;
  },
  check: (v, path) => get().check(v, path),
});

export const flag = conforms<Flag>()(oneOf(num, bool, str));
/** A DB value a server sends as a number or as its text. */
export const numOrStr = oneOf(num, str);
/** A PHP map (keyed object, `[]` when empty) or, when its keys are 0..n-1, a list. */
export const phpMap = <T>(value: Shape<T>) => oneOf(map(value), empty);

export const simplePage = <T>(item: Shape<T>) => obj({ data: arr(item), total: num });

export const laravelPage = <T>(item: Shape<T>) =>
  obj({
    current_page: num,
    data: arr(item),
    first_page_url: str,
    from: nullable(num),
    last_page: num,
    last_page_url: str,
    links: arr(obj({ url: nullable(str), label: str, active: bool })),
    next_page_url: nullable(str),
    path: str,
    per_page: num,
    prev_page_url: nullable(str),
    to: nullable(num),
    total: num,
  });

// Site --------------------------------------------------------------------------------------------

const navFields = {
  id: num,
  sort: num,
  name: str,
  url: str,
  active_routes: str,
  platform: str,
  parent_id: num,
  blank: flag,
  created_at: opt(str),
  updated_at: opt(str),
};

export const navItem = conforms<NavItem>()(obj({ ...navFields, children: arr(conforms<NavChild>()(obj(navFields))) }));

export const friendLink = conforms<FriendLink>()(
  obj({ id: num, sort: num, name: str, url: str, created_at: opt(str), updated_at: opt(str) }),
);

export const slider = conforms<Slider>()(obj({ id: opt(num), thumb: str, url: str, sort: num, platform: str }));

export const systemConfig = conforms<SystemConfig>()(
  obj({
    webname: opt(str),
    name: str,
    logo: obj({ logo: nullable(str), white_logo: opt(oneOf(str, nul, obj({}))) }),
    url: str,
    pc_url: str,
    h5_url: str,
    icp: str,
    icp_link: str,
    icp2: str,
    icp2_link: str,
    user_protocol: str,
    user_private_protocol: str,
    aboutus: str,
    vip_protocol: opt(str),
    paid_content_purchase_protocol: opt(str),
    course_purchase_notice: opt(str),
    player: obj({
      cover: str,
      enabled_bullet_secret: flag,
      bullet_secret: obj({ size: numOrStr, color: str, opacity: numOrStr, text: str }),
    }),
    member: obj({ enabled_mobile_bind_alert: flag, enabled_face_verify: flag }),
    socialites: obj({ qq: flag, wechat_scan: opt(flag), wechat_oauth: flag }),
    credit1_reward: obj({ register: num, watched_vod_course: num, watched_video: num, paid_order: numOrStr }),
    enabled_addons: arr(str),
    sliders: opt(arr(slider)),
    navs: arr(navItem),
    links: arr(friendLink),
    disable_vip: opt(flag),
  }),
);

export const announcement = conforms<Announcement>()(
  obj({
    id: num,
    admin_id: opt(num),
    title: str,
    announcement: str,
    view_times: num,
    created_at: str,
    updated_at: opt(str),
  }),
);

export const pageBlock = conforms<PageBlock>()(
  obj({
    id: num,
    platform: str,
    page: str,
    sign: str,
    sort: num,
    config: str,
    config_render: oneOf(map(any), arr(map(any))),
    decoration_page_id: opt(num),
  }),
);

export const searchHit = conforms<SearchHit>()(
  obj({
    id: num,
    resource_type: str,
    resource_id: num,
    title: str,
    charge: num,
    thumb: str,
    short_desc: str,
    desc: str,
    created_at: str,
    updated_at: str,
    p: str,
  }),
);

export const imageCaptcha = conforms<ImageCaptcha>()(obj({ key: str, img: str, sensitive: opt(bool) }));

// Courses and lessons -----------------------------------------------------------------------------

const categoryRef = conforms<CategoryRef>()(obj({ id: num, name: str }));

export const courseListItem = conforms<RawCourseListItem>()(
  obj({
    id: num,
    title: str,
    slug: str,
    thumb: str,
    charge: num,
    short_description: str,
    seo_keywords: str,
    seo_description: str,
    published_at: str,
    is_rec: num,
    is_show: num,
    user_count: num,
    category_id: num,
    is_free: num,
    videos_count: num,
    category: oneOf(categoryRef, empty, nul),
  }),
);

export const courseCategory = conforms<CourseCategory>()(
  obj({
    id: num,
    name: str,
    parent_id: num,
    sort: opt(num),
    children: arr(obj({ id: num, sort: num, name: str, parent_id: num })),
  }),
);

export const course = conforms<Course>()(
  obj({
    id: num,
    title: str,
    slug: str,
    thumb: str,
    charge: num,
    short_description: str,
    render_desc: str,
    seo_keywords: str,
    seo_description: str,
    published_at: str,
    is_rec: num,
    is_show: num,
    user_count: num,
    category_id: num,
    is_free: num,
    is_allow_comment: opt(num),
    is_vip_free: opt(num),
  }),
);

export const video = conforms<Video>()(
  obj({
    id: num,
    course_id: num,
    title: str,
    slug: str,
    view_num: num,
    seo_keywords: str,
    seo_description: str,
    published_at: str,
    charge: num,
    chapter_id: num,
    duration: num,
    is_ban_sell: num,
    free_seconds: num,
    ban_drag: num,
    is_allow_comment: opt(num),
  }),
);

const chapter = conforms<CourseChapter>()(obj({ id: num, course_id: num, title: str }));

const progress = conforms<VideoProgress>()(
  obj({
    id: num,
    user_id: num,
    course_id: num,
    video_id: num,
    watch_seconds: num,
    watched_at: nullable(str),
    created_at: str,
    updated_at: str,
    deleted_at: nul,
  }),
);

const attach = conforms<CourseAttach>()(obj({ id: num, name: str, size: num, extension: str }));

/** Lessons by chapter id: a map, `[]`, or a list when the only chapter is 0. */
const videosByChapter = oneOf(map(arr(video)), empty, arr(arr(video)));
const progressByVideo = oneOf(map(progress), empty, arr(progress));

export const courseDetail = conforms<RawCourseDetail>()(
  obj({
    course,
    chapters: arr(chapter),
    videos: videosByChapter,
    isBuy: flag,
    isCollect: flag,
    videoWatchedProgress: progressByVideo,
    attach: arr(attach),
    buyVideos: arr(num),
  }),
);

export const videoDetail = conforms<RawVideoDetail>()(
  obj({
    video,
    videos: videosByChapter,
    chapters: arr(chapter),
    course,
    is_watch: flag,
    video_watched_progress: progressByVideo,
    buy_videos: arr(num),
  }),
);

export const playInfo = conforms<{ urls: PlayUrl[] }>()(
  obj({ urls: arr(obj({ url: str, format: str, duration: numOrStr, name: str })) }),
);

// Comments ----------------------------------------------------------------------------------------

const commentUser = conforms<CommentUser>()(obj({ id: num, avatar: str, nick_name: str }));

export const v2Comments = conforms<RawComments>()(
  obj({
    comments: arr(
      conforms<Comment>()(
        obj({ id: num, user_id: num, render_content: str, created_at: str, ip: str, ip_province: str }),
      ),
    ),
    users: oneOf(map(commentUser), empty, arr(commentUser)),
  }),
);

const author = oneOf(obj({ avatar: str, nick_name: str }), empty);

export const v3Comment: Shape<RawV3Comment> = conforms<RawV3Comment>()(
  obj({
    id: str,
    parent_id: str,
    reply_id: str,
    content: str,
    ip_province: str,
    is_check: num,
    created_at: str,
    replies_count: opt(num),
    replies: opt(arr(lazy(() => v3Comment))),
    user: opt(author),
    reply_user: opt(author),
  }),
);

export const v3Comments = conforms<RawV3Comments>()(obj({ data: arr(v3Comment), total: num }));
export const v3Replies = conforms<RawV3Replies>()(obj({ data: arr(v3Comment) }));

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

// The pages, named once for the checks.
export const pages = {
  announcements: conforms<SimplePage<Announcement>>()(simplePage(announcement)),
  courses: conforms<LaravelPage<RawCourseListItem>>()(laravelPage(courseListItem)),
  search: conforms<SimplePage<SearchHit>>()(simplePage(searchHit)),
  messages: conforms<SimplePage<Notification>>()(simplePage(notification)),
  orders: conforms<LaravelPage<MemberOrder>>()(laravelPage(memberOrder)),
  credit1: conforms<SimplePage<Credit1Record>>()(simplePage(credit1Record)),
  memberCourses: conforms<SimplePage<RawMemberCourse>>()(simplePage(memberCourse)),
};
