import { style } from '@vanilla-extract/css';

export const page = style({ padding: '24px 0 40px' });

export const title = style({ margin: '0 0 16px', fontSize: '24px', fontWeight: 600, lineHeight: 1.3 });

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';
