import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const section = style({ marginTop: '32px' });

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '12px',
  marginBottom: '16px',
});

export const sectionTitle = style({ margin: 0, fontSize: '22px', fontWeight: 600, lineHeight: 1.3 });

export const more = style({
  flex: 'none',
  color: '#0d6ebf',
  fontSize: '14px',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const code = style({
  marginTop: '32px',
  padding: '20px 24px',
  overflow: 'hidden',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 767px)': { padding: '16px' } },
});
