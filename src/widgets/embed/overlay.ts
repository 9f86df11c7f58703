import { adoptStyles } from './css-registry.js';
import { cleanups, disposed, doc, load, nonce } from './context.js';
import { failed } from './events.js';
import { root as rootClass } from './host.css.js';

/** The runtime's own host on body for the login dialog and the toaster, once one has mounted. */
export let overlay: HTMLElement | undefined;
/** Each overlay widget's mount, by name, while it loads or once it has. */
let overlays: Record<string, Promise<void>> = {};

export const resetOverlays = () => {
  overlay = undefined;
  overlays = {};
};

/** Fills a shadow root with the node a widget renders into and the one its popups portal to. */
export function slot(shadow: ShadowRoot, name: string): HTMLElement[] {
  const nodes = ['root', 'portal'].map((role) => {
    const node = doc.createElement('div');
    node.className = rootClass;
    node.setAttribute('data-meedu-' + role, name);
    return node;
  });
  shadow.append(...nodes);
  return nodes;
}

/** Resolves once the document has `body` (ready: once it has been parsed). */
export const parsed = (ready?: boolean) =>
  new Promise((resolve) =>
    (ready ? doc.readyState != 'loading' : doc.body)
      ? resolve(0)
      : doc.addEventListener('DOMContentLoaded', resolve, { once: true }),
  );

/**
 * Mounts, once, a widget a page has one of whatever it shows (the login dialog, the toaster) in
 * the runtime's own host on body, which the first of them creates.
 */
export function mountOverlay(chunk: string, name: string): Promise<void> {
  return (overlays[name] ||= Promise.all([load(chunk), parsed()])
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
      delete overlays[name];
      failed(chunk, error);
      throw error;
    }));
}
