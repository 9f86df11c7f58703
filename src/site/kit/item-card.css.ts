import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '20px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The course card widget lays itself out by the width of its container: on a phone it turns
  // into a row (cover left, text right), as the addon cards here do by media query.
  containerType: 'inline-size',
  '@media': {
    '(max-width: 1023px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '(max-width: 767px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px' },
    '(max-width: 559px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const gridItem = style({ display: 'flex', minWidth: 0 });

const box = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius,
  background: vars.color.surface,
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.06), 0 1px 2px rgba(0, 0, 0, 0.04)',
  color: 'inherit',
  '@media': { '(max-width: 559px)': { flexDirection: 'row' } },
} as const;

export const card = style({
  ...box,
  textDecoration: 'none',
  transition: 'box-shadow .2s ease, transform .2s ease',
  selectors: {
    '&:hover': { boxShadow: '0 10px 24px rgba(0, 0, 0, 0.12)', transform: 'translateY(-2px)', color: 'inherit' },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
  '@media': {
    '(max-width: 559px)': { flexDirection: 'row' },
    '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } },
  },
});

export const cardStatic = style(box);

export const cover = style({
  position: 'relative',
  flex: 'none',
  width: '100%',
  aspectRatio: '4 / 3',
  background: 'linear-gradient(135deg, #eef6fd, #e3eef8)',
  overflow: 'hidden',
  '@media': {
    '(max-width: 559px)': { width: '128px', alignSelf: 'flex-start', margin: '12px 0 12px 12px', borderRadius: '6px' },
  },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const badge = style({
  position: 'absolute',
  top: '8px',
  left: '8px',
  padding: '1px 8px',
  borderRadius: '4px',
  background: 'rgba(15, 30, 50, 0.78)',
  color: '#fff',
  fontSize: '12px',
  lineHeight: '20px',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  padding: '12px 14px 14px',
  gap: '6px',
});

export const title = style({
  margin: 0,
  fontSize: '15px',
  fontWeight: 600,
  lineHeight: 1.45,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '12px',
  display: '-webkit-box',
  WebkitLineClamp: 1,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const metaPart = style({ selectors: { '& + &::before': { content: '"·"', margin: '0 6px' } } });

export const priceRow = style({ margin: 'auto 0 0', display: 'flex', alignItems: 'baseline', gap: '8px' });

export const price = style({ color: '#0d6ebf', fontSize: '17px', fontWeight: 600 });

export const free = style({ color: '#0d6ebf', fontSize: '16px', fontWeight: 600 });

export const was = style({ color: vars.color.textMuted, fontSize: '12px' });
