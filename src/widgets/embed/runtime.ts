// Core's concerns one by one, never its index. What only some pages need is loaded when needed:
// the session start-up (the `session` chunk), the login dialog machine and logout (import()).
import { configureApi } from '../../core/api/client.js';
import type { User } from '../../core/api/types.js';
import type { AuthView, LoginDialog } from '../../core/auth/login-dialog.js';
import { configureEnvironment, env, onToast } from '../../core/env/index.js';
import { isLogin, sessionReady, user } from '../../core/session/index.js';
import { keepEarlyToasts } from '../toast/early.js';
import type { WidgetHandle } from '../runtime/mount.js';
import type { startSession } from './chunks/session.js';
import { adoptStyles, releaseStyles, setTheme } from './css-registry.js';
import * as css from './host.css.js';
import { parseAttributes, siteLinks, siteUrl, themeFromData } from './options.js';
import {
  SESSION_WIDGETS,
  WIDGET_CHUNKS,
  isWidgetType,
  type LoadChunk,
  type LoaderSettings,
  type QueuedCommand,
  type WidgetOptions,
  type WidgetType,
} from './types.js';

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

export type MeeduListener<K extends MeeduEventName = MeeduEventName> = (detail: MeeduEventDetail[K], event: CustomEvent) => void;

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
  mount(element: HTMLElement, type: WidgetType, options?: WidgetOptions): Promise<WidgetHandle<WidgetOptions>>;
  unmount(element: HTMLElement): void;
  /** Opens the shared login dialog (loading it first if needed). */
  open(view?: 'login' | 'register'): Promise<void>;
  close(): void;
  on<K extends MeeduEventKey>(name: K, listener: MeeduListener<NameOf<K>>): void;
  off<K extends MeeduEventKey>(name: K, listener: MeeduListener<NameOf<K>>): void;
  readonly session: MeeduSession;
}

export const VERSION = '1';

interface Entry {
  type: WidgetType;
  /** Options given through the JS API; they win over data-* attributes. */
  explicit: WidgetOptions;
  /** Options last handed to the widget. */
  current: WidgetOptions;
  /** Custom properties set on the host from its own theme attributes. */
  theme: string[];
  shadow?: ShadowRoot;
  container?: HTMLElement;
  portal?: HTMLElement;
  handle?: WidgetHandle<WidgetOptions>;
  ready: Promise<WidgetHandle<WidgetOptions>>;
}

interface Slot {
  container: HTMLElement;
  portal: HTMLElement;
}

class Cancelled extends Error {}

export interface RuntimeOptions {
  document?: Document;
}

export interface Runtime {
  api: MeeduApi;
  /** Unmounts everything, stops observing and restores the environment (tests, hot reload). */
  dispose(): void;
}

const EVENT_PREFIX = 'meedu:';
/** Listening for these asks for the session, like reading `Meedu.session`. */
const SESSION_EVENTS = ['meedu:ready', 'meedu:login', 'meedu:logout'];

/** What the `session` chunk exports. */
interface SessionChunk {
  startSession: typeof startSession;
}

const snapshot = (u: User | null): User | null => (u ? { ...u } : null);

/**
 * Everything behind the script tag: mounts each `[data-meedu-widget]` placeholder into its own
 * shadow root (and ones added later; removed ones are unmounted), adopts the shared stylesheet,
 * runs the one login dialog and toaster in an overlay host on document.body, keeps the visitor on
 * the host page after login/logout/401, and turns session changes into DOM events.
 */
