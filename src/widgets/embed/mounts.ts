import type { WidgetHandle } from '../runtime/contract.js';
import { adoptStyles, releaseStyles } from './css-registry.js';
import { load, noop, nonce, site, type Entry } from './context.js';
import { LOAD_FAILED, refuse, report } from './events.js';
import { parseAttributes, siteLinks } from './options.js';
import { slot } from './overlay.js';
import { linkDialog, startSession } from './session.js';
import { SESSION_WIDGETS, WIDGET_CHUNKS, isWidgetType, type WidgetOptions } from './types.js';

/** Rejects the mount of a placeholder unmounted while its chunk loaded; nobody is told. */
const CANCELLED = {};
const SHADOW_TAKEN = '该元素已有自己的 Shadow DOM，无法挂载组件';
/** Elements the DOM lets hold a shadow root (attachShadow): these, and custom elements. */
const SHADOW_HOST = /^(article|aside|blockquote|body|div|footer|h[1-6]|header|main|nav|p|section|span)$|-/;

/** The widget on each placeholder. */
export const entries = new Map<HTMLElement, Entry>();
/** Shadow roots the runtime attached: it may fill them again, never someone else's. */
const roots = new WeakSet<ShadowRoot>();

function unstyle(el: HTMLElement, entry: Entry): void {
  for (const property of entry.theme) el.style.removeProperty(property);
}

/** Reads the placeholder's attributes again and hands the widget (once it is there) the result. */
export function refresh(el: HTMLElement, entry: Entry): void {
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

/**
 * Mounts a widget of `type` on a placeholder, into a shadow root of its own that adopts the shared
 * stylesheet; the same type again only takes the new options.
 */
export function mountWidget(
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
      if (shadow && !roots.has(shadow)) throw new Error(SHADOW_TAKEN);
      if (!shadow) roots.add((shadow = el.attachShadow({ mode: 'open' })));
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

export function unmountWidget(el: HTMLElement): void {
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
