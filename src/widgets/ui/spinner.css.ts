import { keyframes, style } from '@vanilla-extract/css';
import { t } from './tokens.css.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrap = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '48px 0',
});

export const ring = style({
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  border: `3px solid ${t.border}`,
  borderTopColor: t.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
