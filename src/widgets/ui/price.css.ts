import { style } from '@vanilla-extract/css';
import { t } from './tokens.css.js';

// The primary blue itself is too light for text on white (4.5:1); its darker text tone is used.
export const price = style({ color: t.primaryText, fontWeight: 600 });

export const free = style([price]);
