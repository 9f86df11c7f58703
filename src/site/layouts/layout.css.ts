import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** Fluid content column: full width up to 1200 px, with side padding on every screen. */
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1248px',
  margin: '0 auto',
  padding: '0 24px',
  // Focus lands here after each navigation (so reading continues with the new page); a ring
  // around the whole page would only be noise.
  outline: 'none',
  selectors: { '&:focus, &:focus-visible': { outline: 'none' } },
  '@media': { '(max-width: 767px)': { padding: '0 16px' } },
});
