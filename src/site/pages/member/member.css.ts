import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { focusRing, t } from '#widgets/ui/tokens.css.js';

/** The member centre's shared look: a titled white card per section, plain lists, small forms. */

export const title = style({ margin: '0 0 16px', fontSize: '22px', fontWeight: 600 });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius,
  padding: '20px 24px',
  marginBottom: '16px',
  '@media': { '(max-width: 640px)': { padding: '16px' } },
});

export const cardTitle = style({ margin: '0 0 12px', fontSize: '17px', fontWeight: 600 });

export const headRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  flexWrap: 'wrap',
  marginBottom: '12px',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  padding: '14px 0',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

globalStyle(`${item} p`, { margin: '0 0 4px' });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const muted = style({ color: t.textMuted, fontSize: '13px' });

export const strong = style({ fontWeight: 600 });

export const plus = style({ color: '#1a7f37', fontWeight: 600, whiteSpace: 'nowrap' });
export const minus = style({ color: '#c62828', fontWeight: 600, whiteSpace: 'nowrap' });

export const unreadDot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: t.danger,
  marginRight: '8px',
  verticalAlign: 'middle',
});

/** A message row is a button: its whole width opens (and reads) it. */
export const rowButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const form = style({ display: 'grid', gap: '4px', maxWidth: '420px' });

export const formWide = style({
  display: 'grid',
  gap: '4px 16px',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const full = style({ gridColumn: '1 / -1' });

export const actions = style({
  display: 'flex',
  gap: '12px',
  flexWrap: 'wrap',
  alignItems: 'center',
  marginTop: '8px',
});

/** Label / value pairs of the profile. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr) max-content',
  alignItems: 'center',
  gap: '12px 16px',
  margin: 0,
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) max-content', gap: '4px 12px' } },
});

export const factLabel = style({
  color: t.textMuted,
  '@media': { '(max-width: 640px)': { gridColumn: '1 / -1', marginTop: '8px' } },
});

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const avatar = style({ width: '72px', height: '72px', borderRadius: '50%', objectFit: 'cover' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: '16px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  background: vars.color.surface,
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  padding: '12px',
});

export const tileImage = style({ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: '6px' });

export const thumb = style({ width: '96px', height: '60px', objectFit: 'cover', borderRadius: '6px', flex: 'none' });

export const points = style({ color: '#8f4a00', fontWeight: 600 });

export const danger = style({ color: t.danger });

export const badge = style({
  display: 'inline-block',
  padding: '1px 8px',
  borderRadius: '10px',
  fontSize: '12px',
  background: '#e8f4fe',
  color: t.primaryText,
  marginLeft: '8px',
});

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  minHeight: '220px',
});

export const profileHead = style({ display: 'flex', alignItems: 'center', gap: '16px', flexWrap: 'wrap' });

export const balance = style({ display: 'flex', alignItems: 'baseline', gap: '8px', margin: 0 });

export const inlineLink = style({ marginLeft: '12px', color: t.primaryText });

export const inlineForm = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '12px',
  marginTop: '16px',
  maxWidth: '480px',
});

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

export const messageLine = style({ display: 'flex', alignItems: 'baseline', minWidth: 0, marginBottom: '4px' });

export const messageShort = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const messageFull = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const preview = style({
  marginTop: '16px',
  padding: '16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: '#f7fbff',
});

export const badgePlain = style({
  flex: 'none',
  padding: '1px 8px',
  borderRadius: '10px',
  fontSize: '12px',
  background: '#e8f4fe',
  color: t.primaryText,
});

export const fieldset = style({ border: 0, margin: '12px 0 0', padding: 0, minWidth: 0 });

export const desc = style({ margin: '8px 0', color: t.text, fontSize: '14px' });

export const tileTitle = style({ margin: 0, fontSize: '15px', fontWeight: 600 });

export const page = style({ maxWidth: '1000px', margin: '0 auto', padding: '24px 0 40px' });

export const stats = style({ display: 'flex', gap: '40px', margin: '0 0 8px', flexWrap: 'wrap' });

export const statValue = style({ margin: '4px 0 0', fontSize: '22px', fontWeight: 600 });

export const posterLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 360px) minmax(0, 1fr)',
  gap: '24px',
  alignItems: 'start',
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const posterCanvas = style({
  display: 'block',
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
});

export const posterChoices = style({ display: 'grid', gap: '8px', marginTop: '8px' });

export const posterChoice = style({ display: 'flex', alignItems: 'center', gap: '8px', cursor: 'pointer' });

export const buttonLink = style({
  display: 'inline-block',
  padding: '8px 20px',
  borderRadius: '4px',
  background: t.primary,
  color: t.onPrimary,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { color: t.onPrimary, background: t.primaryHover }, '&:focus-visible': focusRing },
});

export const link = style({
  color: t.primaryText,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

globalStyle(`${tile} p, ${tile} h2`, { margin: 0 });
