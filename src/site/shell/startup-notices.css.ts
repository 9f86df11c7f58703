import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { t } from '#widgets/ui/tokens.css.js';

export const region = style({ background: '#fff8e6', borderBottom: '1px solid #f5d98b' });

/** Full-width row, so the line between two notices runs edge to edge. */
export const row = style({ selectors: { '& + &': { borderTop: '1px solid #f5d98b' } } });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '8px 16px',
  maxWidth: '1248px',
  margin: '0 auto',
  padding: '10px 16px',
  color: '#5c4400',
  '@media': { '(min-width: 768px)': { padding: '10px 24px' } },
});

export const text = style({ flex: '1 1 240px', margin: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: '8px' });

const base = style({
  height: '32px',
  padding: '0 14px',
  borderRadius: '4px',
  fontSize: '14px',
  fontFamily: 'inherit',
  lineHeight: '30px',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});

export const act = style([
  base,
  {
    display: 'inline-block',
    background: t.primary,
    borderColor: t.primary,
    color: t.onPrimary,
    selectors: { '&:hover': { background: t.primaryHover, color: t.onPrimary } },
  },
]);

export const dismiss = style([
  base,
  {
    background: 'transparent',
    borderColor: '#d9c48a',
    color: '#5c4400',
    selectors: { '&:hover': { background: vars.color.surface } },
  },
]);
