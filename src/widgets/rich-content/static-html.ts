/**
 * Server HTML in a page rendered on a server. In the browser, rich content is sanitized into DOM
 * nodes after rendering (the sanitizer is a chunk of its own); a server has no effects to run, so a
 * page rendered there sets its sanitizer here (the same policy, on a server DOM) and the boxes
 * render its markup. In the browser nothing is set: the boxes render empty, hydrating keeps the
 * server's markup, and the effect puts the client's own sanitized nodes in its place.
 */
export interface StaticSanitizer {
  rich(html: string | null | undefined): string;
  snippet(html: string | null | undefined): string;
}

let sanitizer: StaticSanitizer | null = null;

/** Set once by a server that renders pages; null (the browser) renders the boxes empty. */
export function setStaticSanitizer(next: StaticSanitizer | null): void {
  sanitizer = next;
}

/** The box's markup as rendered: sanitized server HTML on a server, nothing in the browser. */
export const staticMarkup = (kind: keyof StaticSanitizer, html: string | null | undefined): { __html: string } => ({
  __html: sanitizer ? sanitizer[kind](html) : '',
});
