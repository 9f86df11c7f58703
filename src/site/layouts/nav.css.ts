import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { t } from '#widgets/ui/tokens.css.js';
import { NARROW, WIDE } from './header.css.js';

const focus = { outline: `2px solid ${t.primary}`, outlineOffset: '-2px' };

export const nav = style({ flex: '1 1 auto', minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Link padding would push the first name off the column the logo starts in.
  '@media': { [WIDE]: { marginLeft: '-12px' }, [NARROW]: { flexDirection: 'column' } },
});

export const item = style({ position: 'relative', display: 'flex', alignItems: 'stretch', flexWrap: 'wrap' });

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '48px',
  padding: '0 12px',
  color: vars.color.text,
  fontSize: '15px',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: t.primaryText },
    '&:focus-visible': focus,
    '&[aria-current="page"]': { color: t.primaryText, fontWeight: 600 },
  },
  '@media': {
    [WIDE]: {
      selectors: {
        '&[aria-current="page"]::after': {
          content: '""',
          position: 'absolute',
          left: '12px',
          right: '12px',
          bottom: 0,
          height: '3px',
          borderRadius: '2px',
          background: t.primary,
        },
      },
    },
    [NARROW]: { flex: 1, height: '44px', padding: '0 8px', borderRadius: '4px' },
  },
});

/** A nav entry whose address was refused: shown, but not a link. */
export const text = style([
  link,
  { color: vars.color.textMuted, cursor: 'default', selectors: { '&:hover': { color: vars.color.textMuted } } },
]);

export const selectedParent = style({ color: t.primaryText, fontWeight: 600 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4px',
  height: '48px',
  minWidth: '28px',
  padding: '0 6px',
  margin: '0 0 0 -8px',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '15px',
  cursor: 'pointer',
  selectors: { '&:hover': { color: t.primaryText }, '&:focus-visible': focus },
  '@media': { [NARROW]: { height: '44px', minWidth: '44px', margin: 0 } },
});

/** A parent without its own address: the whole label is the toggle. */
export const toggleLabel = style([toggle, { margin: 0, padding: '0 12px' }]);

export const caret = style({
  width: '12px',
  height: '12px',
  transition: 'transform 0.15s',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const sub = style({
  margin: 0,
  padding: '6px 0',
  listStyle: 'none',
  background: vars.color.surface,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [WIDE]: {
      position: 'absolute',
      top: '100%',
      left: 0,
      zIndex: 10,
      minWidth: '160px',
      borderRadius: '6px',
      boxShadow: '0 6px 24px rgba(0, 0, 0, 0.12)',
      border: `1px solid ${vars.color.border}`,
    },
    [NARROW]: { flex: '1 1 100%', padding: '0 0 4px 16px' },
  },
});

export const subLink = style({
  display: 'block',
  padding: '8px 16px',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: t.primaryText, background: '#eef7ff' },
    '&:focus-visible': focus,
    '&[aria-current="page"]': { color: t.primaryText, fontWeight: 600 },
  },
});

export const subText = style([
  subLink,
  { color: vars.color.textMuted, selectors: { '&:hover': { background: 'transparent', color: vars.color.textMuted } } },
]);

globalStyle(`${subLink} svg`, { width: '12px', height: '12px', marginLeft: '4px', verticalAlign: '-1px' });
