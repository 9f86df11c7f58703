import { style, styleVariants } from '@vanilla-extract/css';
import { spin } from './spinner.css.js';
import { CONTROL_HEIGHT, focusRing, t } from './tokens.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  boxSizing: 'border-box',
  height: CONTROL_HEIGHT,
  padding: '0 20px',
  border: '1px solid transparent',
  borderRadius: '4px',
  fontFamily: 'inherit',
  fontSize: '15px',
  fontWeight: 500,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 0.15s, border-color 0.15s, color 0.15s',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.65 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: t.primary,
      borderColor: t.primary,
      color: t.onPrimary,
      selectors: {
        '&:hover:not([aria-disabled="true"]):not(:disabled)': {
          background: t.primaryHover,
          borderColor: t.primaryHover,
        },
      },
    },
  ],
  secondary: [
    base,
    {
      background: t.surface,
      borderColor: t.border,
      color: t.text,
      selectors: {
        '&:hover:not([aria-disabled="true"]):not(:disabled)': { borderColor: t.primary, color: t.primaryText },
      },
    },
  ],
});

export const block = style({ display: 'flex', width: '100%' });

export const spinner = style({
  width: '14px',
  height: '14px',
  flex: 'none',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});

export const link = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'none',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  color: t.primaryText,
  cursor: 'pointer',
  borderRadius: '2px',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
