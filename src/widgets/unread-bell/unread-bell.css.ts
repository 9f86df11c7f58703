import { style } from '@vanilla-extract/css';
import { focusRing, t } from '../ui/tokens.css.js';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  color: t.text,
  textDecoration: 'none',
  verticalAlign: 'middle',
  transition: 'background-color .15s, color .15s',
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${t.primary} 10%, transparent)`, color: t.primaryText },
    '&:focus-visible': focusRing,
  },
});

/** Red dot at the bell's shoulder; the white ring keeps it readable on any header colour. */
export const dot = style({
  position: 'absolute',
  top: '8px',
  right: '9px',
  width: '9px',
  height: '9px',
  borderRadius: '50%',
  background: t.danger,
  boxShadow: `0 0 0 2px ${t.surface}`,
});
