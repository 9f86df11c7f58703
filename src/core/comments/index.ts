/** Comments of courses, lessons and the addons: calls, answer types and queries. The only module other folders import. */
export * from './api.js';
export type * from './types.js';
export * from './queries.js';
export * from './view.js';
