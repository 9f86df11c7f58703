import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

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
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
