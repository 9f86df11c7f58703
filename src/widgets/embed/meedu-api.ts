import type { User } from '#core/member/index.js';
import type { WidgetHandle } from '../runtime/contract.js';
import type { QueuedCommand, WidgetOptions, WidgetType } from './types.js';

// The typed surface of `window.Meedu` and its events: what a page may call and hear. Types only;
// api.ts implements them, public.ts ships them to TypeScript pages (meedu-web/embed).

export type MeeduEventName = 'login' | 'logout' | 'error' | 'ready';

export interface MeeduEventDetail {
  login: { user: User };
  logout: Record<string, never>;
  error: { message: string };
  ready: { isLogin: boolean; user: User | null };
}

/** Event names as `Meedu.on` accepts them: 'login' or the DOM name 'meedu:login'. */
export type MeeduEventKey = MeeduEventName | `meedu:${MeeduEventName}`;
type NameOf<K extends MeeduEventKey> = K extends `meedu:${infer N extends MeeduEventName}` ? N : K & MeeduEventName;

export type MeeduListener<K extends MeeduEventName = MeeduEventName> = (
  detail: MeeduEventDetail[K],
  event: CustomEvent,
) => void;

/** A read-only view of the shared session. */
export interface MeeduSession {
  readonly ready: boolean;
  readonly isLogin: boolean;
  readonly user: Readonly<User> | null;
  logout(): Promise<void>;
}

/** `window.Meedu` once the runtime has loaded. */
export interface MeeduApi {
  readonly version: string;
  /** Runs a queued-style command now: `Meedu.push(['open', 'login'])`. */
  push(...commands: QueuedCommand[]): void;
  /**
   * Mounts a widget on an element, or on the element a CSS selector finds once the document has
   * been parsed (what a queue in `<head>` must pass: the page's elements do not exist yet).
   */
  mount(element: HTMLElement | string, type: WidgetType, options?: WidgetOptions): Promise<WidgetHandle<WidgetOptions>>;
  unmount(element: HTMLElement): void;
  /** Opens the shared login dialog (loading it first if needed). */
  open(view?: 'login' | 'register'): Promise<void>;
  close(): void;
  on<K extends MeeduEventKey>(name: K, listener: MeeduListener<NameOf<K>>): void;
  off<K extends MeeduEventKey>(name: K, listener: MeeduListener<NameOf<K>>): void;
  readonly session: MeeduSession;
}
