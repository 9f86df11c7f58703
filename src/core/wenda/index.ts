/** Q&A (Wenda): calls, answer types, queries and the question form. The only module other folders import. */
export * from './api.js';
export type * from './types.js';
export * from './queries.js';
export * from './question-form.js';
