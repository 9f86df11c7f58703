/**
 * A built stylesheet's text made fit to sit in a page's `<style>`: a relative url() (a font, an
 * image) was relative to the stylesheet's own address, which carries the base path, not to the
 * page's, so it is resolved against `href`; and a `</style` in it would end the element early.
 */
export function inlinableCss(text: string, href: string): string {
  const sheet = new URL(href, 'http://site.invalid/');
  return text
    .replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g, (whole, quote: string, ref: string) => {
      // Absolute (a scheme, `//host`, `/path`), in-document (`#id`) and empty references stay as they are.
      if (!ref || /^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(ref)) return whole;
      const url = new URL(ref, sheet);
      return `url(${quote}${url.pathname}${url.search}${url.hash}${quote})`;
    })
    .replace(/<\/style/gi, '<\\/style');
}
