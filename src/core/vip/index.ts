/** VIP plans: call, answer type and query. The only module other folders import. */
export * from './api.js';
export type * from './types.js';
export * from './queries.js';
