import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { t } from '../ui/tokens.css.js';

export const region = style({
  position: 'fixed',
  top: '20px',
  left: '50%',
  transform: 'translateX(-50%)',
  // Above the dialog layer: validation messages appear while a dialog is open.
  zIndex: `calc(${t.zIndexDialog} + 10)`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  pointerEvents: 'none',
  fontFamily: t.font,
});

const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  boxSizing: 'border-box',
  maxWidth: '100%',
  minWidth: '0',
  padding: '10px 16px',
  borderRadius: '6px',
  border: '1px solid',
  boxShadow: '0 6px 20px rgba(0, 0, 0, 0.10)',
  fontSize: '14px',
  lineHeight: 1.5,
  pointerEvents: 'auto',
  wordBreak: 'break-word',
});

export const kind = styleVariants({
  success: [item, { background: '#f0fbf6', borderColor: '#b7ebd3', color: '#0b6b43' }],
  error: [item, { background: '#fef0f0', borderColor: '#fbc4c1', color: '#c0261d' }],
  info: [item, { background: '#edf6fe', borderColor: '#bcdffc', color: '#0b5a99' }],
});

globalStyle(`${region} svg`, { flex: 'none', width: '16px', height: '16px', display: 'block' });

export { visuallyHidden as hidden } from '../ui/visually-hidden.css.js';
