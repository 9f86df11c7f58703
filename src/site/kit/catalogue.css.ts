import { style } from '@vanilla-extract/css';

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

export const page = style({ padding: '24px 0 40px' });

export const title = style({ margin: '0 0 16px', fontSize: '24px', fontWeight: 600, lineHeight: 1.3 });
