import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

const LINK = '#0d6ebf';

export const room = style({ padding: '16px 0 32px' });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  minWidth: 0,
  marginBottom: '16px',
});

export const back = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  color: LINK,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: '20px',
  fontWeight: 600,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  '@media': { '(max-width: 640px)': { fontSize: '17px' } },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 360px',
  gap: '16px',
  alignItems: 'start',
  '@media': { '(max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stage = style({ minWidth: 0 });

export const stageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '4px 12px',
  marginBottom: '8px',
  color: vars.color.textMuted,
  fontSize: '14px',
});

export const screen = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius,
  background: '#101318',
});

export const poster = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.35,
});

/** The player fills the screen, whose 16:9 box it is (the lesson player's phone height does not apply). */
export const player = style({
  selectors: { '&&': { position: 'absolute', inset: 0, aspectRatio: 'auto', minHeight: 0, borderRadius: 0 } },
});

export const notice = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  padding: '16px',
  // The cover shows through, dimmed, so the words on it stay readable.
  background: 'rgba(16, 19, 24, 0.72)',
  color: '#fff',
  fontSize: '18px',
  textAlign: 'center',
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
  '@media': { '(max-width: 640px)': { fontSize: '15px' } },
});

export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontSize: '22px', fontWeight: 600 });

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  padding: '8px 16px 16px',
  borderRadius: vars.radius,
  background: vars.color.surface,
});

// --- chat -----------------------------------------------------------------------------------------

export const chat = style({ display: 'flex', flexDirection: 'column', gap: '8px' });

export const connection = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  minHeight: '24px',
  fontSize: '13px',
});

export const connectionText = style({ color: vars.color.textMuted });

export const connectionLost = style({ color: '#a5281f' });

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: LINK,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const log = style({
  height: '420px',
  padding: '4px 0',
  overflowY: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { '(max-width: 960px)': { height: '320px' } },
});

export const messages = style({ margin: 0, padding: 0, listStyle: 'none' });

export const message = style({ padding: '6px 0', lineHeight: 1.6, overflowWrap: 'anywhere' });

export const author = style({ marginRight: '6px', color: LINK, fontWeight: 600 });

export const text = style({ whiteSpace: 'pre-wrap' });

/** 讲师 / 助教 beside a name. */
export const roleTag = style({
  marginRight: '6px',
  padding: '0 4px',
  borderRadius: '2px',
  background: '#e8f4ff',
  color: LINK,
  fontSize: '12px',
});

export const signInText = style({ margin: '0 0 16px', lineHeight: 1.8 });

export const quiet = style({ margin: 0, padding: '24px 0', color: vars.color.textMuted, textAlign: 'center' });

export const inlineError = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  color: '#a5281f',
  fontSize: '13px',
});

export const banned = style({ margin: 0, color: '#a5281f', fontSize: '13px' });

// --- courseware ---------------------------------------------------------------------------------

export const files = style({ margin: 0, padding: '8px 0 0', listStyle: 'none' });
