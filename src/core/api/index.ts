/**
 * Core face of the MeEdu API client (docs/api-client.md): the clients, errors, normalisers and the
 * calls the core itself, the auth dialogs and the page shell make. Feature calls have their own
 * faces beside this file (member.ts, content.ts, orders.ts, addons.ts) so that this one stays
 * within the core size budget.
 */
export {
  HTTP_TIMEOUT_MS,
  RELOGIN_MESSAGE,
  DUPLICATE_BIND_MESSAGE,
  configureApi,
  apiBaseURL,
  secondaryApiBaseURL,
  createApiClient,
  mainApi,
  secondApi,
  get,
  post,
  absoluteUrl,
  type ApiConfig,
  type ApiClient,
  type ClientOptions,
  type RequestOptions,
} from './client.js';
export {
  ApiError,
  isRouteMissing,
  NETWORK_ERROR,
  OFFLINE_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  transportMessage,
} from './errors.js';
export * from './normalise.js';
export * from './auth.js';
export * from './site.js';
export type * from './types.js';
