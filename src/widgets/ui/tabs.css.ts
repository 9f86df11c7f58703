import { style } from '@vanilla-extract/css';
import { focusRing, t } from './tokens.css.js';

export const list = style({
  display: 'flex',
  gap: '28px',
  marginBottom: '20px',
  borderBottom: `1px solid ${t.border}`,
});

export const tab = style({
  position: 'relative',
  padding: '0 0 10px',
  margin: 0,
  border: 0,
  background: 'none',
  fontFamily: 'inherit',
  fontSize: '16px',
  lineHeight: 1.5,
  color: t.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: t.text },
    '&[aria-selected="true"]': { color: t.text, fontWeight: 600 },
    // The underline sits on the list's bottom border.
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: '-1px',
      height: '3px',
      borderRadius: '2px',
      background: 'transparent',
      transition: 'background-color 0.15s',
    },
    '&[aria-selected="true"]::after': { background: t.primary },
    '&:focus-visible': { ...focusRing, outlineOffset: '4px' },
  },
});
