// A path is only followed when the browser would resolve it to this origin: one leading `/` not
// followed by another or by `\`. Tabs and newlines are dropped by the URL parser (`/\t/evil.com`
// becomes `//evil.com`) and `\` counts as `/`, so both are refused outright rather than reasoned
// about. Whatever else follows, such a path-absolute reference keeps the page's host.
const isSamePath = (p: string): boolean => /^\/(?![/\\])[^\0-\x1f\x7f\\]*$/.test(p);

/** decodeURIComponent, or null for a malformed escape. */
export function decodeOnce(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * True for a root-relative path of this origin (`/courses?page=2`) that stays one however often
 * it is percent-decoded, so a router or server that decodes again cannot be talked into leaving
 * the site (`/%2F%2Fevil.com`, `/%09/evil.com`).
 */
export function isSameOriginPath(path: string): boolean {
  for (let layer = path, i = 0; i < 5; i++) {
    if (!isSamePath(layer)) return false;
    const next = decodeOnce(layer);
    // Undecodable (a stray %) or fully decoded: nothing further can change.
    if (next === null || next === layer) return true;
    layer = next;
  }
  return true;
}

/**
 * The one check every address from the server passes before it reaches `location`, an `href` or
 * a `src` (config h5_url/url/logo, ICP and protocol links, navs, sliders, avatars, covers, home
 * blocks, search thumbs...). Widgets and pages do not call it at each sink: they render through
 * SafeLink / SafeImage (src/widgets/ui), and the browser environment's `assign`/`navigate` run it
 * too.
 *
 * Accepted: absolute http(s) addresses (returned as the URL parser normalised them, so what is
 * rendered is what was checked) and root-relative paths of this origin that stay such when
 * percent-decoded. Refused: every other scheme (`javascript:`, `data:`, `blob:`, `file:`...),
 * protocol-relative `//host` and `/\host`, relative paths without a leading `/`, and any control
 * character or whitespace anywhere: browsers drop tabs and newlines while parsing (`java\nscript:`
 * is `javascript:` to them), so such a value is refused rather than reasoned about. Only plain
 * spaces around the value, as pasted into an admin form, are trimmed.
 */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  const value = typeof raw === 'string' ? raw.replace(/^ +| +$/g, '') : '';
  if (!value || INVISIBLE.test(value)) return null;
  if (value[0] === '/') return isSameOriginPath(value) ? value : null;
  try {
    return /^https?:\/\/[^/\\]/i.test(value) ? new URL(value).href : null;
  } catch {
    return null;
  }
}

// Whitespace (\s: ASCII, NBSP, the Unicode spaces, line/paragraph separators, BOM), C0/C1
// controls and DEL. (Zero-width and bidi marks are not dropped by URL parsers, so they cannot turn
// a value into another scheme or host; the scheme and path rules above refuse them in front.)
export const INVISIBLE = /[\s\0-\x1f\x7f-\x9f]/;

/**
 * Inline images (the image captcha, WeChat QR codes, pasted content): raster types only. SVG is
 * refused as a data: URL: it is a document that can carry script and outside references, inert
 * inside <img> but not wherever else such a value might be placed, and nothing sends one inline.
 * (An http(s) .svg address, like the default logo, is fine: <img> loads it without running it.)
 */
const DATA_IMAGE = /^(data:image\/(?:png|gif|jpe?g|webp)(;base64)?,)(.*)$/is;

/**
 * An image source: what safeHttpUrl accepts, or an inline raster image. Base64 text may hold
 * whitespace (MeEdu's QR codes put a space after the comma): it is dropped, anything else that is
 * not base64 refuses the image; other inline text follows the no-invisible-characters rule.
 */
export function safeImageUrl(raw: string | null | undefined): string | null {
  // String(null) and String(undefined) never match.
  const data = DATA_IMAGE.exec(String(raw));
  if (!data) return safeHttpUrl(raw);
  const base64 = !!data[2];
  const body = base64 ? data[3].replace(/\s/g, '') : data[3];
  return (base64 ? /^[a-z\d+/]+=*$/i.test(body) : !!body && !INVISIBLE.test(body)) ? data[1] + body : null;
}

/** True for absolute http(s) addresses (the nav rule about `blank` applies to these). */
export function isAbsoluteHttpUrl(raw: string): boolean {
  return /^https?:\/\//i.test(raw.trim());
}
