import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

const LINK = '#0d6ebf';
const SOLVED = '#11804f';

export const page = style({ padding: '24px 0 40px' });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  marginBottom: '16px',
});

export const title = style({ margin: 0, fontSize: '24px', fontWeight: 600, lineHeight: 1.3 });

export const list = style({
  margin: 0,
  padding: '0 20px',
  listStyle: 'none',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '0 12px' } },
});

export const row = style({
  padding: '16px 0',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const rowMain = style({ minWidth: 0 });

export const rowTitle = style({
  color: vars.color.text,
  fontSize: '16px',
  fontWeight: 600,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: LINK } },
});

export const rowMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 14px',
  margin: '8px 0 0',
  color: vars.color.textMuted,
  fontSize: '13px',
});

const badge = {
  padding: '0 8px',
  borderRadius: '4px',
  fontSize: '12px',
  lineHeight: '20px',
} as const;

export const solved = style({ ...badge, background: '#eef8f2', color: SOLVED });
export const unsolved = style({ ...badge, background: '#f2f3f5', color: '#555' });
export const credit = style({ ...badge, background: '#fff4e5', color: '#8a4b00' });
export const accepted = style({ ...badge, background: SOLVED, color: '#fff' });

export const sheet = style({
  marginBottom: '20px',
  padding: '24px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '16px' } },
});

export const questionTitle = style({ margin: '10px 0 0', fontSize: '24px', lineHeight: 1.4, overflowWrap: 'anywhere' });

export const answers = style({ margin: 0, padding: 0, listStyle: 'none' });

export const answer = style({
  padding: '16px 0',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const answerCorrect = style([
  answer,
  { margin: '0 -12px', padding: '16px 12px', borderRadius: '6px', background: '#f3faf6' },
]);

export const answerHead = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '8px 12px',
  margin: '0 0 10px',
});

export const avatar = style({
  flex: 'none',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: '#e6edf4',
  objectFit: 'cover',
});

export const answerUser = style({ fontWeight: 600 });

export const answerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
  marginTop: '14px',
});

export const answerComments = style({
  marginTop: '12px',
  padding: '12px 16px',
  borderRadius: '6px',
  background: '#f7f9fb',
});

export const vote = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '32px',
  padding: '0 14px',
  borderRadius: '16px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '13px',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: LINK } },
});

export const voteOn = style([vote, { borderColor: vars.color.primary, background: '#eef6fd', color: LINK }]);

// --- forms --------------------------------------------------------------------------------------

export const form = style({ display: 'flex', flexDirection: 'column', gap: '16px' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: '6px' });

export const label = style({ fontSize: '14px', fontWeight: 500, padding: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: '13px', fontWeight: 400, whiteSpace: 'nowrap' });

const control = {
  width: '100%',
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '6px',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '14px',
  boxSizing: 'border-box',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: '0 0 0 3px rgba(60, 167, 250, 0.25)' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
} as const;

export const select = style({ ...control, height: '40px' });

export const error = style({ margin: 0, color: '#c9302c', fontSize: '13px' });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const images = style({ display: 'flex', flexDirection: 'column', gap: '8px', margin: 0, padding: 0, border: 0 });

export const fileInput = style({ display: 'none' });

export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  margin: '12px 0 0',
  padding: 0,
  listStyle: 'none',
});

export const thumbItem = style({ position: 'relative' });

export const thumb = style({
  display: 'block',
  width: '88px',
  height: '88px',
  borderRadius: '6px',
  objectFit: 'cover',
  background: '#f2f3f5',
});

export const picture = style({ display: 'block', maxWidth: '100%', maxHeight: '240px', borderRadius: '6px' });

export const remove = style({
  position: 'absolute',
  top: '-8px',
  right: '-8px',
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  border: 0,
  background: 'rgba(0, 0, 0, 0.65)',
  color: '#fff',
  fontSize: '16px',
  lineHeight: '24px',
  cursor: 'pointer',
});

// --- member centre -------------------------------------------------------------------------------

export const answerQuote = style({
  margin: '6px 0 0',
  color: vars.color.textMuted,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const questionMeta = style([rowMeta, { marginBottom: '16px' }]);

export const memberTitle = style([title, { marginBottom: '16px' }]);
