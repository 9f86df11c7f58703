import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { focusRing } from '#widgets/ui/tokens.css.js';
import { LINK, RIGHT, WRONG } from '../exam.css.js';

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

export const card = style({
  padding: '20px 24px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  scrollMarginTop: '88px',
  outline: 'none',
  '@media': { '(max-width: 767px)': { padding: '16px' } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
  marginBottom: '12px',
});

export const title = style({ margin: 0, fontSize: '16px', fontWeight: 600 });

export const type = style({
  display: 'inline-block',
  marginLeft: '8px',
  padding: '0 8px',
  borderRadius: '10px',
  background: '#eef6fd',
  color: LINK,
  fontSize: '13px',
  fontWeight: 500,
  lineHeight: '22px',
});

export const score = style({ marginLeft: '6px', color: vars.color.textMuted, fontWeight: 400, fontSize: '14px' });

export const headSide = style({ display: 'flex', alignItems: 'center', gap: '12px' });

export const content = style({ marginBottom: '12px', lineHeight: 1.75 });

globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto', cursor: 'zoom-in' });
globalStyle(`${content} img:focus-visible`, focusRing);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  margin: 0,
  padding: 0,
  border: 0,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '8px',
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '6px',
  cursor: 'pointer',
  lineHeight: 1.6,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:has(input:checked)': { borderColor: vars.color.primary, background: '#f0f8ff' },
    '&:has(input:focus-visible)': focusRing,
    '&:has(input:disabled)': { cursor: 'default' },
  },
});

export const optionRight = style({ borderColor: RIGHT, background: '#effaf3' });
export const optionWrong = style({ borderColor: WRONG, background: '#fdf1f0' });

export const input = style({ margin: '5px 0 0', flex: 'none', accentColor: vars.color.primary });

export const optionKey = style({ flex: 'none', fontWeight: 600 });

export const optionText = style({ minWidth: 0 });

export const mark = style({ marginLeft: 'auto', flex: 'none', fontSize: '13px', fontWeight: 600 });
export const markRight = style([mark, { color: RIGHT }]);
export const markWrong = style([mark, { color: WRONG }]);

export const blanks = style({ display: 'flex', flexDirection: 'column', gap: '10px' });

export const field = style({ display: 'flex', alignItems: 'center', gap: '8px' });

export const fieldLabel = style({ flex: 'none', minWidth: '4.5em', color: vars.color.textMuted });

const control = {
  boxSizing: 'border-box',
  width: '100%',
  padding: '8px 12px',
  border: `1px solid #c9c9c9`,
  borderRadius: '4px',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&:focus-visible': focusRing, '&:focus': { borderColor: vars.color.primary } },
} as const;

export const text = style({ ...control, height: '40px', maxWidth: '360px' });

export const textarea = style({ ...control, minHeight: '140px', resize: 'vertical', lineHeight: 1.6 });

export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  margin: '10px 0 0',
  padding: 0,
  listStyle: 'none',
});

export const thumbButton = style({
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '4px',
  background: 'none',
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': focusRing },
});

export const thumb = style({ display: 'block', width: '96px', height: '72px', objectFit: 'cover' });

export const parts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const part = style({ paddingTop: '14px', borderTop: `1px dashed ${vars.color.border}` });

export const partTitle = style({ margin: '0 0 8px', fontSize: '15px', fontWeight: 600 });

export const review = style({
  marginTop: '14px',
  padding: '12px 14px',
  borderRadius: '6px',
  background: '#f7f9fb',
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  lineHeight: 1.7,
});

export const reviewRow = style({ display: 'flex', gap: '6px', margin: 0, flexWrap: 'wrap' });

export const reviewName = style({ flex: 'none', color: vars.color.textMuted });

export const right = style({ color: RIGHT, fontWeight: 600 });
export const wrong = style({ color: WRONG, fontWeight: 600 });
