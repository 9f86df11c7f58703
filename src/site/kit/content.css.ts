import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

const LINK = '#0d6ebf';
const MUTED_BG = '#f7f9fb';

/** A white panel below the hero (catalogue, steps, answers). */
export const panel = style({
  marginTop: '20px',
  padding: '20px 24px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '16px' } },
});

export const panelTitle = style({ margin: '0 0 12px', fontSize: '18px', fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted });

export const wasPrice = style({ color: vars.color.textMuted, textDecoration: 'line-through', fontSize: '14px' });

/** Rows of a table of contents (book chapters and articles). */
export const toc = style({ margin: 0, padding: 0, listStyle: 'none' });

export const tocChapter = style({ margin: '12px 0 4px', fontSize: '15px', fontWeight: 600 });

export const tocLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  padding: '10px 12px',
  borderRadius: '6px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: MUTED_BG, color: LINK },
    '&[aria-current="page"]': { background: '#eef6fd', color: LINK, fontWeight: 600 },
  },
});

export const tag = style({
  flex: 'none',
  padding: '0 8px',
  borderRadius: '4px',
  fontSize: '12px',
  lineHeight: '20px',
  background: '#eef8f2',
  color: '#11804f',
});

export const lockedTag = style([tag, { background: '#f2f3f5', color: vars.color.textMuted }]);

/** The box that stands in for content one must buy first. */
export const paywall = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '12px',
  margin: '24px 0',
  padding: '32px 16px',
  borderRadius: vars.radius,
  border: `1px dashed ${vars.color.border}`,
  background: MUTED_BG,
  textAlign: 'center',
});

globalStyle(`${paywall} p`, { margin: 0 });

export const paywallTitle = style({ margin: 0, fontSize: '17px', fontWeight: 600 });

export const article = style({ lineHeight: 1.8, fontSize: '16px', overflowWrap: 'anywhere' });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' });
