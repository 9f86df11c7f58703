import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

const LINK = '#0d6ebf';

export const page = style({ padding: '24px 0 40px' });

export const title = style({ margin: '0 0 16px', fontSize: '24px', fontWeight: 600, lineHeight: 1.3 });

export const box = style({ padding: '8px 20px 20px', borderRadius: vars.radius, background: vars.color.surface });

export const list = style({ display: 'grid', gap: '0', margin: '8px 0 0', padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr) auto',
  gap: '16px',
  alignItems: 'center',
  padding: '16px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    '(max-width: 640px)': { gridTemplateColumns: '96px minmax(0, 1fr)', gap: '12px' },
  },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: '6px',
  objectFit: 'cover',
  background: 'linear-gradient(135deg, #eef6fd, #e3eef8)',
});

export const body = style({ display: 'grid', gap: '8px', minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: '16px',
  fontWeight: 600,
  lineHeight: 1.4,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: LINK } },
});

export const meta = style({ margin: 0, fontSize: '13px', color: vars.color.textMuted });

export const bar = style({
  width: '100%',
  maxWidth: '320px',
  height: '6px',
  borderRadius: '3px',
  background: '#e8eef4',
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', background: vars.color.primary });

export const action = style({
  display: 'inline-block',
  padding: '8px 18px',
  borderRadius: '18px',
  background: vars.color.primary,
  color: '#0b2540',
  fontWeight: 600,
  fontSize: '14px',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '@media': { '(max-width: 640px)': { gridColumn: '2', justifySelf: 'start' } },
});
