import { style } from '@vanilla-extract/css';
import { focusRing, primaryText, primaryTint, t } from './tokens.css.js';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  marginTop: '24px',
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const base = style({
  minWidth: '36px',
  height: '36px',
  padding: '0 12px',
  border: `1px solid ${t.border}`,
  borderRadius: '6px',
  background: t.surface,
  color: t.text,
  font: 'inherit',
  fontSize: '14px',
  lineHeight: '34px',
  cursor: 'pointer',
  transition: 'border-color .15s, color .15s, background-color .15s',
  selectors: {
    '&:hover': { borderColor: t.primary, color: primaryText },
    '&:focus-visible': focusRing,
  },
});

export const step = style([
  base,
  {
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed', color: '#767676', borderColor: t.border },
    },
  },
]);

export const number = style([
  base,
  {
    padding: '0 8px',
    selectors: {
      '&[aria-current="page"]': {
        borderColor: t.primary,
        background: primaryTint,
        color: primaryText,
        fontWeight: 600,
        cursor: 'default',
      },
    },
  },
]);

export const gap = style({
  minWidth: '20px',
  lineHeight: '36px',
  textAlign: 'center',
  color: t.muted,
});
