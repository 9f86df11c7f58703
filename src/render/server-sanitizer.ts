import { JSDOM } from 'jsdom';
import { serverSanitizer } from '#widgets/rich-content/sanitize.js';
import { setStaticSanitizer } from '#widgets/rich-content/static-html.js';

/** Results kept per sanitizer, the oldest forgotten first. */
const KEPT = 500;

function remembered(sanitize: (html: string | null | undefined) => string) {
  const kept = new Map<string, string>();
  return (html: string | null | undefined): string => {
    const input = html ?? '';
    let out = kept.get(input);
    if (out === undefined) {
      out = sanitize(input);
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(input, out);
    }
    return out;
  };
}

/**
 * Server HTML (course descriptions, announcements) in rendered pages goes through the client's own
 * sanitizing policy (src/widgets/rich-content/sanitize.ts), with DOMPurify on jsdom: the server DOM
 * DOMPurify supports (happy-dom lets script and event handlers through it unchanged).
 * `origin` is the site's, which decides which links open in a new tab.
 */
export function sanitizeRenderedContent(origin: string): void {
  const { window } = new JSDOM('', { url: origin });
  const sanitizer = serverSanitizer(window as unknown as Parameters<typeof serverSanitizer>[0], origin);
  // Sanitizing on jsdom costs milliseconds, and the same descriptions come back page after page.
  setStaticSanitizer({ rich: remembered(sanitizer.rich), snippet: remembered(sanitizer.snippet) });
  // The one-line summaries of server HTML in lists (src/widgets/rich-content/plain-text.ts) read
  // its text through an inert DOMParser document; this process renders pages and nothing else.
  globalThis.DOMParser ??= window.DOMParser as unknown as typeof DOMParser;
}
