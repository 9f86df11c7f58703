import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { focusRing } from '#widgets/ui/tokens.css.js';

/** Sidebar beside the page from 768px; a row of entries above it on phones. */
export const sideLayout = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  gap: '24px',
  alignItems: 'start',
  padding: '24px 0 40px',
  '@media': { '(max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px', padding: '16px 0 32px' } },
});

export const tabsLayout = style({
  padding: '24px 0 40px',
  '@media': { '(max-width: 767px)': { padding: '16px 0 32px' } },
});

export const side = style({
  background: vars.color.surface,
  borderRadius: vars.radius,
  padding: '8px 0',
  '@media': { '(max-width: 767px)': { padding: 0, overflowX: 'auto' } },
});

export const tabs = style({ borderBottom: `1px solid ${vars.color.border}`, marginBottom: '20px', overflowX: 'auto' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: {
    [`${side} &`]: { display: 'flex', flexDirection: 'column' },
    [`${tabs} &`]: { display: 'flex', gap: '4px' },
  },
  '@media': { '(max-width: 767px)': { selectors: { [`${side} &`]: { flexDirection: 'row' } } } },
});

export const entry = style({
  display: 'block',
  padding: '10px 20px',
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderLeft: '3px solid transparent',
  selectors: {
    '&:hover': { color: '#0d6ebf' },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      color: '#0d6ebf',
      fontWeight: 600,
      borderLeftColor: vars.color.primary,
      background: '#f0f8ff',
    },
    [`${tabs} &`]: { borderLeft: 0, borderBottom: '2px solid transparent', padding: '10px 16px' },
    [`${tabs} &[aria-current="page"]`]: { borderBottomColor: vars.color.primary, background: 'none' },
  },
  '@media': {
    '(max-width: 767px)': {
      selectors: {
        [`${side} &`]: { borderLeft: 0, borderBottom: '2px solid transparent', padding: '10px 14px' },
        [`${side} &[aria-current="page"]`]: { borderBottomColor: vars.color.primary },
      },
    },
  },
});

export const content = style({ minWidth: 0 });
