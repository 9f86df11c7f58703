import { style } from '@vanilla-extract/css';
import { vars } from '../../widgets/theme/contract.css.js';

export const box = style({
  maxWidth: '560px',
  margin: '64px auto',
  padding: '48px 24px',
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius,
});
export const code = style({ margin: 0, fontSize: '64px', fontWeight: 700, color: vars.color.primary, lineHeight: 1 });
export const title = style({ margin: '16px 0 8px', fontSize: '22px' });
export const hint = style({ margin: 0, color: vars.color.textMuted });
export const home = style({
  display: 'inline-block',
  marginTop: '24px',
  padding: '8px 24px',
  borderRadius: '4px',
  color: '#fff',
  background: vars.color.primary,
  selectors: { '&:hover': { color: '#fff', background: vars.color.primaryHover } },
});
