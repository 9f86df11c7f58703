import { style } from '@vanilla-extract/css';
import { t } from '#widgets/ui/tokens.css.js';

const PRICE = '#c0392b';

export const title = style({ margin: '0 0 12px', fontSize: '22px', fontWeight: 600 });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const order = style({
  display: 'grid',
  gridTemplateColumns: '112px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '16px',
  padding: '16px 0',
  borderBottom: `1px solid ${t.border}`,
  '@media': { '(max-width: 560px)': { gridTemplateColumns: '80px minmax(0, 1fr)', gap: '12px' } },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: '6px',
  objectFit: 'cover',
  background: 'linear-gradient(135deg, #eef6fd, #e3eef8)',
});

export const body = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: '6px' });

export const name = style({ margin: 0, fontSize: '16px', fontWeight: 600, overflowWrap: 'anywhere' });

export const nameLink = style({
  color: t.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: t.primaryText } },
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  color: t.textMuted,
  fontSize: '13px',
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '6px',
  '@media': {
    '(max-width: 560px)': { gridColumn: '2', alignItems: 'flex-start', flexDirection: 'row', flexWrap: 'wrap' },
  },
});

export const price = style({ color: PRICE, fontWeight: 600 });

export const discount = style({ color: t.textMuted, fontSize: '13px' });

export const status = style({ color: t.textMuted, fontSize: '14px' });

// Dark enough for 4.5:1 on the row's background.
export const unpaid = style({ color: '#8f4c00', fontSize: '14px', fontWeight: 500 });

export const pay = style({ color: t.primaryText, fontWeight: 600 });
