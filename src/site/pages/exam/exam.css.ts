import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { focusRing } from '#widgets/ui/tokens.css.js';

/** Text colours that keep 4.5:1 on white (the primary blue itself does not). */
export const LINK = '#0d6ebf';
export const RIGHT = '#11804f';
export const WRONG = '#c0271e';

export const page = style({ minWidth: 0 });

export const title = style({ margin: '0 0 16px', fontSize: '24px', fontWeight: 600, lineHeight: 1.3 });

export const lead = style({ margin: '-8px 0 20px', color: vars.color.textMuted });

export const panel = style({
  padding: '20px 24px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 767px)': { padding: '16px' } },
});

export const filters = style([panel, { marginBottom: '20px', padding: '8px 20px' }]);

export const filterSkeleton = style({
  height: '48px',
  borderRadius: '4px',
  background: 'linear-gradient(90deg, #f0f0f0, #f7f7f7, #f0f0f0)',
});

// --- hub and question books ------------------------------------------------------------------

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '16px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  height: '100%',
  boxSizing: 'border-box',
  padding: '20px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid transparent`,
  selectors: {
    'a&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

export const tileName = style({ fontSize: '18px', fontWeight: 600 });

export const tileCount = style({ color: vars.color.textMuted });

export const tileDisabled = style([tile, { color: vars.color.textMuted, background: '#fafafa' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' });

export const bookHeader = style([
  panel,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '12px',
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBottom: '16px',
  },
]);

// --- lists -----------------------------------------------------------------------------------

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style([
  panel,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px 20px',
  },
]);

export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0, flex: '1 1 320px' });

export const itemTitle = style({
  margin: 0,
  fontSize: '17px',
  fontWeight: 600,
  lineHeight: 1.4,
});

export const itemLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: LINK }, '&:focus-visible': focusRing },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: '14px',
});

export const itemSide = style({ display: 'flex', alignItems: 'center', gap: '16px', flex: 'none' });

export const badge = style({
  display: 'inline-block',
  padding: '0 8px',
  borderRadius: '10px',
  background: '#eef6fd',
  color: LINK,
  fontSize: '13px',
  lineHeight: '22px',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '36px',
  padding: '0 18px',
  borderRadius: '4px',
  background: vars.color.primary,
  color: '#0b2540',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': focusRing },
});

export const secondaryAction = style([
  action,
  {
    background: vars.color.surface,
    color: LINK,
    border: `1px solid ${vars.color.primary}`,
    selectors: { '&:hover': { background: '#eef6fd' } },
  },
]);

// --- details ---------------------------------------------------------------------------------

export const hero = style([panel, { display: 'flex', flexDirection: 'column', gap: '14px', marginBottom: '20px' }]);

export const heroTitle = style({ margin: 0, fontSize: '24px', fontWeight: 600, lineHeight: 1.35 });

export const desc = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.7 });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 28px',
  margin: 0,
});

export const fact = style({ display: 'flex', gap: '4px' });

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600 });

export const notice = style({
  margin: 0,
  padding: '10px 14px',
  borderRadius: '4px',
  background: '#fff7e6',
  color: '#7a4a00',
  lineHeight: 1.6,
});

export const sectionTitle = style({ margin: '0 0 12px', fontSize: '18px', fontWeight: 600 });

export const section = style([panel, { marginBottom: '20px' }]);

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });

export const rowItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
  padding: '12px 0',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const rowName = style({ fontWeight: 600, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted });

export const right = style({ color: RIGHT, fontWeight: 600 });

export const wrong = style({ color: WRONG, fontWeight: 600 });

export const textLink = style({
  color: LINK,
  selectors: { '&:focus-visible': focusRing },
});

export const plain = style({ margin: 0 });
