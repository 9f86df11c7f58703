/** Answers of the site shell (contract section 5): config, menu, links, slides, blocks, announcements, search. */
import type { Flag } from '../client/index.js';

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
