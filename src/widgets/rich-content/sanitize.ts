import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { safeHttpUrl, safeImageUrl } from '#core/guards/links.js';

/**
 * Server HTML (course descriptions, announcements, search snippets) is authored in an admin
 * editor or pasted from other tools, so it is treated as hostile: only an allowlist of structural
 * and text markup survives, and the result is a DOM fragment inserted as is — never serialised
 * back to a string and parsed again, which is where mutation XSS lives.
 */

const TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'div',
  'span',
  'section',
  'article',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'cite',
  'q',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'pre',
  'code',
  'kbd',
  'samp',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
];

// Sizes and spans are the only non-URL attribute values; anything else that DOMPurify tests against
// ALLOWED_URI_REGEXP is an address. This is a first sieve only: every href and src that survives it
// then passes core's link check (safeHttpUrl / safeImageUrl) in the hook below.
const ALLOWED_URI = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#|\d{1,5}%?$)/i;
const CODE_CLASS = /^(?:language|lang)-[\w+#.-]{1,30}$/;

const RICH: Config = {
  ALLOWED_TAGS: TEXT_TAGS,
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'start', 'class'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'object',
    'embed',
    'form',
    'svg',
    'math',
    'link',
    'meta',
    'base',
    'template',
  ],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_NAMED_PROPS: true,
};

const SNIPPET: Config = {
  // The search engine wraps each hit in a styled span; only that markup (or em/mark) may stay.
  ALLOWED_TAGS: ['span', 'em', 'mark'],
  ALLOWED_ATTR: [],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * The address content may link to, or null: what the link check accepts, plus mailto: and an
 * in-page anchor (neither leaves the page's origin for script).
 */
export function safeContentHref(raw: string): string | null {
  return /^(?:mailto:|#)/i.test(raw) ? raw : safeHttpUrl(raw);
}

/** An href the content may link to: http(s), mailto, a same-origin path or an in-page anchor. */
export const isSafeHref = (raw: string): boolean => safeContentHref(raw) !== null;

/** An image source: http(s), a same-origin path, or an inline raster image. */
export const isSafeImageSrc = (raw: string): boolean => safeImageUrl(raw) !== null;

function pageOrigin(): string {
  try {
    return window.location.origin;
  } catch {
    return '';
  }
}

/** http(s) links to another origin open in a new tab, without handing it window.opener or a referrer. */
function isExternal(href: string, origin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * The rich-content policy on a window: the page's own, or a server DOM's (a page rendered on the
 * server, whose origin is the one its links are judged against).
 */
function richPurifier(win: WindowLike = window, origin: () => string = pageOrigin): Purifier {
  const purify = DOMPurify(win);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.nodeType !== 1) return;
    const tag = el.tagName.toLowerCase();
    const cls = el.getAttribute('class');
    if (cls !== null) {
      // Class names could hook into the page's own styles; only code language markers are kept.
      const kept = tag === 'code' || tag === 'pre' ? cls.split(/\s+/).filter((c) => CODE_CLASS.test(c)) : [];
      if (kept.length) el.setAttribute('class', kept.join(' '));
      else el.removeAttribute('class');
    }
    if (tag === 'a') {
      const raw = el.getAttribute('href');
      const href = raw === null ? null : safeContentHref(raw);
      if (href === null) el.removeAttribute('href');
      else {
        el.setAttribute('href', href);
        if (isExternal(href, origin())) {
          el.setAttribute('target', '_blank');
          el.setAttribute('rel', 'noopener noreferrer');
        }
      }
    } else if (tag === 'img') {
      const src = safeImageUrl(el.getAttribute('src'));
      if (src === null) {
        el.remove();
        return;
      }
      el.setAttribute('src', src);
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
      if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
    } else if (el.hasAttribute('src') || el.hasAttribute('href')) {
      el.removeAttribute('src');
      el.removeAttribute('href');
    }
  });
  return purify;
}

let rich: Purifier | undefined;
let snippet: Purifier | undefined;

/** Sanitizes server HTML into a fragment ready to insert (see the allowlist above). */
export function sanitizeHtml(html: string | null | undefined): DocumentFragment {
  rich ??= richPurifier();
  return rich.sanitize(html ?? '', { ...RICH, RETURN_DOM_FRAGMENT: true });
}

/**
 * A search snippet: text plus highlight markup only. Every surviving span/em/mark becomes a
 * bare <mark>, so the server's inline colour never reaches the page and the look is ours.
 */
export function sanitizeSnippet(html: string | null | undefined): DocumentFragment {
  snippet ??= DOMPurify(window);
  return marked(snippet.sanitize(html ?? '', { ...SNIPPET, RETURN_DOM_FRAGMENT: true }));
}

function marked(fragment: DocumentFragment): DocumentFragment {
  for (const el of Array.from(fragment.querySelectorAll('span, em, mark'))) {
    const mark = el.ownerDocument.createElement('mark');
    while (el.firstChild) mark.appendChild(el.firstChild);
    el.replaceWith(mark);
  }
  return fragment;
}

/**
 * The same two policies for a page rendered on a server: `win` is a server-side DOM's window and
 * `origin` the site's. The result is markup, which the browser parses once, as the page's own.
 */
export function serverSanitizer(win: WindowLike, origin: string) {
  const richOnServer = richPurifier(win, () => origin);
  const snippetOnServer = DOMPurify(win);
  const markup = (fragment: DocumentFragment) => {
    const box = fragment.ownerDocument.createElement('div');
    box.appendChild(fragment);
    return box.innerHTML;
  };
  return {
    rich: (html: string | null | undefined): string =>
      markup(richOnServer.sanitize(html ?? '', { ...RICH, RETURN_DOM_FRAGMENT: true })),
    snippet: (html: string | null | undefined): string =>
      markup(marked(snippetOnServer.sanitize(html ?? '', { ...SNIPPET, RETURN_DOM_FRAGMENT: true }))),
  };
}
