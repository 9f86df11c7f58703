/** Site-wide calls of start-up and the page shell: config, menu, footer links, announcements, search. */
import { phpObject, get } from '../client/index.js';
import type {
  Announcement,
  SearchType,
  SearchHit,
  SystemConfig,
  NavItem,
  FriendLink,
  Slider,
  PageBlock,
} from './types.js';
import type { SizeQuery, SimplePage } from '../client/index.js';
import { resolveHome } from '../capabilities/index.js';

/** null when there is none (the server sends `[]`). */
export const getLatestAnnouncement = async () => phpObject(await get<Announcement | []>('/api/v2/announcement/latest'));

export const getAnnouncements = (query?: SizeQuery) => get<SimplePage<Announcement>>('/api/v2/announcements', query);

export const getAnnouncement = (id: number) => get<Announcement>(`/api/v2/announcement/${id}`);

export interface SearchQuery extends SizeQuery {
  keywords: string;
  type?: SearchType | '';
}

/**
 * The server has no default page until MeEdu 4.9.21 (an omitted page is an empty one), so page 1
 * is sent; from 4.9.22 an omitted `type` fails (错误), so it is always sent, '' for every type.
 */
export const search = ({ page = 1, type = '', ...rest }: SearchQuery) =>
  get<SimplePage<SearchHit>>('/api/v3/search', { page, type, ...rest });

/** Quiet: a failing start-up is only logged (spec section 8). */
export const getConfig = () => get<SystemConfig>('/api/v2/other/config', undefined, true);

export const getNavs = (platform = 'PC') => get<NavItem[]>('/api/v2/navs', { platform });

export const getLinks = () => get<FriendLink[]>('/api/v2/links');

/**
 * The home page's calls, from whichever source the server has (docs/capabilities.md, `home`):
 * decoration blocks on MeEdu 4.9.29+, sliders and view blocks before.
 */
// The home page reads are quiet: the page shows a failure in the part it concerns (with 重试).
export const getSliders = (platform = 'PC') => get<Slider[]>('/api/v2/sliders', { platform }, true);

/** View blocks of a page (until 4.9.28). */
export const getPageBlocks = (page_name = 'pc-page-index', platform = 'pc') =>
  get<PageBlock[]>('/api/v2/viewBlock/page/blocks', { platform, page_name }, true);

/** Blocks of a page's default decoration page (4.9.29+, where view blocks and sliders are gone). */
export const getDecorationBlocks = (page_name = 'pc-page-index') =>
  get<PageBlock[]>('/api/v2/decorationPage/blocks', { page_name }, true);

/** The PC home page's blocks in server order, from whichever source the server has. */
export const getHomeBlocks = async (): Promise<PageBlock[]> =>
  (await resolveHome()) === 'decoration' ? getDecorationBlocks() : getPageBlocks();

/**
 * The slides above the home page's blocks. A server with decoration blocks has none of its own:
 * its slides are `pc-slider` blocks among the others (`slidesOfBlock`).
 */
export const getHomeSliders = async (): Promise<Slider[]> =>
  (await resolveHome()) === 'decoration' ? [] : getSliders();

/** The slides of a `pc-slider` block (`config_render`: `[{src, href}]`), as sliders. */
export function slidesOfBlock(block: PageBlock): Slider[] {
  const render: unknown = block.config_render;
  if (!Array.isArray(render)) return [];
  return render.flatMap((s: unknown, i) => {
    const slide = (s && typeof s === 'object' ? s : {}) as { src?: unknown; href?: unknown };
    return typeof slide.src === 'string' && slide.src
      ? [{ thumb: slide.src, url: typeof slide.href === 'string' ? slide.href : '', sort: i + 1, platform: 'PC' }]
      : [];
  });
}
