/**
 * A rendered page's head for search engines and link previews: title, description, canonical
 * address, Open Graph, and structured data (schema.org JSON-LD).
 */
export interface Head {
  /** The document title, site name included. */
  title: string;
  description: string;
  /** Absolute address of the page as it should be indexed. */
  canonical: string;
  /** Open Graph type. */
  type: 'website' | 'article' | 'book' | 'video.other';
  image?: string | null;
  siteName: string;
  jsonLd?: Array<Record<string, unknown>>;
  /** A page that answers 404 asks not to be indexed. */
  noindex?: boolean;
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text for a description: tags and runs of white space gone, at most `max` characters. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** JSON inside a script element: `<` escaped, so no value can end the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function headTags(head: Head): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | null | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeAttr(value)}">` : '';
  return [
    `<title>${escapeAttr(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeAttr(head.canonical)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
