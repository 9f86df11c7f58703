/** Keys and reads of the page shell, announcements, the home page and search. Marked pure. */
import { STALE, defineQuery } from '../client/index.js';
import type { SizeQuery } from '../client/index.js';
import { getAnnouncements, getAnnouncement, getLatestAnnouncement, type SearchQuery, search } from './content-api.js';
import { getHomeSliders, getHomeBlocks } from './home-api.js';
import { getLinks } from './api.js';

// A plain name, not a property read, in the definitions below: a bundle that uses none of them
// can then drop them whole (their arguments are free of side effects).
const STATIC = STALE.static;

export const announcementList = /* @__PURE__ */ defineQuery('announcement:list', (query: SizeQuery) =>
  getAnnouncements(query),
);

export const announcementDetail = /* @__PURE__ */ defineQuery('announcement:detail', (id: number) =>
  getAnnouncement(id),
);

export const latestAnnouncement = /* @__PURE__ */ defineQuery('announcement:latest', () => getLatestAnnouncement());

/** Slides above the blocks ([] where the server's slides are blocks themselves). */
export const homeSliders = /* @__PURE__ */ defineQuery('home:sliders', () => getHomeSliders(), STATIC);

/** The home page's blocks, from whichever source the server has. */
export const homeBlocks = /* @__PURE__ */ defineQuery('home:blocks', () => getHomeBlocks());

export const searchResults = /* @__PURE__ */ defineQuery('search:', (query: SearchQuery) => search(query));

/** Keys and reads of the page shell. */
export const friendLinks = /* @__PURE__ */ defineQuery('site:links', () => getLinks(), STALE.static);
