/**
 * The core's public face: framework-free state and effects that the site and the ESM library
 * share. It only re-exports. Widgets and the embed import the concern they need (`./session`,
 * `./app/login-dialog`...) instead: a bundle that reaches this face, above all through a dynamic
 * `import()`, keeps every export of it (time formatting with dayjs, the auth machines, hand-off).
 */
export * from './env/index.js';
export * from './storage/index.js';
export * from './session/index.js';
export * from './features/index.js';
export * from './guards/index.js';
export * from './guards/links.js';
export * from './handoff/index.js';
export * from './time/index.js';
export * from './startup/index.js';
export * from './auth/index.js';
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
  ApiError,
  isRouteMissing,
  NETWORK_ERROR,
  OFFLINE_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  transportMessage,
  isOn,
  phpMap,
  phpObject,
  type PhpMap,
  type Flag,
  type Envelope,
  type LaravelPage,
  type SimplePage,
  type AddonPage,
  type PageQuery,
  type SizeQuery,
  type Params,
  type AddonCategory,
} from './client/index.js';
// The site-wide calls of start-up and the page shell, with the answer types of every domain.
export { getConfig, getNavs, getLinks } from './site/index.js';
export { getUnreadNotificationCount } from './member/index.js';
export { bindDistribution } from './share/index.js';
export type * from './site/index.js';
export type * from './member/index.js';
export type * from './course/index.js';
export type * from './order/index.js';
export type * from './comments/index.js';
export type * from './vip/index.js';
export type {
  LiveCourseItem,
  LiveVideo,
  LiveCourseDetail,
  LiveQuality,
  LivePlay,
  LiveChatMessage,
  LiveChatPage,
  LiveSignIn,
  LiveAttachment,
} from './live/index.js';
export type * from './book/index.js';
export type * from './topic/index.js';
export type * from './learn-path/index.js';
export type * from './wenda/index.js';
export type * from './share/index.js';
export type * from './mall/index.js';
// Both faces name the SMS scene type; they are the same union.
export type { SmsScene } from './auth/index.js';
// The session's local `logout` only clears; the app's also tells the server, and wins here.
export { startupDeps, loginDialog, logout, bootSite } from './app/index.js';
