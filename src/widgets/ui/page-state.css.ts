import { keyframes, style } from '@vanilla-extract/css';
import { t as vars } from './tokens.css.js';

const shimmer = keyframes({ '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '-100% 0' } });

export const skeleton = style({ padding: '24px 0' });

export const bar = style({
  height: '16px',
  marginBottom: '14px',
  borderRadius: '4px',
  background: `linear-gradient(90deg, #ececec 25%, #f5f5f5 37%, #ececec 63%)`,
  backgroundSize: '400% 100%',
  animation: `${shimmer} 1.4s ease infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const heading = style([bar, { height: '28px', width: '40%', marginBottom: '24px' }]);

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '20px',
});

export const card = style({
  background: vars.surface,
  borderRadius: vars.radius,
  padding: '0 0 12px',
  overflow: 'hidden',
});

export const cardImage = style([bar, { height: '140px', borderRadius: 0, marginBottom: '12px' }]);

export const cardLine = style([bar, { margin: '0 12px 10px' }]);

export const error = style({
  margin: '24px 0',
  padding: '40px 24px',
  textAlign: 'center',
  background: vars.surface,
  borderRadius: vars.radius,
});

export const errorTitle = style({ margin: '0 0 8px', fontSize: '18px', fontWeight: 600 });

export const errorText = style({ margin: '0 0 20px', color: vars.textMuted, overflowWrap: 'anywhere' });

export const empty = style({
  margin: '24px 0',
  padding: '48px 24px',
  textAlign: 'center',
  color: vars.textMuted,
  background: vars.surface,
  borderRadius: vars.radius,
});
