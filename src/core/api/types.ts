/**
 * Response shapes of a MeEdu 4.9.x server (v4.9.5 to v4.9.30). Quirks are typed as they
 * arrive (`[]` for empty maps, 0/1 vs booleans, strings for DB config values); normalisers in
 * this folder turn them into the friendlier shapes the rest of the client uses.
 */

/** `{}` serialised by PHP as `[]` when empty (contract section 10.1). */
export type PhpMap<T> = Record<string, T> | [];

/** Flags that are ints on most endpoints, booleans on a few, strings when read from DB config. */
export type Flag = 0 | 1 | boolean | '0' | '1';

export interface Envelope<T> {
  code: number | { status: number };
  message: string;
  data: T;
}

export interface MemberRole {
  id: number;
  name: string;
}

/** GET /api/v2/member/detail */
export interface User {
  id: number;
  avatar: string;
  nick_name: string;
  mobile: string;
  is_lock: number;
  is_active: number;
  role_id: number;
  role_expired_at: string | null;
  invite_balance: number;
  is_password_set: number;
  is_set_nickname: number;
  created_at: string;
  credit1: number;
  credit2: number;
  credit3: number;
  role: MemberRole | null;
  is_bind_qq: number;
  is_bind_wechat: number;
  is_bind_mobile: number;
  invite_people_count: number;
  is_face_verify: boolean;
  profile_real_name: string;
  profile_id_number: string;
  /**
   * Versioned agreements (MeEdu 4.9.27+): whether the member accepted the active user agreement
   * and privacy policy. Absent on older servers.
   */
  agreement_status?: AgreementStatus;
}

export interface AgreementStatus {
  user_agreement_agreed: boolean;
  privacy_policy_agreed: boolean;
}

export interface NavItem {
  id: number;
  sort: number;
  name: string;
  url: string;
  active_routes: string;
  platform: string;
  parent_id: number;
  blank: Flag;
  /** MeEdu loads one level: a top-level nav's children carry no `children` of their own. */
  children: NavChild[];
  created_at?: string;
  updated_at?: string;
}

/** A nav under a top-level one. */
export type NavChild = Omit<NavItem, 'children'>;

export interface FriendLink {
  id: number;
  sort: number;
  name: string;
  url: string;
  created_at?: string;
  updated_at?: string;
}

export interface Slider {
  id?: number;
  thumb: string;
  url: string;
  sort: number;
  platform: string;
}

/**
 * GET /api/v2/other/config. Fields come and go with MeEdu releases (docs/capabilities.md): read what differs through core/capabilities (site name, logos, WeChat switch), never
 * straight off this object.
 */
export interface SystemConfig {
  /** Gone in 4.9.11 (`name` has always been there). */
  webname?: string;
  name: string;
  /** Absolute URLs from 4.9.10; `white_logo` may be `{}` or null when unset. */
  logo: { logo: string | null; white_logo?: string | null | Record<string, never> };
  url: string;
  pc_url: string;
  h5_url: string;
  icp: string;
  icp_link: string;
  icp2: string;
  icp2_link: string;
  user_protocol: string;
  user_private_protocol: string;
  aboutus: string;
  /** 4.9.10+. */
  vip_protocol?: string;
  /** 4.9.27+. */
  paid_content_purchase_protocol?: string;
  /** 4.9.25+: HTML, may be ''. */
  course_purchase_notice?: string;
  player: {
    cover: string;
    enabled_bullet_secret: Flag;
    bullet_secret: { size: number | string; color: string; opacity: number | string; text: string };
  };
  member: { enabled_mobile_bind_alert: Flag; enabled_face_verify: Flag };
  /** `wechat_scan` until 4.9.11; from 4.9.12 `wechat_oauth` is the only WeChat switch. */
  socialites: { qq: Flag; wechat_scan?: Flag; wechat_oauth: Flag };
  credit1_reward: { register: number; watched_vod_course: number; watched_video: number; paid_order: string | number };
  enabled_addons: string[];
  /** Gone in 4.9.29 (the home page is decoration blocks then). */
  sliders?: Slider[];
  navs: NavItem[];
  links: FriendLink[];
  /** Appended by an addon hook on some deployments. */
  disable_vip?: Flag;
}

