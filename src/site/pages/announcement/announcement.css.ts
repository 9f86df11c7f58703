import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const page = style({ maxWidth: '880px', margin: '0 auto', padding: '24px 0 40px' });

export const title = style({ margin: '0 0 16px', fontSize: '24px', fontWeight: 600 });

export const list = style({
  margin: '0 0 8px',
  padding: '0 24px',
  listStyle: 'none',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '0 16px' } },
});

export const item = style({
  padding: '18px 0',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const itemTitle = style({
  fontSize: '16px',
  fontWeight: 600,
  color: vars.color.text,
  selectors: { '&:hover': { color: '#0d6ebf', textDecoration: 'underline' } },
});

export const itemSummary = style({
  margin: '6px 0 0',
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const itemMeta = style({
  display: 'flex',
  gap: '16px',
  margin: '8px 0 0',
  color: vars.color.textMuted,
  fontSize: '13px',
});

export const crumbs = style({ marginBottom: '12px' });

export const back = style({ color: '#0d6ebf', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const article = style({
  padding: '28px 32px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '20px 16px' } },
});

export const articleTitle = style({ margin: 0, fontSize: '24px', fontWeight: 600, lineHeight: 1.4 });

export const body = style({ marginTop: '20px', paddingTop: '20px', borderTop: `1px solid ${vars.color.border}` });

export const missing = style({
  padding: '40px 24px',
  textAlign: 'center',
  borderRadius: vars.radius,
  background: vars.color.surface,
});
