/** Buying: orders, checkout, payment, promo codes, flash sales and group buys. The only module other folders import. */
export * from './api.js';
export * from './checkout.js';
export type * from './types.js';
export * from './queries.js';
