import { fallbackVar, style } from '@vanilla-extract/css';
import { themeValues, vars } from '../theme/contract.css.js';

/**
 * Theme values with their defaults built in: a React host that never declares the theme still
 * gets the product's look, while a host that sets `--meedu-color-primary` (on :root or :host)
 * overrides it.
 */
export const t = {
  primary: fallbackVar(vars.color.primary, themeValues.color.primary),
  primaryHover: fallbackVar(vars.color.primaryHover, themeValues.color.primaryHover),
  text: fallbackVar(vars.color.text, themeValues.color.text),
  textMuted: fallbackVar(vars.color.textMuted, themeValues.color.textMuted),
  border: fallbackVar(vars.color.border, themeValues.color.border),
  background: fallbackVar(vars.color.background, themeValues.color.background),
  surface: fallbackVar(vars.color.surface, themeValues.color.surface),
  danger: fallbackVar(vars.color.danger, themeValues.color.danger),
  success: fallbackVar(vars.color.success, themeValues.color.success),
  radius: fallbackVar(vars.radius, themeValues.radius),
  font: fallbackVar(vars.font, themeValues.font),
  zIndexDialog: fallbackVar(vars.zIndexDialog, themeValues.zIndexDialog),
  /**
   * Text on the primary fill and primary-coloured text on white. #3ca7fa is light: white on it
   * reaches 2.6:1 and the same blue as text on white no better, under the 4.5:1 WCAG AA asks for.
   */
  onPrimary: '#0b2540',
  primaryText: '#0d6ebf',
};

/** Inputs and buttons share one height so rows line up. */
export const CONTROL_HEIGHT = '40px';

export const focusRing = {
  outline: `2px solid ${t.primary}`,
  outlineOffset: '2px',
} as const;

/** Visually hidden but read by assistive technology. */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The one visually-hidden class. Declared here, where every widget's styles already look, so the
 * embed ships its rule with the shared styles instead of in a stylesheet chunk of its own.
 */
export const visuallyHidden = style(srOnly);
