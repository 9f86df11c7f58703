/**
 * The home page's calls, from whichever source the server has (docs/capabilities.md, `home`):
 * decoration blocks on MeEdu 4.9.29+, sliders and view blocks before.
 */
import { get } from '../client/index.js';
import type { Slider, PageBlock } from './types.js';
import { resolveHome } from '../capabilities/index.js';

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
