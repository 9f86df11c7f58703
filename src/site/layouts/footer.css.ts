import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { t } from '#widgets/ui/tokens.css.js';

export const footer = style({
  marginTop: '48px',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '13px',
});

/** /vip and /search end in full-width content of their own, so the footer sits right under it. */
export const flush = style({ marginTop: 0 });

export const inner = style({
  maxWidth: '1248px',
  margin: '0 auto',
  padding: '24px 24px 28px',
  textAlign: 'center',
  '@media': { '(max-width: 767px)': { padding: '20px 16px 24px' } },
});

export const links = style({
  margin: '0 0 16px',
  paddingBottom: '16px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

export const linksTitle = style({ margin: '0 0 8px', fontSize: '14px', fontWeight: 600, color: vars.color.text });

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 20px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const focus = { outline: `2px solid ${t.primary}`, outlineOffset: '2px', borderRadius: '2px' };

export const link = style({
  color: vars.color.textMuted,
  lineHeight: '28px',
  selectors: { '&:hover': { color: t.primaryText }, '&:focus-visible': focus },
});

export const name = style({ margin: 0, color: vars.color.text, fontSize: '14px' });

export const records = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: '6px 0 0',
});

export const toTop = style({
  position: 'fixed',
  right: '24px',
  bottom: '32px',
  zIndex: 500,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  width: '52px',
  height: '52px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: '11px',
  lineHeight: 1,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.12)',
  cursor: 'pointer',
  selectors: { '&:hover': { color: t.primaryText, borderColor: t.primary }, '&:focus-visible': focus },
  '@media': { '(max-width: 767px)': { right: '16px', bottom: '20px', width: '46px', height: '46px' } },
});
