import { isLogin, sessionReady, user } from '#core/session/index.js';
import { cleanups, doc, noop } from './context.js';
import { refuse, setOrigin } from './events.js';
import type { MeeduApi, MeeduListener, MeeduSession } from './meedu-api.js';
import { mountWidget, unmountWidget } from './mounts.js';
import { parsed } from './overlay.js';
import { link, startSession, withDialog } from './session.js';

const COMMANDS = ['mount', 'unmount', 'open', 'close', 'on', 'off', 'logout'];

const eventName = (name: string) => 'meedu:' + String(name).replace(/^meedu:/, '');

/** `window.Meedu` once the runtime runs: what a page may call (meedu-api.ts has its types). */
export function createApi(): MeeduApi {
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
      setOrigin(null);
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
      setOrigin(null);
      await withDialog((dialog) => dialog.open(view === 'register' ? view : 'login'));
    },
    // A dialog never linked is not open: closing links nothing.
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
  return api;
}
