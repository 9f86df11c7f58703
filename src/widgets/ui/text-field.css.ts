import { globalStyle, style } from '@vanilla-extract/css';
import { CONTROL_HEIGHT, focusRing, t } from './tokens.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 });

export const label = style({ fontSize: '14px', color: t.text, fontWeight: 500 });

export const row = style({ display: 'flex', alignItems: 'center', gap: '10px', minWidth: 0 });

export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
});

/** What an input and a textarea share: border, colours, focus ring and the invalid mark. */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  border: `1px solid ${t.border}`,
  borderRadius: '4px',
  background: t.surface,
  color: t.text,
  fontFamily: 'inherit',
  fontSize: '14px',
  lineHeight: 'normal',
  outline: 'none',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  selectors: {
    '&::placeholder': { color: '#8c8c8c', opacity: 1 },
    '&:hover': { borderColor: '#c8c8c8' },
    '&:focus': { borderColor: t.primary, boxShadow: `0 0 0 3px rgba(60, 167, 250, 0.2)` },
    '&[aria-invalid="true"]': { borderColor: t.danger },
    '&[aria-invalid="true"]:focus': { boxShadow: '0 0 0 3px rgba(225, 37, 27, 0.15)' },
  },
});

export const input = style([control, { height: CONTROL_HEIGHT, padding: '0 12px' }]);

/** Room for the show/hide toggle inside the input. */
export const withToggle = style({ paddingRight: '44px' });

export const toggle = style({
  position: 'absolute',
  right: '4px',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 0,
  borderRadius: '4px',
  background: 'transparent',
  color: t.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: t.text },
    '&:focus-visible': focusRing,
  },
});

globalStyle(`${toggle} svg`, { width: '18px', height: '18px', display: 'block' });

export const error = style({ margin: 0, fontSize: '12px', lineHeight: 1.5, color: t.danger });
