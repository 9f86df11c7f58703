import { afterEach, describe, expect, it } from 'vitest';
import { keepScrollablesFocusable } from '#widgets/rich-content/render.js';

/** happy-dom does no layout: each box reports the widths a browser would. */
function box(tag: string, className: string, widths: { scroll: number; client: number }) {
  const el = document.createElement(tag);
  el.className = className;
  Object.defineProperty(el, 'scrollWidth', { get: () => widths.scroll, configurable: true });
  Object.defineProperty(el, 'clientWidth', { get: () => widths.client, configurable: true });
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(document, 'fonts');
});

describe('keepScrollablesFocusable', () => {
  it('puts only the boxes that overflow now in the tab order', () => {
    const root = document.createElement('div');
    const wide = box('pre', '', { scroll: 600, client: 300 });
    const fits = box('div', 'math-display', { scroll: 300, client: 300 });
    root.append(wide, fits);
    document.body.append(root);
    const stop = keepScrollablesFocusable(root);
    expect(wide.getAttribute('tabindex')).toBe('0');
    expect(fits.hasAttribute('tabindex')).toBe(false);
    stop();
  });

  it('checks again when web fonts finish loading and widen a formula, until stopped', () => {
    const fonts = new EventTarget();
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    const root = document.createElement('div');
    const widths = { scroll: 300, client: 300 };
    const formula = box('div', 'math-display', widths);
    root.append(formula);
    document.body.append(root);
    const stop = keepScrollablesFocusable(root);
    expect(formula.hasAttribute('tabindex')).toBe(false);

    widths.scroll = 520;
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(formula.getAttribute('tabindex')).toBe('0');

    widths.scroll = 300;
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(formula.hasAttribute('tabindex')).toBe(false);

    stop();
    widths.scroll = 520;
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(formula.hasAttribute('tabindex')).toBe(false);
  });
});
