/** The site shell's data: config, menu, links, home blocks, announcements, search. The only module other folders import. */
export * from './api.js';
export * from './home-api.js';
export * from './content-api.js';
export type * from './types.js';
export * from './queries.js';
