import { style } from '@vanilla-extract/css';
import { vars } from '../../widgets/theme/contract.css.js';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, width: '100%', maxWidth: '1200px', margin: '0 auto', padding: '0 16px' });

export const header = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });
export const headerInner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: '0 16px',
  height: '64px',
  display: 'flex',
  alignItems: 'center',
  gap: '16px',
});
export const logo = style({ display: 'flex', alignItems: 'center', gap: '8px', fontSize: '18px', fontWeight: 700 });
export const logoImg = style({ height: '36px', width: 'auto' });

export const footer = style({
  marginTop: '48px',
  padding: '24px 16px',
  background: '#fff',
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: '13px',
});
export const footerLinks = style({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: '12px', margin: '4px 0 0' });
