import { forwardRef, useEffect, useRef, type ForwardedRef } from 'react';
import { enhance, lazyEnhancers, type Enhancers } from './enhance.js';
import { sanitizeHtml, sanitizeSnippet } from './sanitize.js';
import * as css from './rich-content.css.js';

export interface RichContentProps {
  /** Server HTML; sanitized before it reaches the page. */
  html: string | null | undefined;
  className?: string;
  /** Called once math and code are rendered (or found absent). */
  onRendered?: () => void;
  /** Renderer loaders; defaults to the lazily loaded KaTeX and highlight.js chunks. */
  enhancers?: Enhancers;
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
  { html, className, onRendered, enhancers = lazyEnhancers },
  ref,
) {
  const el = useRef<HTMLDivElement | null>(null);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    let current = true;
    node.replaceChildren(sanitizeHtml(html));
    void enhance(node, enhancers, () => current).then(() => {
      if (current) rendered.current?.();
    });
    return () => {
      current = false;
    };
  }, [html, enhancers]);

  return (
    <div
      ref={(node) => {
        el.current = node;
        assign(ref, node);
      }}
      className={className ? `${css.prose} ${className}` : css.prose}
    />
  );
});

/** A search-result snippet: plain text with the engine's highlights shown as <mark>. */
export function HighlightedSnippet({ html, className }: { html: string | null | undefined; className?: string }) {
  const el = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    el.current?.replaceChildren(sanitizeSnippet(html));
  }, [html]);
  return <span ref={el} className={className ? `${css.snippet} ${className}` : css.snippet} />;
}
