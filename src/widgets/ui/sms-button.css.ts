import { style } from '@vanilla-extract/css';
import { CONTROL_HEIGHT, focusRing, t } from './tokens.css.js';

export const button = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '112px',
  height: CONTROL_HEIGHT,
  padding: '0 8px',
  border: `1px solid ${t.primary}`,
  borderRadius: '4px',
  background: t.surface,
  color: t.primaryText,
  fontFamily: 'inherit',
  fontSize: '14px',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  transition: 'background-color 0.15s, color 0.15s, border-color 0.15s',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: '#edf6fe' },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': {
      borderColor: t.border,
      background: t.background,
      color: t.textMuted,
      cursor: 'not-allowed',
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});
