import { style } from '@vanilla-extract/css';
import { variant } from '#widgets/ui/button.css.js';
import { t } from '#widgets/ui/tokens.css.js';

/** Sale red on white and white on it both pass AA contrast. */
const SALE = '#c0392b';

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

export const box = style({
  marginTop: '16px',
  borderRadius: t.radius,
  background: t.surface,
  border: '1px solid #f3c9c4',
  overflow: 'hidden',
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4px 16px',
  padding: '10px 20px',
  background: SALE,
  color: '#fff',
});

export const title = style({ margin: 0, fontSize: '17px', fontWeight: 600 });

export const time = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 24px',
  padding: '16px 20px',
});

export const prices = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: '12px' });

export const salePrice = style({ color: SALE, fontSize: '26px', fontWeight: 700 });

export const original = style({ color: t.textMuted, textDecoration: 'line-through' });

export const stock = style({ margin: 0, color: t.textMuted });

export const actions = style({ marginLeft: 'auto', '@media': { '(max-width: 560px)': { marginLeft: 0 } } });

export const action = style([variant.primary, { textDecoration: 'none' }]);

export const joinAction = style([variant.secondary, { textDecoration: 'none', height: '32px', padding: '0 14px' }]);

export const joined = style({ color: '#11804f', fontWeight: 500 });

export const groups = style({ margin: 0, padding: '0 20px 8px', listStyle: 'none' });

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: '10px 0',
  borderTop: `1px solid ${t.border}`,
});

export const avatars = style({ display: 'flex', gap: '4px' });

export const avatar = style({ width: '32px', height: '32px', borderRadius: '50%', objectFit: 'cover' });

export const emptySeat = style({
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  boxSizing: 'border-box',
  border: `1px dashed ${t.border}`,
  background: '#f7f8fa',
});

export const groupText = style({ flex: 1, minWidth: '160px' });

export const groupTime = style({ color: t.textMuted, fontVariantNumeric: 'tabular-nums' });

export const noGroups = style({ margin: 0, padding: '0 20px 16px', color: t.textMuted });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: '16px' });

export const dialogLead = style({ margin: 0, color: t.textMuted });
