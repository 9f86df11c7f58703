import { fallbackVar } from '@vanilla-extract/css';
import { themeValues, vars } from '../theme/contract.css.js';

/**
 * Theme tokens with the default theme as fallback, so a React host that never applied the theme
 * still gets the product's look. Shared by the course list, the unread bell and the user menu.
 */
export const t = {
  primary: fallbackVar(vars.color.primary, themeValues.color.primary),
  text: fallbackVar(vars.color.text, themeValues.color.text),
  muted: fallbackVar(vars.color.textMuted, themeValues.color.textMuted),
  border: fallbackVar(vars.color.border, themeValues.color.border),
  background: fallbackVar(vars.color.background, themeValues.color.background),
  surface: fallbackVar(vars.color.surface, themeValues.color.surface),
  danger: fallbackVar(vars.color.danger, themeValues.color.danger),
  radius: fallbackVar(vars.radius, themeValues.radius),
  font: fallbackVar(vars.font, themeValues.font),
};

/**
 * #3ca7fa on white is 2.6:1, below the 4.5:1 text needs, so text in the primary colour (prices,
 * the current page, links) uses the primary mixed with black: still the host's hue, readable.
 */
export const primaryText = `color-mix(in srgb, ${t.primary} 65%, #000)`;
export const primaryTint = `color-mix(in srgb, ${t.primary} 10%, #fff)`;

export const focusRing = {
  outline: `2px solid ${t.primary}`,
  outlineOffset: '2px',
} as const;
