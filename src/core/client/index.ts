/**
 * Face of the MeEdu API client (docs/api-client.md): the HTTP clients, errors, the normalisers of
 * PHP's quirks, the four page shapes, and the query cache every domain's queries are declared on.
 * No endpoint lives here: each domain (core/course, core/order, ...) has its own calls, types and
 * queries behind its own index.
 */
export * from './client.js';
export * from './errors.js';
export * from './normalise.js';
export * from './page.js';
export * from './query.js';
export type * from './types.js';
