import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const heading = style({ margin: '0 0 12px', fontSize: '18px', fontWeight: 600 });

export const count = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: '14px' });

export const actions = style({ display: 'flex', gap: '16px', margin: '6px 0 0', fontSize: '13px' });

/** Replies sit indented under their comment, on a light background. */
export const replies = style({
  marginTop: '10px',
  padding: '0 12px',
  borderRadius: '6px',
  background: '#f7f9fb',
});
