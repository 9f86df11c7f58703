import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

const LINK = '#0d6ebf';

/** The reader has no site header: its own bar leads back to the book. */
export const page = style({ maxWidth: '1200px', margin: '0 auto', padding: '0 16px 40px' });

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
  margin: '0 -16px 20px',
  padding: '10px 16px',
  background: vars.color.surface,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.06)',
});

export const back = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { color: LINK } },
});

export const steps = style({ display: 'flex', gap: '8px' });

const stepBase = {
  display: 'inline-flex',
  alignItems: 'center',
  height: '34px',
  padding: '0 14px',
  borderRadius: '17px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: '14px',
  fontFamily: 'inherit',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
} as const;

export const step = style({
  ...stepBase,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: LINK } },
});

export const stepOff = style({ ...stepBase, color: '#767676', background: '#f5f5f5', cursor: 'default' });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  gap: '20px',
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const toc = style({
  position: 'sticky',
  top: '70px',
  maxHeight: 'calc(100vh - 90px)',
  overflowY: 'auto',
  padding: '12px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  // On a narrow screen the contents open only on request (the 目录 button).
  '@media': { '(max-width: 900px)': { display: 'none' } },
});

export const tocOpen = style([toc, { '@media': { '(max-width: 900px)': { display: 'block', position: 'static' } } }]);

export const main = style({ minWidth: 0 });

export const sheet = style({
  padding: '28px 32px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '20px 16px' } },
});

export const title = style({ margin: '0 0 20px', fontSize: '26px', lineHeight: 1.35 });

export const footerSteps = style({
  display: 'flex',
  justifyContent: 'space-between',
  marginTop: '32px',
  paddingTop: '16px',
  borderTop: `1px solid ${vars.color.border}`,
});

/** The contents are always beside the article on a wide screen: the toggle is for narrow ones. */
export const tocToggle = style([step, { '@media': { '(min-width: 901px)': { display: 'none' } } }]);
