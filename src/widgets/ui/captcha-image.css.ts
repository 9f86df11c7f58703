import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, t } from './tokens.css.js';

export const button = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'content-box',
  width: '110px',
  height: '39px',
  padding: 0,
  border: 0,
  // Drawn outside the box so the image keeps exactly 110x39.
  boxShadow: `0 0 0 1px ${t.border}`,
  borderRadius: '4px',
  overflow: 'hidden',
  background: t.background,
  color: t.textMuted,
  fontFamily: 'inherit',
  fontSize: '12px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: `0 0 0 1px ${t.primary}` },
    '&:focus-visible': focusRing,
  },
});

globalStyle(`${button} img`, { display: 'block', width: '110px', height: '39px' });
