import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, t } from './tokens.css.js';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: t.zIndexDialog,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  overflowY: 'auto',
  padding: '10vh 16px 32px',
  background: 'rgba(0, 0, 0, 0.5)',
  fontFamily: t.font,
  '@media': {
    '(max-width: 539px)': { padding: '48px 16px 24px' },
  },
});

export const panel = style({
  position: 'relative',
  boxSizing: 'border-box',
  width: '500px',
  maxWidth: '100%',
  padding: '28px 32px 32px',
  background: t.surface,
  color: t.text,
  borderRadius: t.radius,
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.18)',
  fontSize: '14px',
  lineHeight: 1.5,
  textAlign: 'left',
  outline: 'none',
  '@media': {
    '(max-width: 539px)': { width: '100%', padding: '24px 20px 24px' },
  },
});

// Centred in a 32px band level with the close button.
export const title = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '32px',
  margin: '0 0 20px',
  fontSize: '20px',
  fontWeight: 600,
  lineHeight: 1.4,
});

export const close = style({
  position: 'absolute',
  top: '12px',
  right: '12px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: t.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: t.background, color: t.text },
    '&:focus-visible': focusRing,
  },
});

globalStyle(`${close} svg`, { width: '16px', height: '16px', display: 'block' });