// ---------------------------------------------------------------------------------------------
// Paginators (contract section 1): four shapes, chosen per endpoint by the server.

/** P1: Laravel LengthAwarePaginator. */
export interface LaravelPage<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: Array<{ url: string | null; label: string; active: boolean }>;
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

/** P2: `{data, total}`. */
export interface SimplePage<T> {
  data: T[];
  total: number;
}

/** Addon lists nest the paginator one level deeper, with siblings such as `categories`. */
export type AddonPage<T, Extra = object> = { data: SimplePage<T> } & Extra;

/** Most v2 endpoints page with `page_size`... */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** ...while announcements, v3 and addons use `size`. */
export interface SizeQuery {
  page?: number;
  size?: number;
}

/** Loose query/body for addon calls whose server side is not public. */
export type Params = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Auth and captchas (contract sections 2-3)

export interface ImageCaptcha {
  key: string;
  img: string;
  sensitive?: boolean;
}

export type SmsScene = 'register' | 'login' | 'password_reset' | 'mobile_bind';

export interface TokenResult {
  token: string;
}

/** POST /api/v3/auth/login/code */
export type CodeLoginResult = { success: 1; token: string } | { success: 0; action: 'bind_mobile'; code: string };

/** GET /api/v3/auth/login/wechat/scan/query */
export interface WechatScanQueryResult {
  success: -1 | 0 | 1;
  token?: string;
  code?: string;
  action?: 'bind_mobile';
}

/**
 * A WeChat scan to show: a QR picture (`image`, the old v3 `wechat/scan`) or an address to draw
 * as a QR code (`text`, the `wechat-scan/url` flow of 4.9.12+); `code` is what the poll asks with.
 */
export interface QrCode {
  image?: string;
  text?: string;
  code: string;
}

export interface FaceVerifyStart {
  url: string;
  rule_id: string;
  biz_token: string;
  request_id: string;
}

/** 9 verified; 5 failed (arrives in the envelope's `code`, contract section 2). */
export interface FaceVerifyStatus {
  status: number;
}

// ---------------------------------------------------------------------------------------------
// Member (contract section 4)

export interface Notification {
  /** UUID string, never a number. */
  id: string;
  notifiable_id: number;
  data: { message: string };
  read_at: string | null;
  created_at: string;
}

export interface OrderGoods {
  num: number;
  goods_text: string;
  charge: number;
  goods_type: 'COURSE' | 'ROLE' | 'VIDEO' | string;
  goods_name: string;
  goods_thumb: string;
  goods_id: number;
  goods_charge: number;
  goods_ori_charge: number;
}

export interface MemberOrder {
  id: number;
  user_id: number;
  /** The full price, as the order was made. */
  charge: number;
  /**
   * The promo code's deduction (yuan). The reference server lists it; MeEdu keeps it apart
   * (order_paid_records) and lists only `charge`.
   */
  discount?: number;
  order_id: string;
  payment_method: string;
  status_text: string;
  payment_text: string;
  continue_pay: boolean;
  created_at: string;
  /** What was refunded (yuan, the successful refunds together), from MeEdu 4.9.27. */
  refund_amount?: number;
  goods: OrderGoods[];
}

export interface WatchRecord {
  id: number;
  course_id: number;
  user_id: number;
  is_watched: number;
  watched_at: string | null;
  progress: number;
  created_at: string;
  updated_at: string;
}

