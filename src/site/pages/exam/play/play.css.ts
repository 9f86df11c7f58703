import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { focusRing } from '#widgets/ui/tokens.css.js';
import { LINK, RIGHT, WRONG } from '../exam.css.js';

/** The bar on top of every play page: way back, title, time, hand-in; it stays in view. */
export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 20px',
  margin: '0 -24px 20px',
  padding: '12px 24px',
  background: vars.color.surface,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.08)',
  '@media': { '(max-width: 767px)': { margin: '0 -16px 16px', padding: '10px 16px' } },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  padding: '4px 0',
  border: 0,
  background: 'none',
  color: LINK,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const title = style({
  margin: 0,
  fontSize: '18px',
  fontWeight: 600,
  lineHeight: 1.4,
  flex: '1 1 200px',
  minWidth: 0,
});

export const barSide = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 20px' });

export const info = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const timer = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const timerLow = style([timer, { color: WRONG }]);

export const score = style({ fontSize: '18px', fontWeight: 600 });

export const banner = style({
  margin: '0 0 16px',
  padding: '10px 14px',
  borderRadius: '4px',
  background: '#fff7e6',
  color: '#7a4a00',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: '20px',
  alignItems: 'start',
  paddingBottom: '40px',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const aside = style({
  position: 'sticky',
  top: '84px',
  padding: '16px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 900px)': { position: 'static' } },
});

export const asideTitle = style({ margin: '0 0 12px', fontSize: '15px', fontWeight: 600 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(36px, 1fr))',
  gap: '8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const cell = {
  width: '100%',
  height: '36px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '4px',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
} as const;

export const cellEmpty = style(cell);
export const cellSaved = style({
  ...cell,
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: '#0b2540',
});
export const cellPending = style({
  ...cell,
  borderColor: '#d48806',
  background: '#fff7e6',
  color: '#7a4a00',
  borderStyle: 'dashed',
});
export const cellFailed = style({ ...cell, borderColor: WRONG, background: '#fdf1f0', color: WRONG, fontWeight: 600 });
export const cellRight = style({ ...cell, borderColor: RIGHT, background: '#effaf3', color: RIGHT });
export const cellWrong = style({ ...cell, borderColor: WRONG, background: '#fdf1f0', color: WRONG });
export const cellCurrent = style({ outline: `2px solid ${vars.color.primary}`, outlineOffset: '1px' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 12px',
  margin: '12px 0 0',
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: '13px',
});

export const swatch = style({
  display: 'inline-block',
  width: '10px',
  height: '10px',
  marginRight: '4px',
  borderRadius: '2px',
  border: '1px solid currentColor',
});

export const questions = style({ display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 });

export const saveState = style({ fontSize: '13px', color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const saveFailed = style([saveState, { color: WRONG }]);

export const dialogText = style({ margin: '0 0 24px', fontSize: '15px', lineHeight: 1.7 });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: '12px' });

export const stepNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  alignItems: 'center',
  marginTop: '16px',
});

export const hint = style({ margin: '8px 0 0', color: vars.color.textMuted, fontSize: '13px' });

export const verdictRight = style({ margin: '12px 0 0', color: RIGHT, fontWeight: 600 });
export const verdictWrong = style({ margin: '12px 0 0', color: WRONG, fontWeight: 600 });

export const noticeTitle = style({ margin: 0, fontSize: '18px', fontWeight: 600, lineHeight: 1.4 });

export const noticeText = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.7 });

export const notice = style({
  maxWidth: '640px',
  margin: '40px auto',
  padding: '28px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  alignItems: 'center',
});
