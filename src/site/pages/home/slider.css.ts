import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const carousel = style({ position: 'relative', marginTop: '20px' });

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius,
  background: '#e8f1fa',
  // The box is reserved before the images arrive: 1200 × 400 banners.
  aspectRatio: '3 / 1',
});

export const track = style({
  display: 'flex',
  height: '100%',
  transition: 'transform .5s ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({ flex: '0 0 100%', height: '100%' });

export const link = style({
  display: 'block',
  height: '100%',
  selectors: { '&:focus-visible': { outlineOffset: '-4px' } },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const controls = style({
  position: 'absolute',
  right: '12px',
  bottom: '12px',
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  padding: '4px 6px',
  borderRadius: '999px',
  background: 'rgba(0, 0, 0, 0.45)',
  '@media': {
    '(max-width: 600px)': { position: 'static', justifyContent: 'center', marginTop: '8px', background: 'transparent' },
  },
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.92)',
  color: '#1f2d3d',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: '#fff' },
    '&:focus-visible': {
      outline: '2px solid #fff',
      outlineOffset: '2px',
      boxShadow: `0 0 0 4px ${vars.color.primary}`,
    },
  },
  '@media': { '(max-width: 600px)': { background: '#fff', boxShadow: '0 1px 3px rgba(0,0,0,.2)' } },
});

export const dots = style({ display: 'flex', alignItems: 'center', gap: '2px', padding: '0 4px' });

export const dot = style({
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  position: 'relative',
  '::before': {
    content: '""',
    position: 'absolute',
    inset: '8px',
    borderRadius: '50%',
    background: 'rgba(255, 255, 255, 0.6)',
    transition: 'background .2s',
  },
  selectors: {
    '&[aria-current="true"]::before': { background: '#fff', inset: '6px' },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '-2px' },
  },
  '@media': {
    '(max-width: 600px)': {
      selectors: {
        '&::before': { background: '#b8c4d0' },
        '&[aria-current="true"]::before': { background: vars.color.primary },
        '&:focus-visible': { outline: `2px solid ${vars.color.primary}` },
      },
    },
  },
});
