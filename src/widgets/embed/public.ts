/**
 * `meedu-web/embed`: types of the script-tag embed for TypeScript pages, nothing that runs. With
 * `import type {} from 'meedu-web/embed'` (or `/// <reference types="meedu-web/embed" />`),
 * `window.Meedu` is the command queue or the JS API, and `addEventListener('meedu:login', …)` on
 * document or a placeholder gets a typed `CustomEvent`.
 */
export type {
  MeeduApi,
  MeeduEventDetail,
  MeeduEventKey,
  MeeduEventName,
  MeeduListener,
  MeeduSession,
} from './meedu-api.js';
export type { MeeduEventMap, QueuedCommand, WidgetOptions, WidgetType } from './types.js';
export type { WidgetHandle } from '../runtime/contract.js';
export type { User } from '#core/member/index.js';
