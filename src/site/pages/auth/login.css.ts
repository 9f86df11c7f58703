import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: '48px',
  margin: '40px 0',
  padding: '56px 64px',
  borderRadius: vars.radius,
  background: 'linear-gradient(120deg, #e8f5ff 0%, #f4faff 55%, #ffffff 100%)',
  border: `1px solid #d6ecfd`,
  '@media': {
    '(max-width: 767px)': {
      flexDirection: 'column-reverse',
      gap: '24px',
      margin: '16px 0',
      padding: '32px 20px',
      textAlign: 'center',
    },
  },
});

export const copy = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: '0 0 12px',
  fontSize: '30px',
  fontWeight: 700,
  lineHeight: 1.3,
  color: vars.color.text,
  '@media': { '(max-width: 767px)': { fontSize: '24px' } },
});

export const text = style({ margin: '0 0 28px', fontSize: '16px', color: vars.color.textMuted });

export const points = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 20px',
  margin: '0 0 28px',
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  '@media': { '(max-width: 767px)': { justifyContent: 'center' } },
});

export const point = style({ display: 'flex', alignItems: 'center', gap: '6px' });

export const check = style({ width: '16px', height: '16px', flex: 'none', color: '#04a866' });

export const art = style({ flex: 'none', width: '280px', maxWidth: '70%', height: 'auto' });

export const big = style({ height: '46px', padding: '0 40px', fontSize: '16px' });
