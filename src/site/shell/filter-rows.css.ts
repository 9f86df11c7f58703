/** A list page's filters (courses, exams, live, books, topics, paths, Q&A): labelled rows of choices in a box. */
import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

export const filters = style({
  marginBottom: '24px',
  padding: '8px 20px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 767px)': { padding: '6px 12px' } },
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '12px',
  padding: '8px 0',
  selectors: { '& + &': { borderTop: `1px dashed ${vars.color.border}` } },
});

export const rowLabel = style({ flex: 'none', width: '40px', color: vars.color.textMuted, lineHeight: '32px' });

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

const optionBase = {
  display: 'inline-block',
  padding: '0 12px',
  borderRadius: '16px',
  lineHeight: '32px',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
} as const;

export const option = style({
  ...optionBase,
  color: vars.color.text,
  selectors: { '&:hover': { color: '#0d6ebf', background: '#eef6fd' } },
});

export const optionCurrent = style({
  ...optionBase,
  background: vars.color.primary,
  color: '#0b2540',
  fontWeight: 600,
  selectors: { '&:hover': { color: '#0b2540' } },
});

export const filterSkeleton = style({
  height: '96px',
  borderRadius: '4px',
  background: 'linear-gradient(90deg, #f0f0f0, #f7f7f7, #f0f0f0)',
});
