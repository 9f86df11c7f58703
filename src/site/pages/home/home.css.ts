import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const page = style({ paddingBottom: '40px' });

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

const shimmer = keyframes({ '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '-100% 0' } });

export const skeleton = style({ paddingTop: '20px' });

export const sliderSkeleton = style({
  aspectRatio: '3 / 1',
  borderRadius: vars.radius,
  background: 'linear-gradient(90deg, #ececec 25%, #f5f5f5 37%, #ececec 63%)',
  backgroundSize: '400% 100%',
  animation: `${shimmer} 1.4s ease infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  margin: '16px 0 0',
  padding: '10px 16px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  fontSize: '14px',
  minWidth: 0,
});

export const noticeLabel = style({
  flex: 'none',
  padding: '0 8px',
  borderRadius: '4px',
  background: '#fff4e5',
  color: '#9a4a00',
  fontSize: '12px',
  lineHeight: '22px',
});

export const noticeLink = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: '#0d6ebf', textDecoration: 'underline' } },
});

export const noticeMore = style({
  flex: 'none',
  color: '#0d6ebf',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