export interface LastViewVideo {
  id: number | string;
  user_id: number | string;
  course_id: number | string;
  video_id: number | string;
  watch_seconds: number | string;
  watched_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MemberCourseSummary {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  videos_count: number;
}

/** Item of /api/v3/member/courses(/like) as it arrives: `[]` stands for a missing object. */
export interface RawMemberCourse {
  course_id: number;
  user_id: number;
  charge?: number;
  created_at: string;
  learned_count: number;
  watch_record: WatchRecord | [];
  last_view_video: LastViewVideo | [];
  course: MemberCourseSummary | [];
}

export interface MemberCourse {
  course_id: number;
  user_id: number;
  charge?: number;
  created_at: string;
  learned_count: number;
  watch_record: WatchRecord | null;
  last_view_video: LastViewVideo | null;
  course: MemberCourseSummary | null;
}

export interface Credit1Record {
  sum: number;
  remark: string;
  created_at: string;
}

// ---------------------------------------------------------------------------------------------
// Site (contract section 5)

export interface Announcement {
  id: number;
  admin_id?: number;
  title: string;
  announcement: string;
  view_times: number;
  created_at: string;
  updated_at?: string;
}

export interface PageBlock {
  id: number;
  platform: string;
  page: string;
  sign: string;
  sort: number;
  config: string;
  /** An object for most signs; a list of `{src, href}` slides for `pc-slider` (4.9.29+). */
  config_render: (Record<string, unknown> & { items?: unknown[] }) | Array<Record<string, unknown>>;
  /** 4.9.29+ decoration blocks. */
  decoration_page_id?: number;
}

export type SearchType = 'vod' | 'video' | 'live' | 'book' | 'topic' | 'paper' | 'practice' | 'mock_paper';

export interface SearchHit {
  id: number;
  resource_type: string;
  resource_id: number;
  title: string;
  charge: number;
  thumb: string;
  short_desc: string;
  desc: string;
  created_at: string;
  updated_at: string;
  /** Highlighted snippet around the keyword. */
  p: string;
}

// ---------------------------------------------------------------------------------------------
// Content (contract section 6)

export interface CategoryRef {
  id: number;
  name: string;
}

export interface CourseListItem {
  id: number;
  title: string;
  slug: string;
  thumb: string;
  charge: number;
  short_description: string;
  seo_keywords: string;
  seo_description: string;
  published_at: string;
  is_rec: number;
  is_show: number;
  user_count: number;
  category_id: number;
  is_free: number;
  videos_count: number;
  /** `[]` from the server when missing; normalised to null. */
  category: CategoryRef | null;
}

export type CourseScene = 'sub' | 'free' | 'recom';

export interface CoursesQuery extends PageQuery {
  category_id?: number;
  scene?: CourseScene;
}

export interface Course {
  id: number;
  title: string;
  slug: string;
  thumb: string;
  charge: number;
  short_description: string;
  render_desc: string;
  seo_keywords: string;
  seo_description: string;
  published_at: string;
  is_rec: number;
  is_show: number;
  user_count: number;
  category_id: number;
  is_free: number;
  /** 4.9.15+: comments may be posted (0 until an administrator allows them). */
  is_allow_comment?: number;
  /** 4.9.26+: an active VIP opens this course (before, VIP opened every course). */
  is_vip_free?: number;
}

export interface CourseChapter {
  id: number;
  course_id: number;
  title: string;
}

export interface Video {
  id: number;
  course_id: number;
  title: string;
  slug: string;
  view_num: number;
  seo_keywords: string;
  seo_description: string;
  published_at: string;
  charge: number;
  chapter_id: number;
  duration: number;
  is_ban_sell: number;
  free_seconds: number;
  ban_drag: number;
  /** 4.9.15+. */
  is_allow_comment?: number;
}

export interface VideoProgress {
  id: number;
  user_id: number;
  course_id: number;
  video_id: number;
  watch_seconds: number;
  watched_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: null;
}

export interface CourseAttach {
  id: number;
  name: string;
  size: number;
  extension: string;
}

/** GET /api/v2/course/{id} as it arrives (camelCase keys, `[]` maps). */
export interface RawCourseDetail {
  course: Course;
  chapters: CourseChapter[];
  videos: PhpMap<Video[]> | Video[][];
  isBuy: Flag;
  isCollect: Flag;
  videoWatchedProgress: PhpMap<VideoProgress> | VideoProgress[];
  attach: CourseAttach[];
  buyVideos: number[];
}

/** GET /api/v2/video/{id} as it arrives (snake_case keys). */
export interface RawVideoDetail {
  video: Video;
  videos: PhpMap<Video[]> | Video[][];
  chapters: CourseChapter[];
  course: Course;
  is_watch: Flag;
  video_watched_progress: PhpMap<VideoProgress> | VideoProgress[];
  buy_videos: number[];
}

/** Course and video detail share one shape once normalised. Maps are keyed by id as strings. */
export interface CourseDetail {
  course: Course;
  chapters: CourseChapter[];
  /** Keyed by chapter id; "0" holds videos without a chapter. */
  videos: Record<string, Video[]>;
  isBuy: boolean;
  isCollect: boolean;
  /** Keyed by video id. */
  watchedProgress: Record<string, VideoProgress>;
  attach: CourseAttach[];
  buyVideos: number[];
}

export interface VideoDetail {
  video: Video;
  course: Course;
  chapters: CourseChapter[];
  videos: Record<string, Video[]>;
  /** `is_watch`: the member may watch this video. */
  isWatch: boolean;
  watchedProgress: Record<string, VideoProgress>;
  buyVideos: number[];
}

export interface PlayUrl {
  url: string;
  format: string;
  duration: number | string;
  name: string;
}

export interface CourseCategory {
  id: number;
  name: string;
  parent_id: number;
  sort?: number;
  children: Array<{ id: number; sort: number; name: string; parent_id: number }>;
}

export interface Comment {
  id: number;
  user_id: number;
  render_content: string;
  created_at: string;
  ip: string;
  ip_province: string;
}

export interface CommentUser {
  id: number;
  avatar: string;
  nick_name: string;
}

export interface RawComments {
  comments: Comment[];
  users: PhpMap<CommentUser> | CommentUser[];
}

export interface Comments {
  comments: Comment[];
  /** Keyed by user id. */
  users: Record<string, CommentUser>;
}

export interface Role {
  id: number;
  name: string;
  charge: number;
  expire_days: number;
  desc_rows: string[];
}

// ---------------------------------------------------------------------------------------------
// Orders (contract section 7)

export interface CreatedOrder {
  id: number;
  user_id: number;
  charge: number;
  order_id: string;
  created_at: string;
  status_text: string;
  payment_text: string;
  continue_pay: boolean;
}

/** 1 unpaid, 5 paying, 9 paid, 7 cancelled. */
export type OrderStatus = 1 | 5 | 7 | 9;

export type PaymentScene = 'pc' | 'h5' | 'wechat';

export interface PaymentMethod {
  sign: 'alipay' | 'wechat' | 'wechat-jsapi' | 'handPay' | string;
  name: string;
  icon: string;
}

export interface PromoCode {
  id: number;
  code: string;
  expired_at: string | null;
  invited_user_reward: number;
  invite_user_reward: number;
}

export interface PromoCodeCheck {
  can_use: boolean;
  promo_code: PromoCode | null;
}

// ---------------------------------------------------------------------------------------------
// Addons (contract section 8.1): only the fields the public PC client reads are known.

export interface AddonCategory {
  id: number;
  name: string;
  children?: AddonCategory[];
}

export interface LiveCourseItem {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  category: { name: string } | null;
  /** Sent by the reference server (and, as `status_text`, by MeEdu's detail); not read by the public client. */
  status_text?: string;
  videos_count?: number;
}

export interface LiveVideo {
  id: number;
  title: string;
  /** 0 not started, 1 live, 2 replay. */
  status: 0 | 1 | 2;
  published_at: string;
  duration: number;
}

export interface LiveCourseDetail {
  course: {
    id: number;
    title: string;
    thumb: string;
    charge: number;
    short_description: string;
    render_desc: string;
    vip_can_view: number;
    status_text: string;
    /** `[]` when the course has no teacher. */
    teacher: { name: string; avatar: string; short_desc: string } | [];
  };
  chapters: Array<{ id: number; name: string }>;
  videos: PhpMap<LiveVideo[]> | LiveVideo[][];
  is_buy: Flag;
}

/** One quality of a finished session's replay. */
export interface LiveQuality {
  name: string;
  url: string;
}

export interface LivePlay {
  course: { id: number; poster: string; title?: string };
  video: { id: number; course_id: number; title: string; status: number; published_at: string; duration?: number };
  /** Live (status 1): the stream's address; ended (2): the replay's qualities, `[]` without one. */
  play_url: string | LiveQuality[];
  web_rtc_play_url: string;
  ali_rts?: string;
  record_exists: Flag;
  room_is_ban: Flag;
  user_is_ban: Flag;
  /** An open sign-in the member has not answered, `[]` (or null) when none. */
  sign_in_record?: LiveSignIn | [] | null;
  /** `connect_url` carries `:token`, `:courseId` and `:videoId` for the client to fill in. */
  chat: { channel: string; user: unknown; connect_url: string };
}

export interface BookItem {
  id: number;
  name: string;
  thumb: string;
  charge: number;
  is_vip_free: number;
  user_count: number;
  view_times: number;
  short_desc: string;
  published_at: string;
}

export interface BookArticleRef {
  id: number;
  title: string;
  charge: number;
}

export interface BookDetail {
  book: {
    id: number;
    name: string;
    thumb: string;
    charge: number;
    short_desc: string;
    render_desc: string;
    is_vip_free: number;
  };
  chapters: Array<{ id: number; name: string; sort: number }>;
  articles: PhpMap<BookArticleRef[]> | BookArticleRef[][];
  is_buy: Flag;
}

export interface BookRead {
  article: { id: number; title: string; render_content: string };
  book: BookDetail['book'];
  chapters: BookDetail['chapters'];
  articles: BookDetail['articles'];
  can_see: Flag;
  prev_id: number;
  next_id: number;
}

export interface TopicItem {
  id: number;
  title: string;
  thumb: string;
  view_times: number;
  category: { name: string } | null;
  charge: number;
  is_vip_free: number;
  is_need_login: number;
  vote_count: number;
  comment_times: number;
}

export interface TopicDetail {
  topic: {
    id: number;
    title: string;
    thumb: string;
    charge: number;
    is_vip_free: number;
    vote_count: number;
    view_times: number;
    created_at: string;
    render_content: string;
    free_content_render: string;
  };
  is_buy: Flag;
  is_collect: Flag;
  is_vote: Flag;
}

/**
 * A comment of any addon (live course, book, book article, topic, Q&A answer). `content` is the
 * text as written (show it as text); `render_content` is HTML (escaped text from the reference
 * server): insert it only through the rich-content sanitizer.
 */
export interface AddonComment {
  id: number;
  user_id: number;
  parent_id: number;
  content: string;
  render_content: string;
  created_at: string;
  children_count: number;
  /** `[]` when the author is gone. */
  user: { avatar: string; nick_name: string } | [];
  reply_user_id: number;
  reply_user: { avatar: string; nick_name: string } | [];
}

/**
 * A comment posted on an addon item: a reply names its thread (`parent_id`, the top comment) and
 * whom it answers (`reply_id`, a comment; Q&A names the member instead, `reply_user_id`).
 */
export interface AddonCommentInput {
  content: string;
  parent_id?: number;
  reply_id?: number;
  reply_user_id?: number;
}

/** Addon comment lists: a nested page plus the authors keyed by id. */
export interface AddonComments {
  data: SimplePage<AddonComment>;
  users: PhpMap<CommentUser> | CommentUser[];
}

export interface LearnPathItem {
  id: number;
  name: string;
  thumb: string;
  desc: string;
  charge: number;
  original_charge: number;
  courses_count: number;
}

export interface LearnPathStep {
  id: number;
  name: string;
  desc: string;
  courses: Array<{
    id: number;
    other_id: number;
    type: 'course' | 'book' | 'live' | 'paper_paper' | 'paper_practice' | 'paper_mock' | string;
    type_text: string;
    name: string;
    thumb: string;
    charge: number;
  }>;
}

export interface LearnPathDetail {
  data: LearnPathItem;
  steps: LearnPathStep[];
  is_buy: Flag;
}

export type WendaScene = 'default' | 'solved' | 'unsolved' | 'last_answer';

export interface WendaQuestionItem {
  id: number;
  title: string;
  status: number;
  status_text: string;
  credit: number;
  view_times: number;
  vote_count: number;
  answer_count: number;
  /** Read by this client when present (the reference server sends them). */
  user_id?: number;
  user?: { avatar: string; nick_name: string } | [];
  category?: { name: string } | [] | null;
  created_at?: string;
}

export interface WendaAnswer {
  id: number;
  user_id: number;
  user: { avatar: string; nick_name: string };
  vote_count: number;
  is_vote: Flag;
  is_correct: Flag;
  reply_count: number;
  render_content: string;
  images_list: string[];
  created_at: string;
}

export interface WendaQuestionDetail {
  question: {
    id: number;
    title: string;
    user_id: number;
    view_times: number;
    answer_count: number;
    credit: number;
    status: number;
    created_at: string;
    render_content: string;
    images_list: string[];
    status_text?: string;
    vote_count?: number;
    user?: { avatar: string; nick_name: string } | [];
    category?: { name: string } | [] | null;
  };
  answers: WendaAnswer[];
  is_admin: Flag;
  is_vote: Flag;
}

export interface WendaQuestionInput {
  title: string;
  category_id: number;
  original_content: string;
  render_content: string;
  /** Addresses from the image upload. */
  images?: string[];
  credit1?: number;
}

/** GET question/create: what the ask form offers. */
export interface WendaQuestionForm {
  categories: AddonCategory[];
  /** The asker's points balance (the bounty may not exceed it). */
  credit1: number;
}

/** GET question/{id}/edit: the asker's own question as written. */
export interface WendaQuestionEdit {
  question: {
    id: number;
    title: string;
    category_id: number;
    original_content: string;
    images: string[];
    credit1: number;
    status: number;
  };
  categories: AddonCategory[];
}

/** A row of member/answers. */
export interface WendaMyAnswer {
  id: number;
  question_id: number;
  render_content: string;
  is_correct: Flag;
  vote_count: number;
  created_at: string;
  question: { id: number; title: string; status: number; status_text: string } | [];
}

/** POST /api/v2/upload/image. */
export interface UploadedImage {
  path: string;
  url: string;
  disk: string;
  name: string;
}

/** DaySignIn `user`: `is_submit` 1 once signed in today (UTC+8). */
export interface DaySignInState {
  is_submit: 0 | 1;
  reward: number;
  continuous_days: number;
}

export interface DaySignInResult {
  reward: number;
  continuous_days: number;
}

/** Learning photos: for which kinds (`status[kind]` 1), how often, and whether the camera is required. */
export interface SnapshotConfig {
  status: Record<string, number>;
  cycle_time: number;
  rate: number;
  max_times: number;
  camera_required: Flag;
}

export interface SnapshotImage {
  id: number;
  resource_type: string;
  resource_id: number;
  duration: number;
  thumb: string;
  created_at: string;
}

export type SnapshotResource = { resource_type: string; resource_id: number };

/** The sale fields shared by the flash-sale and group-buy boxes. */
export interface PromoGoods {
  id: number;
  goods_id: number;
  other_id: number;
  goods_type: string;
  goods_type_text: string;
  goods_title: string;
  goods_thumb: string;
  goods_charge: number;
  original_charge: number;
  charge: number;
  started_at: string;
  ended_at: string;
}

export interface FlashSaleDetail {
  data:
    | (PromoGoods & { num: number; over_num: number; is_start: boolean; is_over: boolean; expired_seconds: number })
    | null;
  order: { id: number; status: number; charge: number } | null;
}

export interface GroupBuyGroup {
  id: number;
  create_user_id: number;
  create_user_avatar: string;
  users: CommentUser[];
  over_people_num: number;
  count_down: number;
}

export interface GroupBuyDetail {
  goods: (PromoGoods & { people_num: number; ended_count_down: number }) | null;
  items: GroupBuyGroup[];
  join_item: GroupBuyGroup | [];
}

/** `course_id` + `course_type` (course, live, book, learnPath): the sale of an item page. */
export type PromoItemQuery = { course_id: number; course_type: string };

export interface ShareUser {
  msv: string;
  invite_balance: number;
  invite_count: number;
  parent: CommentUser | [];
}

export interface ShareGoods {
  id: number;
  goods_id: number;
  goods_type: string;
  goods_title: string;
  goods_thumb: string;
  goods_charge: number;
  reward: number;
}

// Live rooms (Zhibo): chat and courseware of a session -------------------------------------------

/**
 * A chat message of a live room as the Zhibo addon gives it (chat/msg `msg_body`, the socket's
 * `v`): `id` its `chat_id`; `content` plain text as written (show it as text); `role` `user`,
 * `teacher` or `assistant`.
 */
export interface LiveChatMessage {
  id: number;
  role: string;
  nick_name: string;
  content: string;
}

/** A page of a room's history (chat/msg), newest first. */
export interface LiveChatPage {
  data: Array<{ id: number; msg_body: { chat_id: number; role: string; nick_name: string; content: string } }>;
  total: number;
}

/** A sign-in the teacher called: answer it before `end_at` (PRC time without a zone). */
export interface LiveSignIn {
  id: number;
  end_at: string;
}

/** A courseware file of a live session. */
export interface LiveAttachment {
  id: number;
  name: string;
  course_id: number;
  video_id: number;
  size?: number;
  extension?: string;
}

// ---------------------------------------------------------------------------------------------
// Flash-sale and group-buy buying (docs/server-addons.md, "Buying through a sale")

/** A flash-sale place taken by `m/{sale}/join`: status 0 until the order for it is paid. */
export interface FlashSaleJoin {
  id: number;
  status: number;
  charge: number;
}

/** The `goods` of a member's flash-sale or group-buy order row. */
export type PromoOrderGoods = Pick<
  PromoGoods,
  'id' | 'goods_id' | 'other_id' | 'goods_type' | 'goods_type_text' | 'goods_title' | 'goods_thumb' | 'goods_charge'
>;

/** A member's flash-sale order; `status` 0 unpaid, 1 paid, 3 cancelled. `item_id` is the sale. */
export interface FlashSaleOrder {
  id: number;
  item_id: number;
  charge: number;
  status: number;
  status_text: string;
  created_at: string;
  goods: PromoOrderGoods;
}

/** A member's group-buy place; `group_status` 0 forming, 1 complete, 2 failed; `order_id` the order paying it. */
export interface GroupBuyOrder extends FlashSaleOrder {
  group_id: number;
  group_status: number;
  order_id?: string;
}

// ---------------------------------------------------------------------------------------------
// Member centre: credit mall, exchange codes, certificates, share (docs/server-addons.md)

/** The address form of the credit mall (session `addressForm`, spec section 3). */
export interface AddressInput {
  name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  street: string;
}

export interface CreditAddress extends AddressInput {
  id: number;
}

/** `is_v` 1: virtual (VIP, a course, a book: delivered at once, no address); 0 physical. */
export interface CreditGoods {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  is_v: Flag;
  v_type: string;
  v_id: number;
  stock: number;
  created_at: string;
}

export interface CreditGoodsDetail extends CreditGoods {
  /** HTML. */
  desc: string;
}

export interface CreditOrder {
  id: number;
  goods_id: number;
  goods_title: string;
  goods_thumb: string;
  goods_is_v: Flag;
  goods_v_type: string;
  goods_v_id: number;
  total_charge: number;
  is_send: Flag;
  express_number: string;
  address: AddressInput | [];
  created_at: string;
}

export interface ExchangeCodeInfo {
  code: { code: string; expired_at: string; is_used: Flag };
  activity: {
    id: number;
    name: string;
    relate_data: string;
    relate: Array<{ type: string; type_text: string; id: number; title: string; thumb: string; charge: number }>;
  };
}

export interface ExchangeRecord {
  id: number;
  code: string;
  used_at: string;
  activity: { id: number; name: string; relate_data: string };
}

export interface MemberCert {
  id: number;
  cert_id: number;
  code: string;
  created_at: string;
  cert: { id: number; name: string; description: string; template_image: string };
}

export interface ShareConfig {
  enabled: Flag;
  levels: Array<{ level: number; rate: number }>;
  /** HTML. */
  rules: string;
  min_withdraw: number;
}

export interface SharePoster {
  id: number;
  name: string;
  thumb: string;
}

export interface ShareGoodsReward {
  goods_id: number;
  goods_type: string;
  goods_title: string;
  goods_charge: number;
  rewards: Array<{ level: number; rate: number; reward: number }>;
}

export interface ShareWithdrawInput {
  amount: number;
  channel: 'alipay' | 'wechat';
  account: string;
  name: string;
}

export interface ShareBalanceRecord {
  id: number;
  sum: number;
  remark: string;
  created_at: string;
}
