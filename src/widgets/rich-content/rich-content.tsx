import { forwardRef, useEffect, useRef, type ForwardedRef } from 'react';
import { env } from '#core/env/index.js';
import type { Enhancers } from './enhance.js';
import * as css from './rich-content.css.js';
import { staticMarkup } from './static-html.js';

// Sanitizing (DOMPurify) and the math/code detection are a chunk of their own: a page pays for
// them only when it actually shows server HTML, and not before its own first paint.
const loadRenderer = () => import('./render.js');

export interface RichContentProps {
  /** Server HTML; sanitized before it reaches the page. */
  html: string | null | undefined;
  className?: string;
  /** Called once math and code are rendered (or found absent). */
  onRendered?: () => void;
  /** Renderer loaders; defaults to the lazily loaded KaTeX and highlight.js chunks. */
  enhancers?: Enhancers;
  /**
   * Wait until the box comes within a screen of the viewport (a home block far down the page):
   * the sanitizer is then not part of the first view's download.
   */
  whenNear?: boolean;
}

/** Calls `run` once `node` is within a screen's height of the viewport; returns a stop function. */
function whenNearViewport(node: Element, run: () => void): () => void {
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry.isIntersecting) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(node);
  return () => observer.disconnect();
}

function assign<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Sanitized server HTML with math rendered by KaTeX and code highlighted by highlight.js, each
 * loaded only when the content contains it. The sanitized fragment is inserted as DOM nodes; the
 * element has no React children, so re-renders never touch what was inserted.
 */
export const RichContent = forwardRef<HTMLDivElement, RichContentProps>(function RichContent(
  { html, className, onRendered, enhancers, whenNear },
  ref,
) {
  const el = useRef<HTMLDivElement | null>(null);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    let current = true;
    let stopWatching: (() => void) | undefined;
    const isCurrent = () => current;
    node.setAttribute('aria-busy', 'true');
    node.removeAttribute('data-rendered');
    const render = (): void =>
      void loadRenderer()
        .then(async ({ renderInto, keepScrollablesFocusable }) => {
          if (!current) return;
          const done = renderInto(node, html, isCurrent, enhancers);
          node.removeAttribute('aria-busy');
          await done;
          if (!current) return;
          stopWatching = keepScrollablesFocusable(node);
          // A marker for hosts and tests: sanitized, formulas and code rendered.
          node.setAttribute('data-rendered', '');
          rendered.current?.();
        })
        .catch((error: unknown) => {
          // Without the sanitizer nothing from the server may be shown; the box stays empty.
          if (current) node.removeAttribute('aria-busy');
          env().log('rich content could not be rendered', error);
        });
    const stopWaiting = whenNear ? whenNearViewport(node, render) : render();
    return () => {
      current = false;
      stopWaiting?.();
      stopWatching?.();
    };
  }, [html, enhancers, whenNear]);

  return (
    <div
      ref={(node) => {
        el.current = node;
        assign(ref, node);
      }}
      className={className ? `${css.prose} ${className}` : css.prose}
      // Never changes in the browser, so re-renders never touch the nodes the effect inserted.
      dangerouslySetInnerHTML={staticMarkup('rich', html)}
    />
  );
});

/** A search-result snippet: plain text with the engine's highlights shown as <mark>. */
export function HighlightedSnippet({ html, className }: { html: string | null | undefined; className?: string }) {
  const el = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let current = true;
    void loadRenderer().then(
      ({ renderSnippetInto }) => {
        if (!current || !el.current) return;
        renderSnippetInto(el.current, html);
        // The same marker as RichContent's: the client's own sanitized nodes are in.
        el.current.setAttribute('data-rendered', '');
      },
      (error: unknown) => env().log('snippet could not be rendered', error),
    );
    return () => {
      current = false;
    };
  }, [html]);
  return (
    <span
      ref={el}
      className={className ? `${css.snippet} ${className}` : css.snippet}
      dangerouslySetInnerHTML={staticMarkup('snippet', html)}
    />
  );
}
