import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing, t } from '../ui/tokens.css.js';

const columns = createVar();
/** The raw custom property name, always set inline from the `columns` option. */
export const columnsProperty = columns.slice('var('.length, -1);

const gap = '20px';
/** Below this the widget is phone-sized: one column, cards laid out as rows. */
const narrow = '(max-width: 520px)';
/** Movement (lift, zoom, shimmer) only for readers who have not asked for reduced motion. */
const motion = '(prefers-reduced-motion: no-preference)';

export const root = style({
  fontFamily: t.font,
  color: t.text,
  fontSize: '14px',
  lineHeight: 1.5,
  // Cards follow the width the host gives the widget, not the viewport.
  containerType: 'inline-size',
});

globalStyle(`${root}, ${root} *`, { boxSizing: 'border-box' });

export const grid = style({
  display: 'grid',
  // At most `columns` tracks, each at least 220px: 1 column on a phone, up to 4 on a desktop.
  gridTemplateColumns: `repeat(auto-fill, minmax(max(220px, calc((100% - (${columns} - 1) * ${gap}) / ${columns})), 1fr))`,
  gap,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@container': { [narrow]: { gridTemplateColumns: '1fr', gap: '12px' } },
});

globalStyle(`${grid} > li`, { display: 'flex', minWidth: 0 });

const lifted = '0 10px 24px rgba(0, 0, 0, 0.12)';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'hidden',
  borderRadius: t.radius,
  background: t.surface,
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.06), 0 1px 2px rgba(0, 0, 0, 0.04)',
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { boxShadow: lifted },
    '&:focus-visible': { ...focusRing, boxShadow: lifted },
  },
  '@container': {
    // On a phone a row reads better than a tall card: cover left, text right.
    [narrow]: { flexDirection: 'row' },
  },
  '@media': {
    [motion]: {
      transition: 'box-shadow .2s ease, transform .2s ease',
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});

export const cover = style({
  flex: 'none',
  width: '100%',
  // A fixed box before the image arrives: no layout shift.
  aspectRatio: '4 / 3',
  background: 'linear-gradient(135deg, #eef6fd, #e3eef8)',
  overflow: 'hidden',
  '@container': {
    [narrow]: { width: '128px', alignSelf: 'flex-start', borderRadius: '6px', margin: '12px 0 12px 12px' },
  },
});

globalStyle(`${cover} img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  '@media': { [motion]: { transition: 'transform .3s ease' } },
});

globalStyle(`${card}:hover ${cover} img`, { transform: 'scale(1.04)' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  gap: '8px',
  padding: '12px 16px 14px',
  '@container': { [narrow]: { padding: '12px', gap: '6px' } },
});

export const title = style({
  margin: 0,
  fontSize: '16px',
  fontWeight: 600,
  lineHeight: '24px',
  // Two lines kept even for short titles, so every card in a row lines up.
  minHeight: '48px',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-word',
  transition: 'color .15s',
  selectors: { [`${card}:hover &`]: { color: t.primaryText } },
  '@container': { [narrow]: { fontSize: '15px', lineHeight: '22px', minHeight: '44px' } },
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  marginTop: 'auto',
});

export const category = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  padding: '0 8px',
  borderRadius: '4px',
  background: t.background,
  color: t.textMuted,
  fontSize: '12px',
  lineHeight: '22px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '2px 8px',
  '@container': {
    // Beside a phone-sized cover the counts go first on their own line, the price under them.
    [narrow]: { flexDirection: 'column-reverse', alignItems: 'flex-start' },
  },
});

export const price = style({
  color: t.primaryText,
  fontSize: '18px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const stats = style({
  display: 'flex',
  gap: '4px',
  minWidth: 0,
  color: t.textMuted,
  fontSize: '12px',
  whiteSpace: 'nowrap',
});

export const dot = style({ color: '#bbb' });

// Runs to the bars' own background-position, 0 0, which the `background` shorthand sets.
const shimmer = keyframes({ from: { backgroundPosition: '100% 0' } });

/** Added to `card` on the placeholder: no hover lift, and its cover shimmers like the bars. */
export const skeleton = style({ pointerEvents: 'none' });

export const skeletonTitle = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '8px',
  minHeight: '48px',
  '@container': { [narrow]: { minHeight: '44px' } },
});

export const bar = style({ height: '16px', borderRadius: '4px' });

globalStyle(`${bar}, ${skeleton} ${cover}`, {
  background: 'linear-gradient(90deg, #f0f2f5 25%, #e6e9ee 37%, #f0f2f5 63%)',
  backgroundSize: '400% 100%',
  '@media': { [motion]: { animation: `${shimmer} 1.4s ease infinite` } },
});

/** The empty and the error state: muted text centred in a card-coloured box. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  minHeight: '200px',
  padding: '32px 16px',
  borderRadius: t.radius,
  background: t.surface,
  color: t.textMuted,
  textAlign: 'center',
});

globalStyle(`${state} p`, { margin: 0 });

globalStyle(`${state} button`, {
  height: '34px',
  padding: '0 20px',
  border: `1px solid ${t.primary}`,
  borderRadius: '17px',
  background: t.surface,
  color: t.primaryText,
  font: 'inherit',
  cursor: 'pointer',
});

globalStyle(`${state} button:hover`, { background: `color-mix(in srgb, ${t.primary} 10%, #fff)` });
globalStyle(`${state} button:focus-visible`, focusRing);
