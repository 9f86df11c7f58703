import { cleanups, doc, noop } from './context.js';
import { entries, mountWidget, refresh, unmountWidget } from './mounts.js';
import { overlay } from './overlay.js';

/** Mounts every placeholder in or at `root` that has no widget yet. */
function scan(root: Element | Document): void {
  const found = [...root.querySelectorAll<HTMLElement>('[data-meedu-widget]')];
  if (root instanceof HTMLElement && root.hasAttribute('data-meedu-widget')) found.push(root);
  for (const el of found) {
    if (!entries.has(el) && el !== overlay) mountWidget(el, el.getAttribute('data-meedu-widget')!).catch(noop);
  }
}

/**
 * Mounts the placeholders on the page and follows it: placeholders added later are mounted,
 * removed ones unmounted, a changed type remounted, other data-* changes handed to the widget.
 */
export function watchPlaceholders(): void {
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
}
