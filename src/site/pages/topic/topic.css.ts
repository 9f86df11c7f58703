import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const sheet = style({
  maxWidth: '860px',
  margin: '0 auto',
  padding: '28px 32px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '20px 16px' } },
});

export const title = style({ margin: '0 0 12px', fontSize: '26px', lineHeight: 1.35 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: '0 0 20px',
  color: vars.color.textMuted,
  fontSize: '13px',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'center',
  gap: '12px',
  marginTop: '28px',
  paddingTop: '20px',
  borderTop: `1px solid ${vars.color.border}`,
});

export const narrow = style({ maxWidth: '860px', marginLeft: 'auto', marginRight: 'auto' });
