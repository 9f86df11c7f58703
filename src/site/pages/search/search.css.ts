import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const page = style({ maxWidth: '960px', margin: '0 auto', padding: '24px 0 40px' });

export const title = style({ margin: '0 0 16px', fontSize: '24px', fontWeight: 600, overflowWrap: 'anywhere' });

export const count = style({ margin: '12px 0', color: vars.color.textMuted, fontSize: '13px' });

export const results = style({
  margin: 0,
  padding: '0 20px',
  listStyle: 'none',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '0 12px' } },
});

export const result = style({
  display: 'flex',
  gap: '16px',
  padding: '18px 0',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const thumb = style({
  flex: 'none',
  alignSelf: 'flex-start',
  width: '160px',
  aspectRatio: '4 / 3',
  borderRadius: '6px',
  overflow: 'hidden',
  background: '#eef3f8',
  '@media': { '(max-width: 640px)': { width: '96px' } },
});

export const resultBody = style({ display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0, flex: 1 });

export const resultTitle = style({
  fontSize: '16px',
  fontWeight: 600,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: '#0d6ebf', textDecoration: 'underline' } },
});

export const snippet = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '13px',
  lineHeight: 1.7,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const resultMeta = style({
  display: 'flex',
  gap: '12px',
  margin: 'auto 0 0',
  fontSize: '13px',
  color: vars.color.textMuted,
});

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** Eight type tabs do not fit a phone: the tab row scrolls sideways instead of breaking labels. */
export const typeTabs = style({});
globalStyle(`${typeTabs} [role="tablist"]`, {
  overflowX: 'auto',
  overflowY: 'hidden',
  paddingTop: '6px',
  scrollbarWidth: 'thin',
  '@media': { '(max-width: 640px)': { gap: '20px' } },
});
globalStyle(`${typeTabs} [role="tab"]`, { flex: 'none', whiteSpace: 'nowrap' });
