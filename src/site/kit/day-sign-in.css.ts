import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  flexWrap: 'wrap',
  padding: '12px 16px',
  margin: '0 0 16px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const text = style({ margin: 0 });
