import type { User } from '../../core/member/index.js';
import type { LoginDialog } from '../../core/auth/index.js';
import type { WidgetHandle } from '../runtime/contract.js';
import type { LoadChunk, WidgetOptions, WidgetType } from './types.js';

/** The widget mounted on a placeholder. */
export interface Entry {
  type: WidgetType;
  /** Options given through the JS API; they win over data-* attributes. */
  explicit: WidgetOptions;
  /** Options last handed to the widget. */
  current: WidgetOptions;
  /** Custom properties set on the host from its own theme attributes. */
  theme: string[];
  /** The container and portal the widget renders into, once its chunk has loaded. */
  nodes?: HTMLElement[];
  handle?: WidgetHandle<WidgetOptions>;
  ready: Promise<WidgetHandle<WidgetOptions>>;
}

/**
 * One runtime's state, created once by createRuntime and handed whole to each part (mounts,
 * overlay, dialog link, session start-up, JS API). One object rather than many arguments: its
 * parts share what one closure used to, and property reads cost the bundle less than passing and
 * returning each piece across modules.
 */
export interface RuntimeContext {
  load: LoadChunk;
  nonce?: string;
  /** The learner site (`data-site`), where links and pages only it has go. */
  site?: string;
  entries: Map<HTMLElement, Entry>;
  /** Shadow roots the runtime attached: it may fill them again, never someone else's. */
  roots: WeakSet<ShadowRoot>;
  /** Run in reverse by dispose, so what was configured first is restored last. */
  cleanups: Array<() => void>;
  disposed?: boolean;
  /** The runtime's own host on body for the login dialog and the toaster. */
  overlay?: HTMLElement;
  /** Each overlay widget's mount, by name, while it loads or once it has. */
  overlays: Record<string, Promise<void>>;
  /** The link to core's login dialog machine, once something asked for it. */
  link?: Promise<LoginDialog>;
  /** The session start-up, once something asked for it. */
  session?: Promise<void>;
  /** Start-up has finished: session changes from now on are logins and logouts. */
  started?: boolean;
}

/** The page (one name the bundle can shorten). */
export const doc = document;

/** For a promise whose failure has been told already, or that nobody needs told. */
export const noop = () => {};

/** A copy of the member for a page's listener, which must not reach into the store's object. */
export const snapshot = (u: User | null) => u && { ...u };
