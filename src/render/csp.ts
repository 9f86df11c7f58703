import { createHash } from 'node:crypto';

/** The CSP source that allows one inline `<style>` with exactly this text. */
export const styleHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of stylesheets' texts, worked out once each (the texts are read once, at start-up). */
const sheetHashes = new Map<string, string>();
export function sheetHash(text: string): string {
  let hash = sheetHashes.get(text);
  if (!hash) sheetHashes.set(text, (hash = styleHash(text)));
  return hash;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" };

/**
 * The hashes of the style attributes in rendered markup, as the browser reads their values. The
 * browser's own render sets styles through the DOM, which no policy governs; the server's markup
 * carries them as attributes (a skeleton's widths, a grid's columns) until it hydrates.
 */
export function styleAttributeHashes(markup: string): string[] {
  const values = new Set<string>();
  for (const [, value] of markup.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi))
    values.add(value.replace(/&(?:amp|quot|lt|gt|#39);/g, (e) => ENTITIES[e]));
  return [...values].map(styleHash);
}

/**
 * The operator's Content-Security-Policy for a rendered page, widened to allow the page's inline
 * stylesheets and style attributes by their hashes, and nothing else inline. A policy that already
 * allows inline styles is left as it is: a hash in it would switch its 'unsafe-inline' off.
 */
export function policyWithStyles(
  policy: string,
  sheets: readonly string[],
  attributes: readonly string[] = [],
): string {
  // Hashes match attributes only with 'unsafe-hashes' (it allows no attribute but those hashed).
  const hashes = [...sheets, ...(attributes.length ? ["'unsafe-hashes'", ...attributes] : [])];
  if (!hashes.length) return policy;
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const named = (name: string) => directives.findIndex((d) => d.split(/\s+/)[0].toLowerCase() === name);
  // <style> elements are governed by style-src-elem, attributes by style-src-attr, both else by
  // style-src, else default-src.
  const own = [named('style-src-elem'), named('style-src-attr'), named('style-src')].filter((i) => i >= 0);
  if (own.length) {
    for (const i of own) {
      if (!/'unsafe-inline'/i.test(directives[i])) directives[i] += ` ${hashes.join(' ')}`;
    }
  } else {
    const fallback = named('default-src');
    const sources = fallback >= 0 ? directives[fallback].split(/\s+/).slice(1) : ["'self'"];
    if (!sources.some((s) => /^'unsafe-inline'$/i.test(s)))
      directives.push(['style-src', ...sources, ...hashes].join(' '));
  }
  return directives.join('; ');
}
