import { style } from '@vanilla-extract/css';
import { variant } from '#widgets/ui/button.css.js';
import { focusRing, t } from '#widgets/ui/tokens.css.js';

/** Prices in the order pages: the brand's dark blue text (the light primary fails contrast as text). */
const PRICE = '#c0392b';

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

export const page = style({ maxWidth: '880px', margin: '0 auto', padding: '24px 0 48px' });

export const title = style({ margin: '0 0 16px', fontSize: '24px', fontWeight: 600 });

export const panel = style({
  padding: '20px 24px',
  marginBottom: '16px',
  borderRadius: t.radius,
  background: t.surface,
  '@media': { '(max-width: 640px)': { padding: '16px' } },
});

export const panelTitle = style({ margin: '0 0 12px', fontSize: '16px', fontWeight: 600 });

// --- goods --------------------------------------------------------------------------------------

export const goods = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '16px' });

export const thumb = style({
  flex: 'none',
  width: '128px',
  aspectRatio: '4 / 3',
  borderRadius: '6px',
  objectFit: 'cover',
  background: 'linear-gradient(135deg, #eef6fd, #e3eef8)',
  '@media': { '(max-width: 480px)': { width: '96px' } },
});

export const vipThumb = style([
  thumb,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'linear-gradient(135deg, #fff3d6, #f7d58b)',
    color: '#7a4d00',
    fontWeight: 700,
    fontSize: '22px',
  },
]);

export const kindThumb = style([
  thumb,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: t.primaryText,
    fontWeight: 700,
    fontSize: '18px',
  },
]);

export const goodsBody = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '6px' });

export const goodsName = style({ margin: 0, fontSize: '17px', fontWeight: 600, overflowWrap: 'anywhere' });

export const label = style({
  alignSelf: 'flex-start',
  padding: '0 8px',
  borderRadius: '4px',
  background: '#eef6fd',
  color: t.primaryText,
  fontSize: '12px',
  lineHeight: '22px',
});

export const goodsPrice = style({
  flex: 'none',
  margin: 0,
  textAlign: 'right',
  // A phone gives the name the row; the price goes under it.
  '@media': { '(max-width: 480px)': { flexBasis: '100%', textAlign: 'left' } },
});

export const price = style({ color: PRICE, fontSize: '20px', fontWeight: 600 });

export const original = style({
  display: 'block',
  color: t.textMuted,
  fontSize: '13px',
  textDecoration: 'line-through',
});

// --- promo code ---------------------------------------------------------------------------------

export const promoRow = style({ maxWidth: '420px' });

export const promoOk = style({ margin: '8px 0 0', color: '#11804f' });

// --- payment methods ----------------------------------------------------------------------------

export const methods = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const methodList = style({ display: 'flex', flexWrap: 'wrap', gap: '12px' });

export const method = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  minWidth: '160px',
  padding: '10px 16px',
  border: `1px solid ${t.border}`,
  borderRadius: '6px',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: t.primary, background: '#f3f9ff', boxShadow: `0 0 0 1px ${t.primary}` },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const methodInput = style({ position: 'absolute', opacity: 0, pointerEvents: 'none' });

export const methodIcon = style({ width: '28px', height: '28px', objectFit: 'contain' });

// --- summary and actions ------------------------------------------------------------------------

export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: '8px 24px',
  justifyContent: 'end',
});

export const summaryTerm = style({ color: t.textMuted, textAlign: 'right' });

export const summaryValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const total = style({ color: PRICE, fontSize: '24px', fontWeight: 700 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '12px',
  marginTop: '16px',
});

export const note = style({ margin: 0, color: t.textMuted, fontSize: '13px' });

export const error = style({ margin: '8px 0 0', color: t.danger });

export const primaryLink = style([variant.primary, { textDecoration: 'none' }]);

export const secondaryLink = style([variant.secondary, { textDecoration: 'none' }]);

// --- payment step -------------------------------------------------------------------------------

export const payBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '12px',
  padding: '8px 0',
  textAlign: 'center',
});

export const qr = style({ padding: '8px', border: `1px solid ${t.border}`, borderRadius: '6px', background: '#fff' });

export const qrPlaceholder = style([qr, { width: '128px', height: '128px', background: '#f2f4f7' }]);

export const handText = style({ alignSelf: 'stretch' });

export const waiting = style({ margin: '12px 0 0', textAlign: 'center', color: t.textMuted });

export const done = style({ textAlign: 'center', padding: '32px 16px' });

export const doneIcon = style({ color: '#11804f' });

export const doneTitle = style({ margin: '12px 0 8px', fontSize: '24px', fontWeight: 600 });

export const doneActions = style([actions, { justifyContent: 'center', marginTop: '24px' }]);

export const agreements = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '8px',
  marginTop: '16px',
  '@media': { '(max-width: 480px)': { alignItems: 'flex-start' } },
});

export const payFacts = style({ margin: 0, textAlign: 'center' });

export const textLink = style({ color: t.primaryText, fontSize: '13px' });
