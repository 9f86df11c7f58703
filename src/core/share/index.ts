/** The member's share centre and referral (MultiLevelShare). The only module other folders import. */
export * from './api.js';
export * from './referral-api.js';
export type * from './types.js';
export * from './queries.js';