export function createRuntime(settings: LoaderSettings, load: LoadChunk, options: RuntimeOptions = {}): Runtime {
  const doc = options.document ?? document;
  const { data, nonce } = settings;
  const site = data.site || undefined;
  const entries = new Map<HTMLElement, Entry>();
  const ownRoots = new WeakSet<ShadowRoot>();
  const cleanups: Array<() => void> = [];
  let disposed = false;

  if (data.api || data.apiSecondary) {
    cleanups.push(configureApi({ baseURL: data.api || undefined, secondaryBaseURL: data.apiSecondary || undefined }));
  }
  setTheme(themeFromData(data));
  // The toaster is loaded by the first toast; that toast and any raised meanwhile wait for it.
  keepEarlyToasts();

  // --- events ------------------------------------------------------------------------------------

  /** The widget host the visitor last used: events caused by that use are dispatched there. */
  let origin: HTMLElement | null = null;
  let overlay: { host: HTMLElement; shadow: ShadowRoot } | undefined;

  const hostOf = (event: Event): HTMLElement | null => {
    for (const node of event.composedPath()) {
      if (node instanceof HTMLElement && (entries.has(node) || node === overlay?.host)) return node;
    }
    return null;
  };
  const track = (event: Event) => {
    origin = hostOf(event);
    // The bell and the user menu load core's dialog machine themselves on a click; the runtime must
    // be subscribed to it to show the dialog, so it links as the visitor reaches for one of them
    // (capture phase: before the widget's own handler runs).
    const type = origin && entries.get(origin)?.type;
    if (type && SESSION_WIDGETS.includes(type)) void linkDialog().catch(() => {});
  };
  for (const type of ['pointerdown', 'focusin', 'keydown', 'click']) {
    doc.addEventListener(type, track, true);
    cleanups.push(() => doc.removeEventListener(type, track, true));
  }

  /**
   * One event per occurrence, bubbling and composed: on the host of the widget the visitor was
   * using, else on document. A listener on document (as `Meedu.on` uses) sees each exactly once.
   */
  function emit<K extends MeeduEventName>(name: K, detail: MeeduEventDetail[K], target?: EventTarget | null): void {
    const at = target ?? (origin?.isConnected ? origin : null) ?? doc;
    at.dispatchEvent(new CustomEvent(EVENT_PREFIX + name, { detail, bubbles: true, composed: true }));
  }

  const listeners = new Map<MeeduListener<never>, Map<string, EventListener>>();
  const eventName = (name: string) => EVENT_PREFIX + String(name).replace(/^meedu:/, '');

  // --- environment: the visitor stays on the host page --------------------------------------------

  cleanups.push(
    configureEnvironment({
      // After a login the stores already hold the member: widgets re-render, meedu:login tells the page.
      reload: () => {},
      navigate: (path) => {
        if (/^\/login(?:[/?#]|$)/.test(path)) {
          // A 401 asks for /login; here that is the login dialog.
          void withDialog((dialog) => {
            if (!dialog.$state.get().open) dialog.open('login');
          });
          return;
        }
        // Home after logout: the host page is home.
        if (path === '/' || path === '') return;
        // Pages only the learner site has (face check, member centre) open there, when it is known.
        if (site) env().assign(siteUrl(site, path));
        else env().log('embed: no data-site, navigation ignored', path);
      },
    }),
  );

  let started = false;
  cleanups.push(
    isLogin.listen((value) => {
      if (!started) return;
      if (value) emit('login', { user: snapshot(user.get()) as User });
      else emit('logout', {});
    }),
  );

  // --- overlay host: the shared login dialog and toaster ----------------------------------------

  function whenBody(fn: () => void): void {
    if (doc.body) fn();
    else doc.addEventListener('DOMContentLoaded', fn, { once: true });
  }

  function slot(shadow: ShadowRoot, name: string): Slot {
    const container = doc.createElement('div');
    container.className = css.root;
    container.setAttribute('data-meedu-root', name);
    const portal = doc.createElement('div');
    portal.className = css.root;
    portal.setAttribute('data-meedu-portal', name);
    shadow.append(container, portal);
    return { container, portal };
  }

  function overlaySlot(name: string): Slot {
    if (!overlay) {
      const host = doc.createElement('div');
      host.setAttribute('data-meedu-widget', 'overlay');
      doc.body.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      ownRoots.add(shadow);
      adoptStyles(shadow, nonce);
      overlay = { host, shadow };
    }
    return slot(overlay.shadow, name);
  }

  const overlays: Array<WidgetHandle<WidgetOptions>> = [];
  const overlayMounts = new Map<string, Promise<void>>();

  function mountOverlay(chunk: string, name: string): Promise<void> {
    let pending = overlayMounts.get(name);
    if (!pending) {
      pending = load(chunk).then(
        (mod) =>
          new Promise<void>((resolve) =>
            whenBody(() => {
              // Torn down meanwhile: nothing would ever unmount it.
              if (!disposed) {
                const { container, portal } = overlaySlot(name);
                overlays.push(mod.widgets[name](container, {}, { portal }));
              }
              resolve();
            }),
          ),
      );
      overlayMounts.set(name, pending);
      pending.catch((error) => {
        overlayMounts.delete(name);
        env().log('embed: chunk failed', chunk, error);
      });
    }
    return pending;
  }

  // The dialog machine is core's and shared: a login button, the user menu, a 401 or Meedu.open may
  // open it. The runtime links to it once something on the page can open it; the first time it
  // opens, the dialog widget is loaded and mounted, and renders the already-open state.
  let link: Promise<LoginDialog> | undefined;
  function linkDialog(): Promise<LoginDialog> {
    link ??= import('../../core/app/login-dialog.js').then(({ loginDialog }) => {
      const dialog = loginDialog();
      if (!disposed) {
        cleanups.push(
          dialog.$state.subscribe((state) => {
            if (!state.open) return;
            // A login through the dialog uses the server's config (face check): start-up knows it.
            startSession();
            void mountOverlay('login', 'login-dialog').catch(() => emit('error', { message: '登录组件加载失败' }));
          }),
        );
      }
      return dialog;
    });
    link.catch((error) => {
      link = undefined;
      env().log('embed: login dialog failed to load', error);
    });
    return link;
  }
  const withDialog = (fn: (dialog: LoginDialog) => void) => linkDialog().then(fn);

  cleanups.push(
    onToast((message, kind) => {
      if (kind === 'error') emit('error', { message });
      void mountOverlay('toast', 'toaster').catch(() => {});
    }),
  );

  // --- session --------------------------------------------------------------------------------------

  /**
   * Start-up runs once something on the page shows or asks about the session: a login button, bell
   * or user menu, `Meedu.session`, a session event listener, the dialog. A page with only a course
   * list never loads it (its API base is set above, which is all the list needs).
   */
  let session: Promise<void> | undefined;
  function startSession(): void {
    if (disposed) return;
    session ??= (load('session') as Promise<unknown> as Promise<SessionChunk>).then(
      (mod) => {
        if (disposed) return;
        const { done, stop } = mod.startSession({
          onBindMobileRequired: (code) => void withDialog((dialog) => dialog.open('bindMobile', { code, via: 'socialite' })),
          // Exchanging a QQ login_code is a login happening now; a session restored from a stored
          // token is not, and only shows in meedu:ready.
          onSilentLogin: (u) => emit('login', { user: snapshot(u) as User }, doc),
        });
        cleanups.push(stop);
        return done.then(() => {
          started = true;
          if (!disposed) emit('ready', { isLogin: isLogin.get(), user: snapshot(user.get()) }, doc);
        });
      },
      (error) => {
        // A later widget or call tries again.
        session = undefined;
        env().log('embed: session start-up failed to load', error);
      },
    );
  }

  // --- widgets ------------------------------------------------------------------------------------

  function optionsFor(el: HTMLElement, entry: Entry): WidgetOptions {
    const { options, theme } = parseAttributes(el);
    for (const property of entry.theme) if (!(property in theme)) el.style.removeProperty(property);
    for (const [property, value] of Object.entries(theme)) el.style.setProperty(property, value);
    entry.theme = Object.keys(theme);
    const next: WidgetOptions = { ...siteLinks(entry.type, site), ...options, ...entry.explicit };
    // An attribute that went away is passed as undefined, so the widget falls back to its default.
    for (const key of Object.keys(entry.current)) if (!(key in next)) next[key] = undefined;
    return next;
  }

  function refresh(el: HTMLElement): void {
    const entry = entries.get(el);
    if (!entry) return;
    entry.current = optionsFor(el, entry);
    entry.handle?.update(entry.current);
  }

  function facade(el: HTMLElement, entry: Entry): WidgetHandle<WidgetOptions> {
    return {
      update(next) {
        if (entries.get(el) !== entry) return;
        entry.explicit = { ...entry.explicit, ...next };
        refresh(el);
      },
      unmount: () => {
        if (entries.get(el) === entry) unmountWidget(el);
      },
    };
  }

  function report(el: HTMLElement, message: string, error?: unknown): void {
    env().log(`embed: ${message}`, error ?? '');
    emit('error', { message }, el.isConnected ? el : doc);
  }

  function mountWidget(el: HTMLElement, type: string, explicit: WidgetOptions = {}): Promise<WidgetHandle<WidgetOptions>> {
    if (!isWidgetType(type)) {
      const error = new Error(`未知的组件类型：${type}`);
      report(el, error.message);
      return Promise.reject(error);
    }
    const existing = entries.get(el);
    if (existing?.type === type) {
      if (Object.keys(explicit).length) facade(el, existing).update(explicit);
      return existing.ready;
    }
    if (existing) unmountWidget(el);

    const entry = { type, explicit, current: {}, theme: [] } as unknown as Entry;
    entries.set(el, entry);
    if (SESSION_WIDGETS.includes(type)) startSession();
    entry.current = optionsFor(el, entry);
    entry.ready = load(WIDGET_CHUNKS[type]).then((mod) => {
      if (entries.get(el) !== entry) throw new Cancelled();
      // The shadow root is attached only now, so the placeholder's own content stays visible as a
      // fallback until the widget can replace it (or for good, if the chunk cannot be loaded).
      let shadow = el.shadowRoot;
      if (shadow && !ownRoots.has(shadow)) throw new Error('该元素已有自己的 Shadow DOM，无法挂载组件');
      if (!shadow) {
        shadow = el.attachShadow({ mode: 'open' });
        ownRoots.add(shadow);
      }
      adoptStyles(shadow, nonce);
      const { container, portal } = slot(shadow, type);
      Object.assign(entry, { shadow, container, portal });
      entry.current = optionsFor(el, entry);
      entry.handle = mod.widgets[type](container, entry.current, { portal });
      // The login button's chunk imports the machine statically: linking now costs a tiny chunk.
      if (type === 'login-button') void linkDialog().catch(() => {});
      return facade(el, entry);
    });
    entry.ready.catch((error: unknown) => {
      if (error instanceof Cancelled) return;
      if (entries.get(el) === entry) entries.delete(el);
      report(el, error instanceof Error && /Shadow DOM/.test(error.message) ? error.message : '组件加载失败', error);
    });
    return entry.ready;
  }

  function unmountWidget(el: HTMLElement): void {
    const entry = entries.get(el);
    if (!entry) return;
    entries.delete(el);
    entry.handle?.unmount();
    entry.container?.remove();
    entry.portal?.remove();
    if (entry.shadow) releaseStyles(entry.shadow);
    for (const property of entry.theme) el.style.removeProperty(property);
  }

  function scan(root: Element | Document): void {
    const found: HTMLElement[] = [];
    if (root instanceof HTMLElement && root.hasAttribute('data-meedu-widget')) found.push(root);
    found.push(...root.querySelectorAll<HTMLElement>('[data-meedu-widget]'));
    for (const el of found) {
      const type = el.getAttribute('data-meedu-widget') ?? '';
      if (entries.has(el) || el === overlay?.host) continue;
      void mountWidget(el, type).catch(() => {});
    }
  }

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.type === 'attributes') {
        const el = record.target as HTMLElement;
        const entry = entries.get(el);
        if (record.attributeName === 'data-meedu-widget') {
          const type = el.getAttribute('data-meedu-widget');
          if (entry && type !== entry.type) unmountWidget(el);
          if (type !== null && el !== overlay?.host) scan(el);
        } else if (entry && record.attributeName?.startsWith('data-')) {
          refresh(el);
        }
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
      if (record.removedNodes.length) removed = true;
    }
    // Checked after the batch, so an element moved elsewhere in the page keeps its widget.
    if (removed) for (const el of [...entries.keys()]) if (!el.isConnected) unmountWidget(el);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true });
  cleanups.push(() => observer.disconnect());
  scan(doc);

  // --- JS API -------------------------------------------------------------------------------------

  // Reading the session is asking for it: start-up begins if nothing has started it yet.
  const sessionView: MeeduSession = {
    get ready() {
      startSession();
      return sessionReady.get();
    },
    get isLogin() {
      startSession();
      return isLogin.get();
    },
    get user() {
      startSession();
      const u = user.get();
      return u ? Object.freeze({ ...u }) : null;
    },
    logout: async () => {
      origin = null;
      await (await import('../../core/app/logout.js')).logout();
    },
  };

  const api: MeeduApi = {
    version: VERSION,
    session: sessionView,
    push(...commands) {
      for (const command of commands) run(command);
    },
    mount(element, type, options = {}) {
      if (!(element instanceof HTMLElement)) return Promise.reject(new TypeError('Meedu.mount: 需要一个元素'));
      return mountWidget(element, type, options);
    },
    unmount: (element) => unmountWidget(element),
    open(view = 'login') {
      origin = null;
      const next: AuthView = view === 'register' ? 'register' : 'login';
      return withDialog((dialog) => dialog.open(next));
    },
    close: () => void link?.then((dialog) => dialog.close()),
    on(name, listener) {
      const type = eventName(name);
      if (SESSION_EVENTS.includes(type)) startSession();
      let byType = listeners.get(listener as MeeduListener<never>);
      if (!byType) listeners.set(listener as MeeduListener<never>, (byType = new Map()));
      if (byType.has(type)) return;
      const wrapped: EventListener = (event) => (listener as MeeduListener)((event as CustomEvent).detail, event as CustomEvent);
      byType.set(type, wrapped);
      doc.addEventListener(type, wrapped);
    },
    off(name, listener) {
      const type = eventName(name);
      const wrapped = listeners.get(listener as MeeduListener<never>)?.get(type);
      if (!wrapped) return;
      doc.removeEventListener(type, wrapped);
      listeners.get(listener as MeeduListener<never>)?.delete(type);
    },
  };

  const COMMANDS = ['mount', 'unmount', 'open', 'close', 'on', 'off', 'logout'] as const;
  function run(command: QueuedCommand): void {
    try {
      if (typeof command === 'function') {
        command(api);
        return;
      }
      if (!Array.isArray(command)) throw new TypeError('Meedu.push: 命令应为数组或函数');
      const [name, ...args] = command;
      if (!COMMANDS.includes(name as (typeof COMMANDS)[number])) throw new TypeError(`Meedu.push: 未知的命令 ${String(name)}`);
      if (name === 'logout') void sessionView.logout();
      else {
        const result = (api[name as Exclude<(typeof COMMANDS)[number], 'logout'>] as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) result.catch(() => {});
      }
    } catch (error) {
      console.error('[meedu]', error);
    }
  }

  return {
    api,
    dispose() {
      disposed = true;
      for (const el of [...entries.keys()]) unmountWidget(el);
      for (const handle of overlays.splice(0)) handle.unmount();
      overlay?.host.remove();
      overlay = undefined;
      for (const [, byType] of listeners) for (const [type, wrapped] of byType) doc.removeEventListener(type, wrapped);
      listeners.clear();
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
      setTheme({});
    },
  };
}

let running: Runtime | undefined;

/**
 * Called by the loader once: builds the runtime, replaces the `window.Meedu` queue with the API
 * and runs what was queued, in order.
 */
export function start(settings: LoaderSettings, load: LoadChunk): MeeduApi {
  if (running) return running.api;
  running = createRuntime(settings, load);
  const queued = Array.isArray(window.Meedu) ? (window.Meedu as QueuedCommand[]) : [];
  window.Meedu = running.api;
  running.api.push(...queued);
  return running.api;
}

/** Tears the started runtime down (an SPA host leaving the page section, tests). */
export function stop(): void {
  running?.dispose();
  running = undefined;
}
