import { style } from '@vanilla-extract/css';
import { vars } from '../../../widgets/theme/contract.css.js';

export const page = style({ padding: '24px 0 40px' });

export const title = style({ margin: '0 0 16px', fontSize: '24px', fontWeight: 600, lineHeight: 1.3 });

export { visuallyHidden as srOnly } from '../../../widgets/ui/visually-hidden.css.js';

export const filters = style({
  marginBottom: '24px',
  padding: '8px 20px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 767px)': { padding: '6px 12px' } },
});

export const filterSkeleton = style({
  height: '96px',
  borderRadius: '4px',
  background: 'linear-gradient(90deg, #f0f0f0, #f7f7f7, #f0f0f0)',
});
