import { globalStyle, style } from '@vanilla-extract/css';
import { variant } from '#widgets/ui/button.css.js';
import { t } from '#widgets/ui/tokens.css.js';

const GOLD = '#7a4d00';

export const page = style({ paddingTop: '24px' });

export const intro = style({ textAlign: 'center', padding: '8px 0 24px' });

export const title = style({ margin: '0 0 8px', fontSize: '28px', fontWeight: 600 });

export const lead = style({ margin: 0, color: t.textMuted });

/**
 * The plans sit on a band as wide as the window (the footer follows without a gap on /vip): the
 * colour reaches the edges through a shadow clipped to the band's height, so nothing overflows.
 */
export const band = style({
  padding: '32px 0 56px',
  background: '#fff8e8',
  boxShadow: '0 0 0 100vmax #fff8e8',
  clipPath: 'inset(0 -100vmax)',
});

export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: '20px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  padding: '24px',
  borderRadius: '10px',
  background: t.surface,
  border: '1px solid #f1d9a6',
});

export const planName = style({ margin: 0, fontSize: '20px', fontWeight: 600, color: GOLD });

export const planPrice = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: '6px' });

export const planCharge = style({ fontSize: '30px', fontWeight: 700 });

export const planDays = style({ color: t.textMuted });

export const planDesc = style({ margin: 0, paddingLeft: '20px', color: t.text, lineHeight: 1.8, flex: 1 });

export const buy = style([variant.primary, { textDecoration: 'none', marginTop: '4px' }]);

globalStyle(`${planDesc} li::marker`, { color: '#c9961f' });
