import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { t } from '#widgets/ui/tokens.css.js';

/** Below this width the menu bar folds into a menu button. */
export const NARROW = '(max-width: 767px)';
export const WIDE = '(min-width: 768px)';

const focus = { outline: `2px solid ${t.primary}`, outlineOffset: '2px' };

export const header = style({
  position: 'relative',
  zIndex: 100,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 24px',
  maxWidth: '1248px',
  margin: '0 auto',
  padding: '12px 24px',
  '@media': { [NARROW]: { gap: '8px', padding: '8px 16px 10px' } },
});

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  marginLeft: '-8px',
  padding: 0,
  border: 0,
  borderRadius: '4px',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus, '&:hover': { background: vars.color.background } },
  '@media': { [NARROW]: { display: 'inline-flex' } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  height: '40px',
  fontSize: '18px',
  fontWeight: 700,
  color: vars.color.text,
  borderRadius: '4px',
  selectors: { '&:focus-visible': focus },
});

export const logoImg = style({
  display: 'block',
  height: '36px',
  width: 'auto',
  maxWidth: '180px',
  '@media': { [NARROW]: { height: '30px', maxWidth: '140px' } },
});

export const search = style({
  display: 'flex',
  flex: '0 1 360px',
  minWidth: 0,
  '@media': { [NARROW]: { order: 10, flex: '1 1 100%' } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: '38px',
  padding: '0 14px',
  border: `1px solid ${vars.color.border}`,
  borderRight: 0,
  borderRadius: '19px 0 0 19px',
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '14px',
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: t.primary, background: vars.color.surface },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${t.primary}` },
    '&::placeholder': { color: '#757575' },
  },
});

export const searchButton = style({
  flex: 'none',
  height: '38px',
  padding: '0 18px',
  border: `1px solid ${t.primary}`,
  borderRadius: '0 19px 19px 0',
  background: t.primary,
  color: t.onPrimary,
  font: 'inherit',
  fontSize: '14px',
  cursor: 'pointer',
  selectors: { '&:hover': { background: t.primaryHover }, '&:focus-visible': focus },
});

export const spacer = style({ flex: 1, '@media': { [NARROW]: { flex: '1 1 0' } } });

export const user = style({ display: 'flex', alignItems: 'center', flex: 'none' });

/** Row two on wide screens; the fold-out panel on narrow ones. */
export const menu = style({
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [NARROW]: {
      selectors: { '&[data-open="false"]': { display: 'none' } },
      maxHeight: 'calc(100vh - 110px)',
      overflowY: 'auto',
    },
  },
});

export const menuInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px 24px',
  maxWidth: '1248px',
  margin: '0 auto',
  padding: '0 24px',
  '@media': { [NARROW]: { flexDirection: 'column', alignItems: 'stretch', gap: 0, padding: '8px 16px 12px' } },
});

export const quick = style({
  display: 'flex',
  alignItems: 'center',
  gap: '4px',
  flex: 'none',
  marginLeft: 'auto',
  '@media': {
    [NARROW]: {
      marginLeft: 0,
      paddingTop: '8px',
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const quickLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  height: '36px',
  padding: '0 12px',
  border: 0,
  borderRadius: '4px',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '14px',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: t.primaryText, background: '#eef7ff' },
    '&:focus-visible': focus,
    '&[aria-current="page"]': { color: t.primaryText, fontWeight: 600 },
  },
});

export const vip = style({ color: '#8a5a00', selectors: { '&:hover': { color: '#6b4500', background: '#fff6e0' } } });

globalStyle(`${quickLink} svg`, { width: '16px', height: '16px', flex: 'none' });
