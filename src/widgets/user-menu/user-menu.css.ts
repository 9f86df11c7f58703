import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, t } from '../ui/tokens.css.js';

/** Light wash of the primary colour behind hovered and current items. */
const primaryTint = `color-mix(in srgb, ${t.primary} 10%, #fff)`;

export const root = style({
  position: 'relative',
  display: 'inline-block',
  fontFamily: t.font,
  fontSize: '14px',
  lineHeight: 1.5,
  color: t.text,
});

globalStyle(`${root}, ${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

export const guest = style({ display: 'flex', alignItems: 'center', gap: '8px' });

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '34px',
  padding: '0 16px',
  borderRadius: '17px',
  font: 'inherit',
  fontSize: '14px',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color .15s, color .15s, border-color .15s',
  selectors: { '&:focus-visible': focusRing },
});

export const login = style([
  pill,
  {
    border: '1px solid transparent',
    background: 'transparent',
    color: t.text,
    selectors: { '&:hover': { color: t.primaryText, background: primaryTint } },
  },
]);

export const register = style([
  pill,
  {
    border: `1px solid ${t.primary}`,
    background: t.surface,
    color: t.primaryText,
    selectors: { '&:hover': { background: primaryTint } },
  },
]);

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  maxWidth: '220px',
  height: '40px',
  padding: '0 10px 0 4px',
  border: 0,
  borderRadius: '20px',
  background: 'transparent',
  color: t.text,
  font: 'inherit',
  fontSize: '14px',
  cursor: 'pointer',
  transition: 'background-color .15s',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: t.background },
    '&:focus-visible': focusRing,
  },
});

export const avatarWrap = style({ position: 'relative', flex: 'none', width: '32px', height: '32px' });

export const avatar = style({
  display: 'block',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: t.background,
});

export const initial = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: t.primaryText,
  color: '#fff',
  fontWeight: 600,
});

export const dot = style({
  position: 'absolute',
  top: 0,
  right: 0,
  width: '9px',
  height: '9px',
  borderRadius: '50%',
  background: t.danger,
  boxShadow: `0 0 0 2px ${t.surface}`,
});

export const name = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { '(max-width: 480px)': { maxWidth: '6em' } },
});

export const caret = style({
  flex: 'none',
  color: t.textMuted,
  transition: 'transform .15s',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export { visuallyHidden } from '../ui/visually-hidden.css.js';

export const menu = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  right: 0,
  zIndex: 10,
  minWidth: '160px',
  margin: 0,
  padding: '6px 0',
  listStyle: 'none',
  borderRadius: t.radius,
  background: t.surface,
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.12), 0 0 0 1px rgba(0, 0, 0, 0.04)',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  width: '100%',
  padding: '9px 20px',
  border: 0,
  background: 'transparent',
  color: t.text,
  font: 'inherit',
  fontSize: '14px',
  textAlign: 'left',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &:focus': { background: primaryTint, color: t.primaryText },
    '&:focus-visible': { boxShadow: `inset 3px 0 0 ${t.primary}` },
  },
});

export const itemDot = style({
  width: '7px',
  height: '7px',
  borderRadius: '50%',
  background: t.danger,
});

export const separator = style({ height: '1px', margin: '6px 0', background: t.border });
