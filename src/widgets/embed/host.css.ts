import { style } from '@vanilla-extract/css';
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
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});
