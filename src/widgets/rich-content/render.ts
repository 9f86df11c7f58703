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
