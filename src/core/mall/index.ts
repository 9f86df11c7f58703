/** The points mall and exchange codes (Credit1Mall, CodeExchanger). The only module other folders import. */
export * from './api.js';
export type * from './types.js';
export * from './queries.js';
