/** Keys and reads of the page shell. */
import { getLinks } from '../api/site.js';
import { defineQuery, STALE } from './index.js';

export const friendLinks = /* @__PURE__ */ defineQuery('site:links', () => getLinks(), STALE.static);
