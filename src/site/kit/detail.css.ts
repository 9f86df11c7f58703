import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

const LINK = '#0d6ebf';
const PRICE = '#0d6ebf';
const FREE = '#11804f';

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

export const page = style({ padding: '24px 0 40px' });

// --- header -------------------------------------------------------------------------------------

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 400px) minmax(0, 1fr)',
  gap: '28px',
  padding: '24px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': {
    '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 280px) minmax(0, 1fr)', gap: '20px' },
    '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)', padding: '16px', gap: '16px' },
  },
});

export const heroCover = style({
  aspectRatio: '4 / 3',
  borderRadius: '6px',
  overflow: 'hidden',
  background: 'linear-gradient(135deg, #eef6fd, #e3eef8)',
});

export const heroImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const heroBody = style({ display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 });

export const heroTitle = style({
  margin: 0,
  fontSize: '24px',
  fontWeight: 600,
  lineHeight: 1.35,
  '@media': { '(max-width: 640px)': { fontSize: '20px' } },
});

export const heroDesc = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.7 });

export const heroStats = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: '16px',
  margin: '4px 0 0',
});

export const heroPrice = style({ color: PRICE, fontSize: '26px', fontWeight: 600 });

export const heroFree = style({ color: FREE, fontSize: '22px', fontWeight: 600 });

export const heroLearners = style({ color: vars.color.textMuted });

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
  marginTop: 'auto',
  paddingTop: '8px',
});

// The same box as the shared Button, so links and buttons in one row line up.
const action = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  boxSizing: 'border-box',
  height: '40px',
  padding: '0 20px',
  border: '1px solid transparent',
  borderRadius: '4px',
  fontFamily: 'inherit',
  fontSize: '15px',
  fontWeight: 500,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const primaryAction = style({
  ...action,
  background: vars.color.primary,
  color: '#0b2540',
  selectors: { '&:hover': { background: vars.color.primaryHover, color: '#0b2540' } },
});

export const vipAction = style({
  ...action,
  borderColor: '#e3b35b',
  background: '#fff8e8',
  color: '#7a4d00',
  selectors: { '&:hover': { background: '#ffefcc', color: '#7a4d00' } },
});

export const like = style({
  ...action,
  borderColor: vars.color.border,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 400,
  selectors: { '&:hover': { borderColor: vars.color.primary, color: LINK } },
});

export const likeOn = style([
  like,
  { color: '#c9302c', borderColor: '#f1c4c2', selectors: { '&:hover': { color: '#c9302c' } } },
]);

export const owned = style({ color: FREE, fontWeight: 600 });

// --- tabs ---------------------------------------------------------------------------------------

export const tabs = style({
  marginTop: '20px',
  padding: '8px 24px 24px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '4px 16px 16px' } },
});

export const desc = style({ paddingTop: '8px' });

export const notice = style({
  marginTop: '24px',
  padding: '16px 20px',
  borderRadius: vars.radius,
  background: '#f7f9fb',
});

export const noticeTitle = style({ margin: '0 0 8px', fontSize: '16px', fontWeight: 600 });

export const empty = style({ margin: 0, padding: '32px 0', textAlign: 'center', color: vars.color.textMuted });

// --- catalog ------------------------------------------------------------------------------------

export const catalog = style({ paddingTop: '4px' });

export const chapter = style({ marginTop: '12px' });

export const chapterTitle = style({ margin: '8px 0', fontSize: '16px', fontWeight: 600 });

export const videos = style({ margin: 0, padding: 0, listStyle: 'none' });

export const video = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  padding: '12px',
  borderRadius: '6px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: '#f3f8fd', color: LINK } },
});

/** The lesson playing beside the catalog (video page). */
export const current = style({
  // Light enough for the green 已学完 and the grey durations to keep 4.5:1.
  background: '#f2f9ff',
  color: LINK,
  fontWeight: 600,
  boxShadow: `inset 3px 0 0 ${LINK}`,
});

