import { style } from '@vanilla-extract/css';
import { focusRing, t } from './tokens.css.js';

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: '8px', marginBottom: '12px' });

export const level = style({ minWidth: '4em', textAlign: 'center', color: t.textMuted });

/** The picture scrolls inside when zoomed past the panel. */
export const stage = style({
  overflow: 'auto',
  maxHeight: '60vh',
  border: `1px solid ${t.border}`,
  borderRadius: '4px',
  background: '#fafafa',
  textAlign: 'center',
  selectors: { '&:focus-visible': focusRing },
});

export const image = style({ display: 'inline-block', maxWidth: 'none', height: 'auto', verticalAlign: 'top' });
