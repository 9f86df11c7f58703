import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context.js';

/**
 * Addresses the server hands out are absolute, as MeEdu's are, so clients on another origin (the
 * embed on a host page, the public PC client) can load them. They are built from the configured
 * public address when answering, never stored with it: the database keeps site paths
 * (`/images/cover/…`), so a change of PORT or MEEDU_PUBLIC_URL leaves no stale address behind.
 */

/** The public address without a trailing slash. */
export function publicBase(ctx: ServerContext): string {
  return ctx.options.publicUrl.replace(/\/+$/, '');
}

const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/** A site path as an absolute URL under the public address; anything else (absolute, empty) as is. */
export function absoluteUrl(ctx: ServerContext, value: string): string {
  return isSitePath(value) ? publicBase(ctx) + value : value;
}

/** The form to store a URL in: its site path when it points under the current public address. */
export function sitePath(ctx: ServerContext, url: string): string {
  const base = publicBase(ctx);
  return url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

/** An opening tag, and within it a `src`/`href` attribute whose value is a site path. */
const TAG = /<[a-zA-Z][^<>]*>/g;
const SITE_PATH_ATTR = /(\s(?:src|href)\s*=\s*["']?)\/(?![/\\])/gi;
const SITE_PATH_ATTR_ANYWHERE = /\s(?:src|href)\s*=\s*["']?\/(?![/\\])/i;

/**
 * Rich text with its site-path `src` and `href` attributes made absolute under `base`. Only real
 * tags are touched: escaped markup in code samples (`&lt;img src="/x"&gt;`) and text stay as
 * written.
 */
export function absoluteHtml(base: string, html: string): string {
  // Most strings have no tag, or no site-path attribute at all: skip the tag walk for them.
  if (!html.includes('<') || !SITE_PATH_ATTR_ANYWHERE.test(html)) return html;
  return html.replace(TAG, (tag) => tag.replace(SITE_PATH_ATTR, (_, attr: string) => `${attr}${base}/`));
}

/** Something that could be a `src=`/`href=` attribute, also inside JSON text (escaped whitespace). */
const URL_ATTR_IN_JSON = /(?:src|href)(?:\s|\\[nrt])*=/i;

/**
 * `value` as JSON, with the site paths in its rich text made absolute (absoluteHtml on every
 * string). Answers without any `src=`/`href=` at all, most of them, cost one plain stringify.
 */
export function jsonWithAbsoluteUrls(base: string, value: unknown): string {
  const plain = JSON.stringify(value);
  if (!URL_ATTR_IN_JSON.test(plain)) return plain;
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? absoluteHtml(base, v) : v));
}

/**
 * Makes the public address available to `ok()`, which turns the site paths of every rich-text
 * field in an answer (descriptions, announcements, page blocks, answers…) into absolute URLs, so
 * no module can forget one.
 */
export function publicBaseVar(ctx: ServerContext): MiddlewareHandler {
  const base = publicBase(ctx);
  return (c, next) => {
    c.set('publicBase', base);
    return next();
  };
}
