import { style } from '@vanilla-extract/css';
import { srOnly } from './tokens.css.js';

/** The one visually-hidden class: out of sight, still read by assistive technology. */
export const visuallyHidden = style(srOnly);
