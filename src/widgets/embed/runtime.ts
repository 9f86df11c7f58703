// Core's concerns one by one, never its index. What only some pages need is loaded when needed:
// the session start-up (the `session` chunk), the login dialog machine and logout (import()).
import { configureApi } from '#core/client/index.js';
import type { User } from '#core/member/index.js';
import type { LoginDialog } from '#core/auth/index.js';
import { configureEnvironment, env, onToast } from '#core/env/index.js';
import { isLogin, sessionReady, user } from '#core/session/index.js';
import { keepEarlyToasts } from '../toast/early.js';
import type { WidgetHandle } from '../runtime/contract.js';
import type { startSession } from './chunks/session.js';
import { adoptStyles, releaseStyles, setTheme } from './css-registry.js';
import { root as rootClass } from './host.css.js';
import type { MeeduApi, MeeduEventDetail, MeeduEventName, MeeduListener, MeeduSession } from './meedu-api.js';
import { parseAttributes, siteLinks, siteUrl, themeFromData } from './options.js';
import {
  SESSION_WIDGETS,
  WIDGET_CHUNKS,
  isWidgetType,
  type LoadChunk,
  type LoaderSettings,
  type WidgetOptions,
  type WidgetType,
} from './types.js';

interface Entry {
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

export interface Runtime {
  api: MeeduApi;
  /** Unmounts everything, stops observing and restores the environment (tests, hot reload). */
  dispose(): void;
}

/** What the `session` chunk exports. */
interface SessionChunk {
  startSession: typeof startSession;
}

/** Rejects the mount of a placeholder unmounted while its chunk loaded; nobody is told. */
const CANCELLED = {};
const SHADOW_TAKEN = '该元素已有自己的 Shadow DOM，无法挂载组件';
const LOAD_FAILED = '组件加载失败';
/** Elements the DOM lets hold a shadow root (attachShadow): these, and custom elements. */
const SHADOW_HOST = /^(article|aside|blockquote|body|div|footer|h[1-6]|header|main|nav|p|section|span)$|-/;
const COMMANDS = ['mount', 'unmount', 'open', 'close', 'on', 'off', 'logout'];

const snapshot = (u: User | null) => u && { ...u };
const noop = () => {};

/**
 * Everything behind the script tag: mounts each `[data-meedu-widget]` placeholder into its own
 * shadow root (and ones added later; removed ones are unmounted), adopts the shared stylesheet,
 * runs the one login dialog and toaster in an overlay host on document.body, keeps the visitor on
 * the host page after login/logout/401, and turns session changes into DOM events.
 */
export function createRuntime({ data, nonce }: LoaderSettings, load: LoadChunk): Runtime {
  const doc = document;
  const site = data.site;
  const entries = new Map<HTMLElement, Entry>();
  const ownRoots = new WeakSet<ShadowRoot>();
  // Run in reverse by dispose, so what was configured first is restored last.
  const cleanups: Array<() => void> = [() => setTheme({})];
  const failed = (what: string, error: unknown) => env().log(`embed: ${what} failed to load`, error);
  let disposed = false;
  /** The widget host the visitor last used: events caused by that use are dispatched there. */
  let origin: HTMLElement | null = null;
  /** The runtime's own host on body for the login dialog and the toaster. */
  let overlay: HTMLElement | undefined;
  let started = false;

  if (data.api || data.apiSecondary) {
    cleanups.push(configureApi({ baseURL: data.api || undefined, secondaryBaseURL: data.apiSecondary || undefined }));
  }
  setTheme(themeFromData(data));
  // The toaster is loaded by the first toast; that toast and any raised meanwhile wait for it.
  keepEarlyToasts();

  // --- events ------------------------------------------------------------------------------------

  const track = (event: Event) => {
    origin =
      (event.composedPath().find((node) => entries.has(node as HTMLElement) || node === overlay) as HTMLElement) ??
      null;
    // The bell and the user menu load core's dialog machine themselves on a click; the runtime must
    // be subscribed to it to show the dialog, so it links as the visitor reaches for one of them
    // (capture phase: before the widget's own handler runs).
    if (SESSION_WIDGETS.includes(entries.get(origin!)?.type as string)) linkDialog().catch(noop);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown', 'click']) {
    doc.addEventListener(type, track, true);
    cleanups.push(() => doc.removeEventListener(type, track, true));
  }

  /**
   * One event per occurrence, bubbling and composed: on the host of the widget the visitor was
   * using, else on document. A listener on document (as `Meedu.on` uses) sees each exactly once.
   */
  function emit<K extends MeeduEventName>(name: K, detail: MeeduEventDetail[K], target?: EventTarget): void {
    (target ?? (origin?.isConnected ? origin : doc)).dispatchEvent(
      new CustomEvent('meedu:' + name, { detail, bubbles: true, composed: true }),
    );
  }

  // --- environment: the visitor stays on the host page --------------------------------------------

  cleanups.push(
    configureEnvironment({
      // After a login the stores already hold the member: widgets re-render, meedu:login tells the page.
      reload: noop,
      navigate: (path) => {
        // A 401 asks for /login; here that is the login dialog.
        if (/^\/login([/?#]|$)/.test(path))
          void withDialog((dialog) => dialog.$state.get().open || dialog.open('login'));
        // Home after logout is the host page itself. Pages only the learner site has (face check,
        // member centre) open there, when it is known.
        else if (path && path !== '/') {
          if (site) env().assign(siteUrl(site, path));
          else env().log('embed: no data-site, navigation ignored', path);
        }
      },
    }),
    isLogin.listen((value) => {
      if (started) value ? emit('login', { user: snapshot(user.get())! }) : emit('logout', {});
    }),
  );

  // --- overlay host: the shared login dialog and toaster ----------------------------------------

  /** Fills a shadow root with the node a widget renders into and the one its popups portal to. */
  function slot(shadow: ShadowRoot, name: string): HTMLElement[] {
    const nodes = ['root', 'portal'].map((role) => {
      const node = doc.createElement('div');
      node.className = rootClass;
      node.setAttribute('data-meedu-' + role, name);
      return node;
    });
    shadow.append(...nodes);
    return nodes;
  }

  const overlayMounts: Record<string, Promise<void>> = {};
  /** Resolves once the document has `body` (ready: once it has been parsed). */
  const parsed = (ready?: boolean) =>
    new Promise((resolve) =>
      (ready ? doc.readyState != 'loading' : doc.body)
        ? resolve(0)
        : doc.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  function mountOverlay(chunk: string, name: string): Promise<void> {
    return (overlayMounts[name] ||= Promise.all([load(chunk), parsed()])
      .then(([mod]) => {
        // Torn down meanwhile: nothing would ever unmount it.
        if (disposed) return;
        if (!overlay) {
          const host = (overlay = doc.createElement('div'));
          host.setAttribute('data-meedu-widget', 'overlay');
          doc.body.append(host);
          adoptStyles(host.attachShadow({ mode: 'open' }), nonce);
          cleanups.push(() => host.remove());
        }
        const [container, portal] = slot(overlay.shadowRoot!, name);
        const handle = mod.widgets[name](container, {}, { portal });
        cleanups.push(() => handle.unmount());
      })
      .catch((error) => {
        // The next toast or opening tries again.
        delete overlayMounts[name];
        failed(chunk, error);
        throw error;
      }));
  }

  // The dialog machine is core's and shared: a login button, the user menu, a 401 or Meedu.open may
  // open it. The runtime links to it once something on the page can open it; the first time it
  // opens, the dialog widget is loaded and mounted, and renders the already-open state.
  let link: Promise<LoginDialog> | undefined;
  function linkDialog(): Promise<LoginDialog> {
    link ??= import('#core/app/login-dialog.js').then(({ loginDialog }) => {
      const dialog = loginDialog();
      if (!disposed) {
        cleanups.push(
          dialog.$state.subscribe((state) => {
            if (!state.open) return;
            // A login through the dialog uses the server's config (face check): start-up knows it.
            startSession();
            mountOverlay('login', 'login-dialog').catch(() => emit('error', { message: '登录' + LOAD_FAILED }));
          }),
        );
      }
      return dialog;
    });
    link.catch((error) => {
      link = undefined;
      failed('login dialog', error);
    });
    return link;
  }
  const withDialog = (fn: (dialog: LoginDialog) => unknown) => linkDialog().then(fn);

  cleanups.push(
    onToast((message, kind) => {
      if (kind === 'error') emit('error', { message });
      mountOverlay('toast', 'toaster').catch(noop);
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
          onBindMobileRequired: (code) =>
            void withDialog((dialog) => dialog.open('bindMobile', { code, via: 'socialite' })),
          // Exchanging a QQ login_code is a login happening now; a session restored from a stored
          // token is not, and only shows in meedu:ready.
          onSilentLogin: (u) => emit('login', { user: snapshot(u)! }, doc),
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
        failed('session start-up', error);
      },
    );
  }

  // --- widgets ------------------------------------------------------------------------------------

  function unstyle(el: HTMLElement, entry: Entry): void {
    for (const property of entry.theme) el.style.removeProperty(property);
  }

  /** Reads the placeholder's attributes again and hands the widget (once it is there) the result. */
  function refresh(el: HTMLElement, entry: Entry): void {
    const { options, theme } = parseAttributes(el);
    unstyle(el, entry);
    for (const property in theme) el.style.setProperty(property, theme[property]);
    entry.theme = Object.keys(theme);
    const next: WidgetOptions = { ...siteLinks(entry.type, site), ...options, ...entry.explicit };
    // An attribute that went away is passed as undefined, so the widget falls back to its default.
    for (const key in entry.current) if (!(key in next)) next[key] = undefined;
    entry.current = next;
    entry.handle?.update(next);
  }

  function report(el: HTMLElement, message: string, error: unknown): void {
    env().log(`embed: ${message}`, error);
    emit('error', { message }, el.isConnected ? el : doc);
  }

  /** A mount that cannot start: told on the placeholder, or on document and with console.error. */
  function refuse(el: HTMLElement | null, message: string): Promise<never> {
    if (el) report(el, message, '');
    else {
      console.error('[meedu]', message);
      emit('error', { message }, doc);
    }
    return Promise.reject(new Error(message));
  }

  function mountWidget(
    el: HTMLElement,
    type: string,
    explicit: WidgetOptions = {},
  ): Promise<WidgetHandle<WidgetOptions>> {
    if (!isWidgetType(type)) return refuse(el, `未知的组件类型：${type}`);
    // A <button>, <a> or <img> cannot hold the shadow root a widget renders into.
    if (!SHADOW_HOST.test(el.localName)) return refuse(el, `<${el.localName}> 元素无法挂载组件，请改用 div 或 span`);
    const existing = entries.get(el);
    if (existing?.type === type) {
      update(el, existing, explicit);
      return existing.ready;
    }
    unmountWidget(el);

    const entry = { type, explicit, current: {}, theme: [] } as unknown as Entry;
    entries.set(el, entry);
    if (SESSION_WIDGETS.includes(type)) startSession();
    refresh(el, entry);
    return (entry.ready = load(WIDGET_CHUNKS[type])
      .then((mod) => {
        if (entries.get(el) !== entry) throw CANCELLED;
        // The shadow root is attached only now, so the placeholder's own content stays visible as a
        // fallback until the widget can replace it (or for good, if the chunk cannot be loaded).
        let shadow = el.shadowRoot;
        if (shadow && !ownRoots.has(shadow)) throw new Error(SHADOW_TAKEN);
        if (!shadow) ownRoots.add((shadow = el.attachShadow({ mode: 'open' })));
        adoptStyles(shadow, nonce);
        const [container, portal] = (entry.nodes = slot(shadow, type));
        refresh(el, entry);
        entry.handle = mod.widgets[type](container, entry.current, { portal });
        // The login button's chunk imports the machine statically: linking now costs a tiny chunk.
        if (type === 'login-button') linkDialog().catch(noop);
        return {
          update: (next: WidgetOptions) => update(el, entry, next),
          unmount: () => entries.get(el) === entry && unmountWidget(el),
        };
      })
      .catch((error) => {
        if (error !== CANCELLED) {
          if (entries.get(el) === entry) entries.delete(el);
          report(el, (error as Error)?.message === SHADOW_TAKEN ? SHADOW_TAKEN : LOAD_FAILED, error);
        }
        throw error;
      }));
  }

  function update(el: HTMLElement, entry: Entry, next: WidgetOptions): void {
    if (entries.get(el) !== entry) return;
    entry.explicit = { ...entry.explicit, ...next };
    refresh(el, entry);
  }

  function unmountWidget(el: HTMLElement): void {
    const entry = entries.get(el);
    if (!entry) return;
    entries.delete(el);
    entry.handle?.unmount();
    if (entry.nodes) {
      for (const node of entry.nodes) node.remove();
      releaseStyles(el.shadowRoot!);
    }
    unstyle(el, entry);
  }
  cleanups.push(() => entries.forEach((_, el) => unmountWidget(el)));

  function scan(root: Element | Document): void {
    const found = [...root.querySelectorAll<HTMLElement>('[data-meedu-widget]')];
    if (root instanceof HTMLElement && root.hasAttribute('data-meedu-widget')) found.push(root);
    for (const el of found) {
      if (!entries.has(el) && el !== overlay) mountWidget(el, el.getAttribute('data-meedu-widget')!).catch(noop);
    }
  }

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const { type, target, attributeName, addedNodes, removedNodes } of records) {
      const el = target as HTMLElement;
      const entry = entries.get(el);
      if (attributeName === 'data-meedu-widget') {
        if (entry?.type !== el.getAttribute(attributeName)) unmountWidget(el);
        scan(el);
      } else if (type === 'attributes') {
        if (entry && attributeName!.startsWith('data-')) refresh(el, entry);
      } else {
        for (const node of addedNodes) if (node instanceof Element) scan(node);
        removed ||= removedNodes.length > 0;
      }
    }
    // Checked after the batch, so an element moved elsewhere in the page keeps its widget.
    if (removed) entries.forEach((_, el) => el.isConnected || unmountWidget(el));
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true });
  cleanups.push(() => observer.disconnect());
  scan(doc);

  // --- JS API -------------------------------------------------------------------------------------

  // Reading the session is asking for it: start-up begins if nothing has started it yet.
  const ask = <T>(store: { get(): T }): T => (startSession(), store.get());
  const sessionView: MeeduSession = {
    get ready() {
      return ask(sessionReady);
    },
    get isLogin() {
      return ask(isLogin);
    },
    get user() {
      const u = ask(user);
      return u && Object.freeze({ ...u });
    },
    logout: () => {
      origin = null;
      return import('#core/app/logout.js').then((module) => module.logout());
    },
  };

  /** One wrapper per listener, whatever the names it listens for (the DOM ignores a second add). */
  const wrappers = new Map<MeeduListener<never>, EventListener>();
  // Every event name ever listened for, so dispose removes each wrapper once per name however
  // often a page called on and off.
  const listened = new Set<string>();
  cleanups.push(() =>
    wrappers.forEach((wrapped) => listened.forEach((type) => doc.removeEventListener(type, wrapped))),
  );
  const eventName = (name: string) => 'meedu:' + String(name).replace(/^meedu:/, '');

  const api: MeeduApi = {
    version: '1',
    session: sessionView,
    push(...commands) {
      for (const command of commands) {
        try {
          if (typeof command === 'function') command(api);
          else {
            const [name, ...args] = Array.isArray(command) ? command : [command];
            if (!COMMANDS.includes(name as string)) throw new TypeError(`Meedu.push: 未知的命令 ${String(name)}`);
            const run = (name === 'logout' ? sessionView.logout : api[name as 'close']) as (...a: unknown[]) => unknown;
            // The queue has nobody to tell about a failure; the runtime has reported it already.
            Promise.resolve(run(...args)).catch(noop);
          }
        } catch (error) {
          console.error('[meedu]', error);
        }
      }
    },
    mount(element, type, options = {}) {
      if (element instanceof HTMLElement) return mountWidget(element, type, options);
      // Queued in <head>, the command runs before the page's body exists: a selector is looked up
      // once the page has been parsed (an element looked up there is null, found as no element).
      return parsed(true)
        .then(() => doc.querySelector(element as string))
        .catch(noop)
        .then((el) =>
          el instanceof HTMLElement
            ? mountWidget(el, type, options)
            : refuse(null, `Meedu.mount: 找不到元素 ${element}`),
        );
    },
    unmount: (element) => unmountWidget(element),
    async open(view) {
      origin = null;
      await withDialog((dialog) => dialog.open(view === 'register' ? view : 'login'));
    },
    close: () => void link?.then((dialog) => dialog.close()),
    on(name, listener) {
      const type = eventName(name);
      // Listening for these asks for the session, like reading `Meedu.session`.
      if (/:(ready|login|logout)$/.test(type)) startSession();
      let wrapped = wrappers.get(listener as MeeduListener<never>);
      if (!wrapped) {
        wrapped = (event) => (listener as MeeduListener)((event as CustomEvent).detail, event as CustomEvent);
        wrappers.set(listener as MeeduListener<never>, wrapped);
      }
      listened.add(type);
      doc.addEventListener(type, wrapped);
    },
    off(name, listener) {
      const wrapped = wrappers.get(listener as MeeduListener<never>);
      if (wrapped) doc.removeEventListener(eventName(name), wrapped);
    },
  };

  return {
    api,
    dispose() {
      disposed = true;
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    },
  };
}

let running: Runtime | undefined;

/**
 * Called by the loader once: builds the runtime, replaces the `window.Meedu` queue with the API
 * and runs what was queued, in order.
 */
export function start(settings: LoaderSettings, load: LoadChunk): MeeduApi {
  if (!running) {
    running = createRuntime(settings, load);
    const queued = window.Meedu;
    window.Meedu = running.api;
    if (Array.isArray(queued)) running.api.push(...queued);
  }
  return running.api;
}

/** Tears the started runtime down (an SPA host leaving the page section, tests). */
export function stop(): void {
  running?.dispose();
  running = undefined;
}
export * from './chunks/common.js';