export const videoTitle = style({ display: 'flex', alignItems: 'center', gap: '8px', minWidth: 0 });

export const lock = style({ flex: 'none', color: '#8a94a0' });

export const play = style({ flex: 'none', color: vars.color.primary });

export const videoMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  flex: 'none',
  fontSize: '13px',
  color: vars.color.textMuted,
});

export const trial = style({
  padding: '0 6px',
  borderRadius: '4px',
  border: `1px solid ${vars.color.primary}`,
  color: LINK,
  fontSize: '12px',
  lineHeight: '18px',
});

export const watched = style({ color: FREE, '@media': { '(max-width: 480px)': { display: 'none' } } });

export const duration = style({ fontVariantNumeric: 'tabular-nums' });

// --- comments -----------------------------------------------------------------------------------

export const comments = style({ paddingTop: '8px' });

export const commentGate = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '12px',
  margin: '0 0 16px',
  padding: '14px 16px',
  borderRadius: '6px',
  background: '#f7f9fb',
  color: vars.color.textMuted,
  // Room for the list below it; none where it ends its section (the answer box's place).
  selectors: { '&:last-child': { marginBottom: 0 } },
});

globalStyle(`${commentGate} p`, { margin: 0 });

export const commentForm = style({ display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '20px' });

export const commentLabel = style({ fontWeight: 600 });

export const textarea = style({
  width: '100%',
  minHeight: '96px',
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '6px',
  font: 'inherit',
  fontSize: '14px',
  resize: 'vertical',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px rgba(60, 167, 250, 0.25)` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const fieldError = style({ margin: 0, color: '#c9302c', fontSize: '13px' });

export const commentActions = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: '12px' });

export const commentCount = style({
  color: vars.color.textMuted,
  fontSize: '12px',
  fontVariantNumeric: 'tabular-nums',
});

/** A comment waiting for moderation: its place is kept, its text is not shown. */
export const pending = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const commentList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const comment = style({
  display: 'flex',
  gap: '12px',
  padding: '16px 0',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const avatar = style({
  flex: 'none',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: '#e6edf4',
  objectFit: 'cover',
});

export const commentBody = style({ minWidth: 0, flex: 1 });

export const commentHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '4px 12px',
  margin: '0 0 6px',
});

export const commentUser = style({ fontWeight: 600 });

export const commentTime = style({ color: vars.color.textMuted, fontSize: '12px' });

export const commentText = style({ margin: 0, lineHeight: 1.7, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

// --- attachments --------------------------------------------------------------------------------

export const attachList = style({ margin: 0, padding: '8px 0 0', listStyle: 'none' });

export const attach = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  padding: '12px 0',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const attachExt = style({
  flex: 'none',
  width: '44px',
  height: '44px',
  borderRadius: '6px',
  background: '#eef6fd',
  color: LINK,
  fontSize: '12px',
  fontWeight: 700,
  lineHeight: '44px',
  textAlign: 'center',
});

export const attachName = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const attachMeta = style({ color: vars.color.textMuted, fontSize: '12px' });

export const attachHint = style({ flex: 'none', color: vars.color.textMuted, fontSize: '13px' });

export const download = style({
  flex: 'none',
  color: LINK,
  fontWeight: 600,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The same, as a button (the download asks the server first). */
export const downloadButton = style([
  download,
  { padding: 0, border: 0, background: 'none', font: 'inherit', fontWeight: 600, cursor: 'pointer' },
]);

// --- loading and missing ------------------------------------------------------------------------

export const skeletonHero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 400px) minmax(0, 1fr)',
  gap: '28px',
  paddingTop: '24px',
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const skeletonCover = style({ aspectRatio: '4 / 3', borderRadius: vars.radius, background: '#ececec' });

export const skeletonText = style({ minWidth: 0 });

export const missing = style({
  maxWidth: '560px',
  margin: '48px auto',
  padding: '40px 24px',
  textAlign: 'center',
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const missingTitle = style({ margin: '0 0 8px', fontSize: '22px' });
