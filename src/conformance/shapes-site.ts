/** The shapes of the site's own answers: navigation, links, slides, settings, notices, blocks, search. */
import type {
  Announcement,
  FriendLink,
  NavChild,
  NavItem,
  PageBlock,
  SearchHit,
  Slider,
  SystemConfig,
} from '#core/site/index.js';
import type { ImageCaptcha } from '#core/auth/index.js';
import { any, arr, bool, conforms, map, nul, nullable, num, obj, oneOf, opt, str } from './shape.js';
import { flag, numOrStr } from './shapes-common.js';

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
