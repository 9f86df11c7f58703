import { keyframes, style } from '@vanilla-extract/css';
import { t } from './tokens.css.js';

/** The one rotation every spinner of the widgets uses. */
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const slow = (duration: string) => ({ '(prefers-reduced-motion: reduce)': { animationDuration: duration } });

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
  '@media': slow('2.4s'),
});

/** The 16px ring inside a control: the captcha image loading, the SMS button sending. */
export const small = style([
  ring,
  { width: '16px', height: '16px', borderWidth: '2px', animationDuration: '0.7s', '@media': slow('2s') },
]);

export { visuallyHidden as srOnly } from './visually-hidden.css.js';
