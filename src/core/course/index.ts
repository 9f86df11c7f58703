/** Courses and lessons: calls, answer types and queries (docs/api-client.md). The only module other folders import. */
export * from './api.js';
export * from './member-api.js';
export * from './snapshot-api.js';
export type * from './types.js';
export * from './queries.js';
export * from './lesson-queries.js';
export * from './member-queries.js';
