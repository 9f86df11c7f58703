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
  if (parts.get(id) === css) return;
  parts.set(id, css);
  refresh();
}

/** A value that cannot break out of its declaration. */
const safeValue = (value: string) => !/[{};<>\\]|\/\*/.test(value);

/** Sets custom properties (`{'--meedu-color-primary': '#e4393c'}`) on every widget's :host. */
export function setTheme(properties: Record<string, string>): void {
  const body = Object.entries(properties)
    .filter(([name, value]) => /^--[\w-]+$/.test(name) && value.trim() !== '' && safeValue(value))
    .map(([name, value]) => `${name}:${value.trim()}`)
    .join(';');
  theme = body ? `:host{${body}}` : '';
  refresh();
}

export const supportsAdoptedSheets = (): boolean =>
  typeof CSSStyleSheet === 'function' &&
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  'replaceSync' in CSSStyleSheet.prototype;

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
 * stylesheets get a <style> carrying the page's nonce instead.
 */
export function adoptStyles(root: ShadowRoot, nonce?: string): void {
  if (supportsAdoptedSheets()) {
    const shared = sharedSheet();
    if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
    return;
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = cssText();
  fallbackStyles.add(style);
  root.prepend(style);
}

/** Forget a root's fallback <style> once its widget is gone. */
export function releaseStyles(root: ShadowRoot): void {
  for (const style of fallbackStyles) {
    if (style.getRootNode() === root) {
      fallbackStyles.delete(style);
      style.remove();
    }
  }
}

/** Every registered stylesheet, in registration order (for tests and diagnostics). */
export function registeredCss(): string {
  return cssText();
}
