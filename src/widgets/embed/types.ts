import type { MountContext, WidgetHandle } from '../runtime/contract.js';
import type { MeeduApi, MeeduEventDetail, MeeduEventKey, MeeduEventName, MeeduListener } from './meedu-api.js';

/**
 * The embed's DOM events as `addEventListener` sees them, on document and on a placeholder (they
 * bubble and are composed); `meedu:page-change` comes from a course list.
 */
export type MeeduEventMap = { [K in MeeduEventName as `meedu:${K}`]: CustomEvent<MeeduEventDetail[K]> } & {
  'meedu:page-change': CustomEvent<{ page: number }>;
};

declare global {
  interface Window {
    /** Before the runtime arrives: an array of queued commands; afterwards: the JS API. */
    Meedu?: MeeduApi | QueuedCommand[];
  }
  interface DocumentEventMap extends MeeduEventMap {}
  interface HTMLElementEventMap extends MeeduEventMap {}
}

/** Placeholder types a page may use in `data-meedu-widget`, and the chunk that holds each. */
export const WIDGET_CHUNKS = {
  'login-button': 'login',
  'course-list': 'course-list',
  'unread-bell': 'unread-bell',
  'user-menu': 'user-menu',
} as const;

export type WidgetType = keyof typeof WIDGET_CHUNKS;

/**
 * Types that show the visitor's session and open the login dialog. A page with one of them loads
 * the `session` chunk (start-up) too; one without never pays for it.
 */
export const SESSION_WIDGETS: readonly string[] = ['login-button', 'unread-bell', 'user-menu'];

export const isWidgetType = (value: unknown): value is WidgetType =>
  Object.keys(WIDGET_CHUNKS).includes(value as string);

/** Options as a widget receives them: data-* attributes arrive as strings, the JS API may pass anything. */
export type WidgetOptions = Record<string, unknown>;

// Options are whatever the widget declares; the runtime only forwards them.
export type MountFunction = (element: HTMLElement, options: any, context?: MountContext) => WidgetHandle<any>;

/** What every chunk next to the loader exports: mount functions by name. */
export interface ChunkModule {
  widgets: Record<string, MountFunction>;
}

export type LoadChunk = (name: string) => Promise<ChunkModule>;

/** What the loader read from its own script tag. */
export interface LoaderSettings {
  /** Directory of the loader (ends with /); chunks are resolved against it. */
  base: string;
  /** The script's `data-*` attributes, camelCased (`data-api-secondary` → apiSecondary). */
  data: Record<string, string | undefined>;
  /** `data-nonce`, else the script's own nonce. */
  nonce?: string;
}

/**
 * A command for `Meedu.push`: `['open', 'login']`, `['on', 'login', fn]`, ... or a function called
 * with the API. A placeholder is found by selector where the page has not been parsed yet.
 */
export type QueuedCommand =
  | ['mount', HTMLElement | string, WidgetType, WidgetOptions?]
  | ['unmount', HTMLElement]
  | ['open', ('login' | 'register')?]
  | ['close']
  | ['logout']
  | ['on' | 'off', MeeduEventKey, MeeduListener<never>]
  | ((api: MeeduApi) => void);
