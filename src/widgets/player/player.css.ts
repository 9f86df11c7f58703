import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing, t } from '../ui/tokens.css.js';

export { visuallyHidden as srOnly } from '../ui/visually-hidden.css.js';

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  overflow: 'hidden',
  borderRadius: t.radius,
  background: '#111',
  color: '#fff',
  selectors: {
    '&:focus-visible': focusRing,
    '&:fullscreen': { borderRadius: 0, aspectRatio: 'auto' },
  },
  // A phone's 16:9 is too low for a message with its buttons.
  '@media': { '(max-width: 640px)': { minHeight: '240px' } },
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: '#000',
});

/** Clicking the picture plays or pauses; the button under it is for pointers only (keys use the bar). */
export const surface = style({
  position: 'absolute',
  inset: '0 0 52px 0',
  border: 0,
  padding: 0,
  background: 'transparent',
  cursor: 'pointer',
});

const drift = keyframes({
  '0%': { top: '8%', left: '6%' },
  '25%': { top: '62%', left: '58%' },
  '50%': { top: '22%', left: '70%' },
  '75%': { top: '74%', left: '12%' },
  '100%': { top: '40%', left: '36%' },
});

export const watermark = style({
  position: 'absolute',
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  textShadow: '0 0 2px rgba(0,0,0,.4)',
  animation: `${drift} 30s linear infinite alternate`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '240s' } },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '14px',
  padding: '20px',
  textAlign: 'center',
  background: 'rgba(10, 16, 24, 0.82)',
  fontSize: '16px',
  lineHeight: 1.6,
  zIndex: 4,
  '@media': { '(max-width: 640px)': { gap: '10px', padding: '12px', fontSize: '14px' } },
});

export const overlayText = style({ margin: 0, maxWidth: '520px' });

export const overlayActions = style({ display: 'flex', flexWrap: 'wrap', gap: '10px', justifyContent: 'center' });

const actionBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '36px',
  padding: '0 16px',
  borderRadius: '18px',
  fontSize: '14px',
  fontFamily: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
} as const;

export const primaryAction = style({
  ...actionBase,
  border: 0,
  background: t.primary,
  color: t.onPrimary,
  fontWeight: 600,
  selectors: { '&:hover': { background: t.primaryHover }, '&:focus-visible': focusRing },
});

export const secondaryAction = style({
  ...actionBase,
  border: '1px solid rgba(255,255,255,.7)',
  background: 'transparent',
  color: '#fff',
  selectors: { '&:hover': { background: 'rgba(255,255,255,.12)' }, '&:focus-visible': focusRing },
});

export const bar = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  height: '52px',
  padding: '0 10px',
  background: 'linear-gradient(to top, rgba(0,0,0,.85), rgba(0,0,0,.55))',
  zIndex: 3,
  '@media': { '(max-width: 480px)': { gap: '4px', padding: '0 6px' } },
});

export const control = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '36px',
  height: '36px',
  padding: '0 6px',
  border: 0,
  borderRadius: '6px',
  background: 'transparent',
  color: '#fff',
  fontSize: '13px',
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,.16)' },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '-2px' },
  },
});

export const seek = style({
  flex: '1 1 auto',
  minWidth: '60px',
  height: '24px',
  margin: 0,
  accentColor: t.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '2px' } },
});

export const time = style({
  flex: 'none',
  fontSize: '12px',
  fontVariantNumeric: 'tabular-nums',
  '@media': { '(max-width: 480px)': { display: 'none' } },
});

/** A live stream's place where a recording has its timeline: it fills the bar's middle. */
export const liveMark = style({
  flex: '1 1 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  fontSize: '13px',
  fontWeight: 600,
  selectors: {
    '&::before': { content: '""', width: '8px', height: '8px', borderRadius: '50%', background: '#ff4d4f' },
  },
});

export const speed = style([
  control,
  {
    appearance: 'none',
    background: 'rgba(255,255,255,.1)',
    textAlign: 'center',
  },
]);

globalStyle(`${speed} option`, { color: '#333' });

export const spinner = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  border: '3px solid rgba(255,255,255,.25)',
  borderTopColor: '#fff',
  animation: `${keyframes({ to: { transform: 'rotate(360deg)' } })} 0.9s linear infinite`,
});
