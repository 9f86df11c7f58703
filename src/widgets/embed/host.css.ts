import { globalStyle, style } from '@vanilla-extract/css';
import { t } from '../ui/tokens.css.js';

/**
 * The node every widget renders into, inside its shadow root. The host page's rules cannot reach
 * inside, but inherited properties (font, colour, line height, letter spacing, text transform...)
 * still flow in through the host element, so they are all reset here; custom properties are not
 * touched by `all`, which is how the public theme variables still arrive.
 * `display: contents` leaves layout to the widget's own root element.
 */
export const root = style({
  all: 'initial',
  display: 'contents',
  fontFamily: t.font,
  fontSize: '14px',
  lineHeight: 1.5,
  color: t.text,
  textAlign: 'start',
  // `all` leaves direction alone; the widgets' Chinese UI reads left to right on any page.
  direction: 'ltr',
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});

/**
 * The placeholder element itself belongs to the page, which places it (display, width, margin,
 * position, and text-align / direction for an inline widget inside it stay the page's). What
 * would paint on it or distort the widget inside it does not:
 * global rules such as `span { padding: 11px; background: yellow }`, `:focus { outline: ... }`,
 * an inherited `text-indent` or a 90px `line-height` that would make an inline widget's line box
 * taller. An !important declaration on :host wins over the page's, even the page's !important.
 */
globalStyle(':host', {
  padding: '0 !important',
  border: '0 !important',
  background: 'none !important',
  boxShadow: 'none !important',
  outline: 'none !important',
  fontSize: '14px !important',
  lineHeight: '1.5 !important',
  textIndent: '0 !important',
  writingMode: 'horizontal-tb !important' as 'horizontal-tb',
});

// `content: none` alone keeps the pseudo-elements from being generated at all.
globalStyle(':host::before, :host::after', {
  content: 'none !important',
});
