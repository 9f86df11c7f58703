import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptStyles,
  registerCss,
  registeredCss,
  releaseStyles,
  setTheme,
  sharedSheet,
} from '#widgets/embed/css-registry.js';

function shadowHost(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const rulesOf = (sheet: CSSStyleSheet) => Array.from(sheet.cssRules, (r) => r.cssText.replace(/\s+/g, ''));

afterEach(() => {
  setTheme({});
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('css registry', () => {
  it('adopts ONE shared sheet into every root, and later chunks restyle roots already shown', () => {
    registerCss('a.css.ts', '.a{color:red}');
    const first = shadowHost();
    const second = shadowHost();
    adoptStyles(first);
    adoptStyles(second);
    adoptStyles(second);
    expect(first.adoptedStyleSheets).toEqual([sharedSheet()]);
    expect(second.adoptedStyleSheets).toHaveLength(1);
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);

    registerCss('b.css.ts', '.b{color:blue}');
    expect(rulesOf(first.adoptedStyleSheets[0])).toEqual(expect.arrayContaining(['.a{color:red;}', '.b{color:blue;}']));
  });

  it('registers a file once even when its chunk is evaluated again', () => {
    registerCss('once.css.ts', '.once{margin:0}');
    registerCss('once.css.ts', '.once{margin:0}');
    expect(registeredCss().match(/\.once\{/g)).toHaveLength(1);
  });

  it('keeps the page’s own adopted sheets of a root', () => {
    const root = shadowHost();
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    adoptStyles(root);
    expect(root.adoptedStyleSheets).toEqual([own, sharedSheet()]);
  });

  it('puts theme properties on :host, last, and refuses values that could break out', () => {
    setTheme({ '--meedu-color-primary': '#e4393c', '--meedu-radius': '0} * {display:none', color: 'red' });
    const css = registeredCss();
    expect(css.endsWith('\n:host{--meedu-color-primary:#e4393c}')).toBe(true);
    expect(css).not.toContain('display:none');
    setTheme({});
    expect(registeredCss()).not.toContain(':host{');
  });

  it('falls back to a <style> carrying the nonce where constructable sheets are missing', () => {
    registerCss('fallback.css.ts', '.fallback{padding:0}');
    vi.stubGlobal('CSSStyleSheet', undefined);
    const root = shadowHost();
    adoptStyles(root, 'n0nce');
    const style = root.querySelector('style');
    expect(style?.nonce).toBe('n0nce');
    expect(style?.textContent).toContain('.fallback{padding:0}');
    registerCss('late.css.ts', '.late{padding:1px}');
    expect(style?.textContent).toContain('.late{padding:1px}');
    releaseStyles(root);
    expect(root.querySelector('style')).toBeNull();
  });
});
