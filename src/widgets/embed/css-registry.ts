/**
 * The CSS of every widget in the embed build. The build turns each `.css.ts` file into a call of
 * `registerCss` (see build/css-text.ts), so a chunk's styles arrive when the chunk is evaluated.
 * All of it lives in ONE constructable stylesheet that every widget shadow root adopts: adopted
 * sheets are not subject to `style-src`, and a chunk loaded later restyles roots already shown.
 */
const parts = new Map<string, string>();
let theme = '';
let sheet: CSSStyleSheet | undefined;
/** Roots styled by <style> elements, where constructable stylesheets are missing. */
const fallbackStyles = new Set<HTMLStyleElement>();

// The theme goes last so it wins over defaults; it sits on :host, so a host page rule on the
// widget element still overrides it.
const cssText = () => [...parts.values(), theme].join('\n');

function refresh(): void {
  const text = cssText();
  sheet?.replaceSync(text);
  for (const style of fallbackStyles) style.textContent = text;
}

export function registerCss(id: string, css: string): void {
  if (parts.get(id) !== css) {
    parts.set(id, css);
    refresh();
  }
}

/**
 * Sets custom properties (`{'--meedu-color-primary': '#e4393c'}`) on every widget's :host. A value
 * that could break out of its declaration is dropped.
 */
export function setTheme(properties: Record<string, string>): void {
  let body = '';
  for (const name in properties) {
    const value = properties[name].trim();
    if (/^--[\w-]+$/.test(name) && value && !/[{};<>\\]|\/\*/.test(value)) body += `;${name}:${value}`;
  }
  theme = body && `:host{${body.slice(1)}}`;
  refresh();
}

/** The shared sheet (created on first use). */
export function sharedSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText());
  }
  return sheet;
}

/**
 * Styles a shadow root with the widgets' CSS and theme. Old browsers without constructable
 * stylesheets (they came with adoptedStyleSheets everywhere) get a <style> carrying the page's
 * nonce instead.
 */
export function adoptStyles(root: ShadowRoot, nonce?: string): void {
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const shared = sharedSheet();
    if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  } else {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = cssText();
    fallbackStyles.add(style);
    root.prepend(style);
  }
}

/** Forget a root's fallback <style> once its widget is gone. */
export function releaseStyles(root: ShadowRoot): void {
  for (const style of fallbackStyles) {
    if (style.parentNode === root) {
      fallbackStyles.delete(style);
      style.remove();
    }
  }
}

/** Every registered stylesheet, in registration order (for tests and diagnostics). */
export const registeredCss = cssText;
