import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** Fluid content column: full width up to 1200 px, with side padding on every screen. */
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1248px',
  margin: '0 auto',
  padding: '0 24px',
  outline: 'none',
  '@media': { '(max-width: 767px)': { padding: '0 16px' } },
});
