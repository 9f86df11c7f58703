import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, t } from './tokens.css.js';

export const wrap = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '8px',
  fontSize: '13px',
  lineHeight: '20px',
  color: t.textMuted,
});

export const box = style({
  flex: 'none',
  width: '16px',
  height: '16px',
  margin: '2px 0 0',
  accentColor: t.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { outline: `2px solid ${t.danger}`, outlineOffset: '1px' },
  },
});

export const text = style({ cursor: 'pointer' });

globalStyle(`${text} a`, { color: t.primaryText, textDecoration: 'none' });
globalStyle(`${text} a:hover`, { textDecoration: 'underline' });
globalStyle(`${text} a:focus-visible`, focusRing);
