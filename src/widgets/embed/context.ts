import type { User } from '#core/member/index.js';
import type { WidgetHandle } from '../runtime/contract.js';
import type { LoadChunk, LoaderSettings, WidgetOptions, WidgetType } from './types.js';

// What the runtime's parts share. A page has one runtime (start() makes it once), so its state is
// the modules' own: mounts.ts holds the placeholders, overlay.ts the overlay host, session.ts the
// start-up and the dialog link. Module variables also cost the bundle least: the minifier shortens
// them, where it keeps every property name of a context object handed around.

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

/** Fetches a chunk by name (the loader's import()). */
export let load: LoadChunk;
/** The nonce the widgets' stylesheets carry. */
export let nonce: string | undefined;
/** The learner site (`data-site`), where links and pages only it has go. */
export let site: string | undefined;
/** Set once the runtime is torn down: what finishes loading afterwards stays out of the page. */
export let disposed = false;
/** Run in reverse by dispose, so what was configured first is restored last. */
export const cleanups: Array<() => void> = [];

export function begin(settings: LoaderSettings, loadChunk: LoadChunk): void {
  load = loadChunk;
  nonce = settings.nonce;
  site = settings.data.site;
  disposed = false;
}

export function end(): void {
  disposed = true;
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
}

/** The page (one name the bundle can shorten). */
export const doc = document;

/** For a promise whose failure has been told already, or that nobody needs told. */
export const noop = () => {};

/** A copy of the member for a page's listener, which must not reach into the store's object. */
export const snapshot = (u: User | null) => u && { ...u };
