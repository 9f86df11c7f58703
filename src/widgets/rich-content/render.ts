import { enhance, lazyEnhancers, type Enhancers } from './enhance.js';
import { sanitizeHtml, sanitizeSnippet } from './sanitize.js';

/**
 * Everything RichContent does once it has the content, in one lazily loaded chunk: sanitize,
 * insert the fragment as is, then math and code (each of those loaded only when present).
 */
export async function renderInto(
  node: HTMLElement,
  html: string | null | undefined,
  isCurrent: () => boolean,
  enhancers: Enhancers = lazyEnhancers,
): Promise<void> {
  node.replaceChildren(sanitizeHtml(html));
  await enhance(node, enhancers, isCurrent);
}

export function renderSnippetInto(node: HTMLElement, html: string | null | undefined): void {
  node.replaceChildren(sanitizeSnippet(html));
}

/**
 * Code blocks, display formulas and tables scroll sideways when they do not fit (on a phone,
 * mostly). Keyboard users must be able to scroll them too, so whichever of them overflows right
 * now takes focus; the rest stay out of the tab order. Re-checked whenever the content resizes
 * and whenever web fonts finish loading: KaTeX's fonts widen a formula inside a box whose own size
 * does not change, so no resize would tell.
 */
export function keepScrollablesFocusable(root: HTMLElement): () => void {
  const update = () => {
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('pre, .math-display, table'))) {
      if (el.scrollWidth > el.clientWidth + 1) el.tabIndex = 0;
      else el.removeAttribute('tabindex');
    }
  };
  update();
  const fonts = document.fonts as FontFaceSet | undefined;
  fonts?.addEventListener('loadingdone', update);
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
  observer?.observe(root);
  return () => {
    fonts?.removeEventListener('loadingdone', update);
    observer?.disconnect();
  };
}
